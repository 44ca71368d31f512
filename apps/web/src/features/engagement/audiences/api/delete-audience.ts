import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { audienceQueryKey, audienceUrl } from './get-audience';
import { audiencesQueryKey } from './get-audiences';

/** DELETE /api/engagement/audiences/{id}: an ADMIN, or the TAG who created it. */
export function deleteAudience(externalId: string): Promise<unknown> {
  return http.delete(audienceUrl(externalId));
}

export function useDeleteAudience() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAudience,
    onSuccess: (_answer, externalId) => {
      // The deleted detail must not be shown again from the cache.
      queryClient.removeQueries({ queryKey: audienceQueryKey(externalId) });
      return queryClient.invalidateQueries({ queryKey: audiencesQueryKey });
    },
  });
}
