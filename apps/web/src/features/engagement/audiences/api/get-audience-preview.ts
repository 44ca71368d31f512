import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  candidateListQueryToQueryPairs,
  candidateListResponseSchema,
  toQueryString,
  type CandidateListQuery,
  type CandidateListRow,
  type Paged,
} from '@talent-desk/shared';
import { http } from '@/lib/http';

/**
 * The audience's candidates: the candidate list itself (GET /api/candidates) with the audience's
 * filters and enableEmailNotification=true (AUD-11), so the preview counts whom a campaign would reach.
 */
export function getAudiencePreview(
  query: CandidateListQuery,
  signal?: AbortSignal,
): Promise<Paged<CandidateListRow>> {
  return http.get(`/api/candidates?${toQueryString(candidateListQueryToQueryPairs(query))}`, {
    schema: candidateListResponseSchema,
    signal,
  });
}

export const useAudiencePreview = (query: CandidateListQuery) =>
  useQuery({
    queryKey: ['audience-preview', query],
    queryFn: ({ signal }) => getAudiencePreview(query, signal),
    // The last page stays under the loading bar while the next search or page loads.
    placeholderData: keepPreviousData,
  });
