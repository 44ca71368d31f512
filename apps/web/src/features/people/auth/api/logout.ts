import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { meQueryKey } from './get-me';
import { rememberSignedIn } from './session-hint';

/** GET /api/auth/logout (AUTH-02): ends the session on the server. */
export function logout(): Promise<void> {
  return http.get('/api/auth/logout', { handles401: true });
}

/** Forgets everything the session loaded and marks the user as signed out. */
export function clearSession(queryClient: QueryClient): void {
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
  queryClient.setQueryData(meQueryKey, null);
  rememberSignedIn(false);
}

/**
 * Logs out and clears the cache, even when the server call fails (the session may already be gone).
 * `beforeClear` runs between the two, e.g. to choose where the signed-out user lands.
 */
export function useLogout({ beforeClear }: { beforeClear?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      beforeClear?.();
      clearSession(queryClient);
    },
  });
}
