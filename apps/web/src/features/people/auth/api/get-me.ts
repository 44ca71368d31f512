import { queryOptions, useQuery } from '@tanstack/react-query';
import { readSessionUser, type SessionUser } from '@talent-desk/shared';
import { ApiError, http } from '@/lib/http';
import { rememberSignedIn } from './session-hint';

/**
 * The signed-in user. The role is read as any string so that a session with an unknown role can be
 * recognised and logged out (NAV-21) instead of failing to parse. Read without zod: every page's first
 * load asks for it.
 */
export type { SessionUser };

export const meQueryKey = ['auth', 'me'] as const;

let sessionCheckWanted: () => boolean = () => true;

/**
 * The app says, for the page being opened, whether the session is worth asking for (app/session.ts):
 * an anonymous page is not, and is treated as signed out without a call.
 */
export function setSessionCheck(wanted: () => boolean): void {
  sessionCheckWanted = wanted;
}

/** GET /api/auth/me: the session's user, or null when there is no session (401) or none is asked for. */
export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  if (!sessionCheckWanted()) return null;
  try {
    const user = await http.get('/api/auth/me', { read: readSessionUser, signal, handles401: true });
    rememberSignedIn(true);
    return user;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    rememberSignedIn(false);
    return null;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
  });

export const useMe = () => useQuery(meQueryOptions());
