import { useQuery } from '@tanstack/react-query';
import { userDetailSchema, type UserDetail } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { usersQueryKey } from './get-users';

export const userQueryKey = (externalId: string) => [...usersQueryKey, 'detail', externalId] as const;

/** USER-07: GET /api/users/{id}. */
export function getUser(externalId: string, signal?: AbortSignal): Promise<UserDetail> {
  return http.get(`/api/users/${encodeURIComponent(externalId)}`, { schema: userDetailSchema, signal });
}

export const useUser = (externalId: string) =>
  useQuery({
    queryKey: userQueryKey(externalId),
    queryFn: ({ signal }) => getUser(externalId, signal),
    retry: false,
  });
