import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  auditEventPageSchema,
  auditEventQueryToQueryPairs,
  toQueryString,
  type AuditEvent,
  type AuditEventListQuery,
  type Paged,
} from '@talent-desk/shared';
import { http } from '@/lib/http';

/** GET /api/audit-events?page&size&actor&action&targetType&targetId&candidate&from&to (ADMIN). */
export function getAuditEvents(query: AuditEventListQuery, signal?: AbortSignal): Promise<Paged<AuditEvent>> {
  return http.get(`/api/audit-events?${toQueryString(auditEventQueryToQueryPairs(query))}`, {
    schema: auditEventPageSchema,
    signal,
  });
}

/** One page of the log; `enabled` is false while an invalid URL is being dropped (LIST-06). */
export const useAuditEvents = (query: AuditEventListQuery, enabled = true) =>
  useQuery({
    queryKey: ['audit-events', 'list', query],
    queryFn: ({ signal }) => getAuditEvents(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
