import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readSessionUser, type SessionUser } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { meQueryKey } from './get-me';
import { rememberSignedIn } from './session-hint';

// The sign-in page's code step (issue 25). Part of the first load: no zod here.

/**
 * POST /api/auth/two-factor/verify: the authenticator's (or a recovery) code after the password. Answers
 * the user with `secondFactor: 'done'`; 401 (a wrong or reused code) and 429 carry the message to show.
 */
export function verifySecondFactor(code: string): Promise<SessionUser> {
  return http.post(`/api/auth/two-factor/verify`, { code }, { read: readSessionUser, handles401: true });
}

/** Verifies the code; the session's user is then fully signed in and the router leaves the code step. */
export function useVerifySecondFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifySecondFactor,
    onSuccess: (user) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, user);
      rememberSignedIn(true);
    },
  });
}
