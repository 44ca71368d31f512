import { queryOptions, useQuery } from '@tanstack/react-query';
import { mailMessageSchema, type MailMessage } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { mailOutboxQueryKey, QUEUED_REFRESH_MS } from './get-mail-outbox';

/** GET /api/settings/mail-outbox/{id}: the whole message and its delivery state. */
export function getMailMessage(id: string, signal?: AbortSignal): Promise<MailMessage> {
  return http.get(`/api/settings/mail-outbox/${encodeURIComponent(id)}`, {
    schema: mailMessageSchema,
    signal,
  });
}

export const mailMessageQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...mailOutboxQueryKey, 'detail', id],
    queryFn: ({ signal }) => getMailMessage(id, signal),
    refetchInterval: ({ state }) => (state.data?.status === 'QUEUED' ? QUEUED_REFRESH_MS : false),
  });

export const useMailMessage = (id: string) => useQuery(mailMessageQueryOptions(id));
