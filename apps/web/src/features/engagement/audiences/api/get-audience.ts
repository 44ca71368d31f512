import { useQuery } from '@tanstack/react-query';
import { audienceDetailSchema, type AudienceDetail } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { AUDIENCES_API, audiencesQueryKey } from './get-audiences';

export const audienceUrl = (externalId: string) => `${AUDIENCES_API}/${encodeURIComponent(externalId)}`;
export const audienceQueryKey = (externalId: string) => [...audiencesQueryKey, 'detail', externalId] as const;

/** AUD-29: GET /api/engagement/audiences/{id}, with its filters' labels and whether the user may edit it. */
export function getAudience(externalId: string, signal?: AbortSignal): Promise<AudienceDetail> {
  return http.get(audienceUrl(externalId), { schema: audienceDetailSchema, signal });
}

/** The audience of a page; `enabled` is false where there is none yet (a new audience). */
export const useAudience = (externalId: string, enabled = true) =>
  useQuery({
    queryKey: audienceQueryKey(externalId),
    queryFn: ({ signal }) => getAudience(externalId, signal),
    // A 404 is an answer (the not-found page, AUD-04), not a hiccup to retry.
    retry: false,
    enabled,
  });
