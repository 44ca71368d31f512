import { useQuery } from '@tanstack/react-query';
import {
  candidateListResponseSchema,
  toQueryString,
  type CandidateListRow,
  type Paged,
} from '@talent-desk/shared';
import { http } from '@/lib/http';

/** How many candidates the picker offers for one search. */
export const CANDIDATE_PICKER_SIZE = 25;

/** GET /api/candidates?search=&size=: the candidates a picker offers (the actor's scope, by name). */
export function searchCandidates(search: string, signal?: AbortSignal): Promise<Paged<CandidateListRow>> {
  const pairs: [string, string][] = [
    ['page', '1'],
    ['size', String(CANDIDATE_PICKER_SIZE)],
    ['column', 'fullName'],
    ['order', 'asc'],
  ];
  if (search) pairs.push(['search', search]);
  return http.get(`/api/candidates?${toQueryString(pairs)}`, { schema: candidateListResponseSchema, signal });
}

export const useCandidateSearch = (search: string, enabled: boolean) =>
  useQuery({
    queryKey: ['candidates', 'picker', search],
    queryFn: ({ signal }) => searchCandidates(search, signal),
    enabled,
    staleTime: 30_000,
  });
