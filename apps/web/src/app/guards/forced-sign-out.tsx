import { useEffect, useRef } from 'react';
import { FullPageProgress } from '@/components/full-page-progress';
import { useSignOut } from '../session';

/** A session whose role is not ADMIN, TAG or VENDOR is logged out (NAV-21). */
export function ForcedSignOut() {
  const signOut = useSignOut();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signOut();
  }, [signOut]);
  return <FullPageProgress />;
}
