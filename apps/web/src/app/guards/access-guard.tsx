import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '@/features/people/auth/api/get-me';
import { loginPathFor } from './access';

/** /internal/*: without a session, go to the login page and come back here afterwards (NAV-20). */
export function AccessGuard() {
  const location = useLocation();
  const { data: user } = useMe();
  if (!user) return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}
