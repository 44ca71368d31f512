import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@/lib/http';
import { campaignQueryKey, campaignsQueryKey, campaignUrl } from './campaign-urls';

/**
 * CAMP-37/38: DELETE /api/campaigns/{id} (ADMIN, DRAFT or SCHEDULED). `forget` drops the cached detail
 * once its page is left (dropping it while the page still shows it would fetch it again: a 404).
 */
export function useDeleteCampaign(externalId: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => http.delete(campaignUrl(externalId)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...campaignsQueryKey, 'list'] }),
  });
  const forget = () => queryClient.removeQueries({ queryKey: campaignQueryKey(externalId) });
  return { ...mutation, forget };
}
