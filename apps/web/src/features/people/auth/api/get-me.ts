import { queryOptions, useQuery } from '@tanstack/react-query';
import { readSessionUser, type SessionUser } from '@talent-desk/shared';
import { ApiError, http } from '@/lib/http';

/**
 * The signed-in user. The role is read as any string so that a session with an unknown role can be
 * recognised and logged out (NAV-21) instead of failing to parse. Read without zod: every page's first
 * load asks for it.
 */
export type { SessionUser };

export const meQueryKey = ['auth', 'me'] as const;

/** GET /api/auth/me: the session's user, or null when there is no session (401). */
export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return await http.get('/api/auth/me', { read: readSessionUser, signal, handles401: true });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
  });

export const useMe = () => useQuery(meQueryOptions());
