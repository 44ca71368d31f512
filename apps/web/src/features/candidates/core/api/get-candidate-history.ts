import { queryOptions, useQuery } from '@tanstack/react-query';
import { candidateHistoryResponseSchema, type CandidateHistoryItem } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { candidateQueryKey } from './get-candidate';

/** GET /api/candidates/{id}/history: status changes, newest first. */
export function getCandidateHistory(id: string, signal?: AbortSignal): Promise<CandidateHistoryItem[]> {
  return http.get(`/api/candidates/${encodeURIComponent(id)}/history`, {
    schema: candidateHistoryResponseSchema,
    signal,
  });
}

export const candidateHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...candidateQueryKey(id), 'history'] as const,
    queryFn: ({ signal }) => getCandidateHistory(id, signal),
  });

export const useCandidateHistory = (id: string, enabled = true) =>
  useQuery({ ...candidateHistoryQueryOptions(id), enabled });
