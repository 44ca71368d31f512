import { useCallback } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey, setSessionCheck } from '@/features/people/auth/api/get-me';
import { clearSession, useLogout } from '@/features/people/auth/api/logout';
import { wasSignedIn } from '@/features/people/auth/api/session-hint';
import { setSecondFactorRequiredHandler, setUnauthenticatedHandler } from '@/lib/http';
import { asksForSession, LOGIN_PATH } from './guards/access';
import { landSignedOutUserOn } from './router-instance';

/** Log Out (AUTH-02): end the session on the server, clear every cached answer, go to the login page. */
export function useSignOut(): () => void {
  const { mutate } = useLogout({ beforeClear: () => landSignedOutUserOn(LOGIN_PATH) });
  return useCallback(() => mutate(), [mutate]);
}

/**
 * Any 401 (other than from the calls that answer 401 themselves) means the session is gone: forget it.
 * The router is then rebuilt for a visitor, whose access guard sends them to the login page, keeping
 * where they were (NAV-20).
 */
export function signOutOnSessionExpiry(queryClient: QueryClient): void {
  setUnauthenticatedHandler(() => clearSession(queryClient));
}

/**
 * A 403 SECOND_FACTOR_REQUIRED from any call: the session's authenticator code (or its enrolment) is due,
 * say after the security settings changed. Asking for the session again gets that state, and the router
 * is rebuilt for it: the sign-in page's code step, or the enrolment page.
 */
export function followSecondFactorRequired(queryClient: QueryClient): void {
  setSecondFactorRequiredHandler(() => void queryClient.invalidateQueries({ queryKey: meQueryKey }));
}

/**
 * Anonymous pages do not ask GET /api/auth/me (its 401 is a console error on each of them): the page
 * first opened decides; signing in sets the session without asking.
 */
export function askForSessionOnlyWhereNeeded(): void {
  setSessionCheck(() => asksForSession(window.location.pathname, wasSignedIn()));
}
