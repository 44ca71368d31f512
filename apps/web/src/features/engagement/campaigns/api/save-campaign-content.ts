import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  campaignDetailSchema,
  type CampaignContentBodyInput,
  type CampaignDetail,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { campaignQueryKey, campaignsQueryKey, campaignUrl } from './campaign-urls';

/** Step 2 (CAMP-22): PUT /api/campaigns/{id}/content, the e-mail, survey and dates. */
export function saveCampaignContent(
  externalId: string,
  body: CampaignContentBodyInput,
): Promise<CampaignDetail> {
  return http.put(campaignUrl(externalId, 'content'), body, { schema: campaignDetailSchema });
}

export function useSaveCampaignContent(externalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CampaignContentBodyInput) => saveCampaignContent(externalId, body),
    onSuccess: async (detail) => {
      queryClient.setQueryData(campaignQueryKey(detail.externalId), detail);
      // The preview renders the saved e-mail: it must not come from the cache.
      await queryClient.invalidateQueries({ queryKey: campaignsQueryKey });
    },
  });
}
