import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignDetailSchema, type CampaignDetail } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { campaignQueryKey, campaignsQueryKey, campaignUrl } from './campaign-urls';

export type CloneVariables = { campaignName: string; loggedUserExternalId: string };

/** CAMP-35: POST /api/campaigns/{id}/clone {campaignName, loggedUserExternalId}; answers the new draft. */
export function useCloneCampaign(externalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CloneVariables): Promise<CampaignDetail> =>
      http.post(campaignUrl(externalId, 'clone'), body, { schema: campaignDetailSchema }),
    onSuccess: async (clone) => {
      queryClient.setQueryData(campaignQueryKey(clone.externalId), clone);
      await queryClient.invalidateQueries({ queryKey: [...campaignsQueryKey, 'list'] });
    },
  });
}
