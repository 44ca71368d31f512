import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  pagedResponseSchema,
  toQueryString,
  userListQueryToQueryPairs,
  userRowSchema,
  type Paged,
  type UserListQuery,
  type UserRow,
} from '@talent-desk/shared';
import { http } from '@/lib/http';

export const usersQueryKey = ['users'] as const;
const userPageSchema = pagedResponseSchema(userRowSchema);

/** GET /api/users?page&size&column&order&search&<filters>. */
export function getUsers(query: UserListQuery, signal?: AbortSignal): Promise<Paged<UserRow>> {
  return http.get(`/api/users?${toQueryString(userListQueryToQueryPairs(query))}`, {
    schema: userPageSchema,
    signal,
  });
}

export const useUsers = (query: UserListQuery, enabled = true) =>
  useQuery({
    queryKey: [...usersQueryKey, 'list', query],
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
