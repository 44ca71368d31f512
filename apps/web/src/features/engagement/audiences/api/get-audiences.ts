import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  audienceListQueryToQueryPairs,
  audienceListResponseSchema,
  toQueryString,
  type AudienceListQuery,
  type AudienceRow,
  type Paged,
} from '@talent-desk/shared';
import { http } from '@/lib/http';

export const AUDIENCES_API = '/api/engagement/audiences';
export const audiencesQueryKey = ['audiences'] as const;

/** GET /api/engagement/audiences?page&size&column&order&search&createdBy (AUD-01). */
export function getAudiences(query: AudienceListQuery, signal?: AbortSignal): Promise<Paged<AudienceRow>> {
  return http.get(`${AUDIENCES_API}?${toQueryString(audienceListQueryToQueryPairs(query))}`, {
    schema: audienceListResponseSchema,
    signal,
  });
}

export const useAudiences = (query: AudienceListQuery, enabled = true) =>
  useQuery({
    queryKey: [...audiencesQueryKey, 'list', query],
    queryFn: ({ signal }) => getAudiences(query, signal),
    // The previous page stays on screen (under the loading bar) while the next one loads.
    placeholderData: keepPreviousData,
    enabled,
  });
