import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateReadSchema, type CandidateFormValues, type CandidateRead } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { candidatesQueryKey } from '@/lib/query-keys';
import { candidateQueryKey } from './get-candidate';

/** PUT /api/candidates/{id} as JSON with languageExternalIds (CAND-FORM-16); 409 when the gate locks it. */
export function updateCandidate(id: string, values: CandidateFormValues): Promise<CandidateRead> {
  return http.put(`/api/candidates/${encodeURIComponent(id)}`, values, { schema: candidateReadSchema });
}

export function useUpdateCandidate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CandidateFormValues) => updateCandidate(id, values),
    onSuccess: async (candidate) => {
      queryClient.setQueryData(candidateQueryKey(id), candidate);
      await queryClient.invalidateQueries({ queryKey: candidatesQueryKey });
    },
  });
}
