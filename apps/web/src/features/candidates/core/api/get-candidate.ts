import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidateReadSchema, type CandidateRead } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { candidatesQueryKey } from '@/lib/query-keys';

// Everything cached about candidates starts with candidatesQueryKey; a change to one invalidates it all.
export const candidateQueryKey = (id: string) => [...candidatesQueryKey, 'detail', id] as const;

/** GET /api/candidates/{id} (CAND-DETAIL-05, CAND-FORM-16). */
export function getCandidate(id: string, signal?: AbortSignal): Promise<CandidateRead> {
  return http.get(`/api/candidates/${encodeURIComponent(id)}`, { schema: candidateReadSchema, signal });
}

export const candidateQueryOptions = (id: string) =>
  queryOptions({
    queryKey: candidateQueryKey(id),
    queryFn: ({ signal }) => getCandidate(id, signal),
  });

export const useCandidate = (id: string) => useQuery(candidateQueryOptions(id));
