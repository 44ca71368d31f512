import { useCallback } from 'react';
import { useLogout } from '@/features/auth/api/logout';
import { LOGIN_PATH } from './guards/access';
import { landSignedOutUserOn } from './router-instance';

/** Log Out (AUTH-02): end the session on the server, clear every cached answer, go to the login page. */
export function useSignOut(): () => void {
  const { mutate } = useLogout({ beforeClear: () => landSignedOutUserOn(LOGIN_PATH) });
  return useCallback(() => mutate(), [mutate]);
}
