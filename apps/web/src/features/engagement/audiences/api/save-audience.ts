import { useMutation, useQueryClient } from '@tanstack/react-query';
import { audienceDetailSchema, type AudienceBody, type AudienceDetail } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { audienceUrl } from './get-audience';
import { AUDIENCES_API, audiencesQueryKey } from './get-audiences';

/** AUD-30: POST /api/engagement/audiences, or PUT .../{id} with the same body when editing. */
export function saveAudience(body: AudienceBody, externalId?: string): Promise<AudienceDetail> {
  return externalId
    ? http.put(audienceUrl(externalId), body, { schema: audienceDetailSchema })
    : http.post(AUDIENCES_API, body, { schema: audienceDetailSchema });
}

/** Saves, then refreshes the lists and the detail (the list is where the user lands, AUD-03). */
export function useSaveAudience(externalId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AudienceBody) => saveAudience(body, externalId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: audiencesQueryKey }),
  });
}
