import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '@/features/people/auth/api/get-me';
import { loginPathFor } from './access';

/**
 * /internal/*: without a session, or with its authenticator code still due (the sign-in page's code step),
 * go to the login page and come back here afterwards (NAV-20).
 */
export function AccessGuard() {
  const location = useLocation();
  const { data: user } = useMe();
  if (!user || user.secondFactor === 'code') return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}
