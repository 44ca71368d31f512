import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  campaignDetailSchema,
  type CampaignAudienceBodyInput,
  type CampaignDetail,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { CAMPAIGNS_API, campaignQueryKey, campaignsQueryKey, campaignUrl } from './campaign-urls';

/** Step 1: POST /api/campaigns creates the DRAFT (CAMP-20, CAMP-23); PUT .../{id}/audience saves it again. */
export function saveCampaignAudience(
  body: CampaignAudienceBodyInput,
  externalId?: string,
): Promise<CampaignDetail> {
  return externalId
    ? http.put(campaignUrl(externalId, 'audience'), body, { schema: campaignDetailSchema })
    : http.post(CAMPAIGNS_API, body, { schema: campaignDetailSchema });
}

export function useSaveCampaignAudience(externalId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignAudienceBodyInput) => saveCampaignAudience(body, externalId),
    onSuccess: async (detail) => {
      queryClient.setQueryData(campaignQueryKey(detail.externalId), detail);
      await queryClient.invalidateQueries({ queryKey: [...campaignsQueryKey, 'list'] });
    },
  });
}
