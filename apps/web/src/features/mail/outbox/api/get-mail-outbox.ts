import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  mailOutboxListResponseSchema,
  mailOutboxQueryToQueryPairs,
  toQueryString,
  type MailOutboxListQuery,
  type MailOutboxListResponse,
} from '@talent-desk/shared';
import { http } from '@/lib/http';

/** Everything cached about the outbox starts with this key; sending a message invalidates it all. */
export const mailOutboxQueryKey = ['mail-outbox'] as const;

/** While a message shown is still queued, the page asks again this often to show how it went. */
export const QUEUED_REFRESH_MS = 2000;

/** GET /api/settings/mail-outbox?page&size&column&order&search&status (ADMIN). */
export function getMailOutbox(
  query: MailOutboxListQuery,
  signal?: AbortSignal,
): Promise<MailOutboxListResponse> {
  const qs = toQueryString(mailOutboxQueryToQueryPairs(query));
  return http.get(`/api/settings/mail-outbox?${qs}`, { schema: mailOutboxListResponseSchema, signal });
}

export const mailOutboxQueryOptions = (query: MailOutboxListQuery) =>
  queryOptions({
    queryKey: [...mailOutboxQueryKey, 'list', query],
    queryFn: ({ signal }) => getMailOutbox(query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: ({ state }) =>
      state.data?.content.some((row) => row.status === 'QUEUED') ? QUEUED_REFRESH_MS : false,
  });

/** One page of the outbox; `enabled` is false while an invalid URL is being dropped (LIST-06). */
export const useMailOutbox = (query: MailOutboxListQuery, enabled = true) =>
  useQuery({ ...mailOutboxQueryOptions(query), enabled });
