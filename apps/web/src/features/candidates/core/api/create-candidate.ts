import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateReadSchema, type CandidateFormValues, type CandidateRead } from '@talent-desk/shared';
import { upload } from '@/lib/http';
import { candidatesQueryKey } from '@/lib/query-keys';
import { candidateQueryKey } from './get-candidate';

export type CreateCandidateInput = {
  values: CandidateFormValues;
  resume: File;
  onProgress?: (fraction: number) => void;
};

/**
 * POST /api/candidates as multipart (CAND-FORM-15): the `candidate` part holds the form's JSON
 * (languageExternalIds, skillsExternalIds: CAND-FORM-06/07), then the `resume` file part.
 */
export function createCandidate({
  values,
  resume,
  onProgress,
}: CreateCandidateInput): Promise<CandidateRead> {
  const body = new FormData();
  body.append('candidate', JSON.stringify(values));
  body.append('resume', resume, resume.name);
  return upload('/api/candidates', body, { schema: candidateReadSchema, onProgress });
}

export function useCreateCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCandidate,
    onSuccess: async (candidate) => {
      queryClient.setQueryData(candidateQueryKey(candidate.externalId), candidate);
      await queryClient.invalidateQueries({ queryKey: candidatesQueryKey, exact: false });
    },
  });
}
