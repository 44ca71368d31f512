import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  candidateListQueryToQueryPairs,
  candidateListResponseSchema,
  toQueryString,
  type CandidateListQuery,
  type CandidateListRow,
  type Paged,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { candidatesQueryKey } from '@/lib/query-keys';

export const candidateListsQueryKey = [...candidatesQueryKey, 'list'] as const;

/** GET /api/candidates?page&size&column&order&<filters> (CAND-LIST-02, LIST-01..05). */
export function getCandidates(
  query: CandidateListQuery,
  signal?: AbortSignal,
): Promise<Paged<CandidateListRow>> {
  const qs = toQueryString(candidateListQueryToQueryPairs(query));
  return http.get(`/api/candidates?${qs}`, { schema: candidateListResponseSchema, signal });
}

export const candidatesQueryOptions = (query: CandidateListQuery) =>
  queryOptions({
    queryKey: [...candidateListsQueryKey, query],
    queryFn: ({ signal }) => getCandidates(query, signal),
    // The previous page stays on screen (under the loading bar) while the next one loads.
    placeholderData: keepPreviousData,
  });

/** The list page; `enabled` is false while an invalid URL is being dropped (LIST-06). */
export const useCandidates = (query: CandidateListQuery, enabled = true) =>
  useQuery({ ...candidatesQueryOptions(query), enabled });
