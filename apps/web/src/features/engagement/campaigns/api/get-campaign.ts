import { useQuery } from '@tanstack/react-query';
import { campaignDetailSchema, type CampaignDetail } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { campaignQueryKey, campaignUrl } from './campaign-urls';

/** CAMP-05: GET /api/campaigns/{id}, with the actions the signed-in user may take now. */
export function getCampaign(externalId: string, signal?: AbortSignal): Promise<CampaignDetail> {
  return http.get(campaignUrl(externalId), { schema: campaignDetailSchema, signal });
}

export const useCampaign = (externalId: string, enabled = true) =>
  useQuery({
    queryKey: campaignQueryKey(externalId),
    queryFn: ({ signal }) => getCampaign(externalId, signal),
    // A 404 is an answer (the not-found page, CAMP-11), not a hiccup to retry.
    retry: false,
    enabled,
  });
