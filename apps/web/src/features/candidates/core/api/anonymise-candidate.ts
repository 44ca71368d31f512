import { useMutation, useQueryClient } from '@tanstack/react-query';
import { candidateAnonymisedSchema, type CandidateAnonymised } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { candidatesQueryKey } from '@/lib/query-keys';
import { notesQueryKey } from '../../notes/api/note-target';

/** POST /api/candidates/{id}/anonymise (ADMIN, issue 25): empties the personal data; 409 when already done. */
export function anonymiseCandidate(id: string): Promise<CandidateAnonymised> {
  return http.post(`/api/candidates/${encodeURIComponent(id)}/anonymise`, undefined, {
    schema: candidateAnonymisedSchema,
  });
}

/** Anonymises, then reloads everything cached about candidates and the candidate's notes and timeline. */
export function useAnonymiseCandidate(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => anonymiseCandidate(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: candidatesQueryKey }),
        queryClient.invalidateQueries({ queryKey: notesQueryKey({ kind: 'candidate', externalId: id }) }),
      ]),
  });
}
