import { useMutation, useQueryClient } from '@tanstack/react-query';
import { campaignDetailSchema } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { campaignQueryKey, campaignsQueryKey, campaignUrl } from './campaign-urls';

/** Step 3's Schedule (CAMP-48): POST /api/campaigns/{id}/schedule makes the draft SCHEDULED. */
export function useScheduleCampaign(externalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      http.post(campaignUrl(externalId, 'schedule'), undefined, { schema: campaignDetailSchema }),
    onSuccess: async (detail) => {
      queryClient.setQueryData(campaignQueryKey(detail.externalId), detail);
      await queryClient.invalidateQueries({ queryKey: [...campaignsQueryKey, 'list'] });
    },
  });
}
