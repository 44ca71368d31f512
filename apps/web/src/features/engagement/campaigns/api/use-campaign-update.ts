import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail } from '@talent-desk/shared';
import { campaignQueryKey, campaignsQueryKey } from './campaign-urls';

/**
 * A menu action that answers the campaign as it now is (edit, close, archive, end date): the page shows
 * the answer at once, and the lists are refreshed.
 */
export function useCampaignUpdate<V>(send: (variables: V) => Promise<CampaignDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (detail) => {
      queryClient.setQueryData(campaignQueryKey(detail.externalId), detail);
      await queryClient.invalidateQueries({ queryKey: [...campaignsQueryKey, 'list'] });
    },
  });
}
