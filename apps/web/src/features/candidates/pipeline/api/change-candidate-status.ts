import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignableCandidateStatus } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { refreshPipelines } from './pipeline-query-keys';

export type ChangeCandidateStatusInput = {
  candidateId: string;
  vacancyId: string;
  status: AssignableCandidateStatus;
};

/** PUT /api/candidates/{id}/vacancies/{vacancyId}/status {status} (CAND-STATUS-02, -03). */
export function changeCandidateStatus({ candidateId, vacancyId, status }: ChangeCandidateStatusInput) {
  const path = `/api/candidates/${encodeURIComponent(candidateId)}/vacancies/${encodeURIComponent(vacancyId)}/status`;
  return http.put<unknown>(path, { status });
}

/** After a change every candidate list and the vacancy's candidate lists are refreshed (CAND-STATUS-02). */
export function useChangeCandidateStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeCandidateStatus, onSettled: () => refreshPipelines(queryClient) });
}
