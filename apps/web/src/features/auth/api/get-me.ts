import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentUserSchema } from '@talent-desk/shared';
import { z } from 'zod';
import { ApiError, http } from '@/lib/http';

/**
 * The signed-in user. The role is read as any string so that a session with an unknown role can be
 * recognised and logged out (NAV-21) instead of failing to parse.
 */
export const sessionUserSchema = currentUserSchema.extend({ role: z.string() });
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const meQueryKey = ['auth', 'me'] as const;

/** GET /api/auth/me: the session's user, or null when there is no session (401). */
export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return await http.get('/api/auth/me', { schema: sessionUserSchema, signal, handles401: true });
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
