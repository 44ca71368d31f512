import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readSessionUser, type LoginInput, type SessionUser } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { meQueryKey } from './get-me';
import { rememberSignedIn } from './session-hint';

/** POST /api/auth/login: starts a session (cookie) and answers the user. 401/403/429 carry a message. */
export function login(body: LoginInput): Promise<SessionUser> {
  return http.post('/api/auth/login', body, { read: readSessionUser, handles401: true });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => {
      // A new session: nothing cached from before may leak into it.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
      queryClient.setQueryData(meQueryKey, user);
      rememberSignedIn(true);
    },
  });
}
