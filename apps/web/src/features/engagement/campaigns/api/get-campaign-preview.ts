import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { campaignPreviewSchema, messageResponseSchema, type CampaignPreview } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { campaignQueryKey, campaignUrl } from './campaign-urls';

/**
 * Step 3: GET /api/campaigns/{id}/preview?index=: the recipients counted now and the e-mail rendered
 * for the index-th of them.
 */
export function getCampaignPreview(
  externalId: string,
  index: number,
  signal?: AbortSignal,
): Promise<CampaignPreview> {
  return http.get(`${campaignUrl(externalId, 'preview')}?index=${index}`, {
    schema: campaignPreviewSchema,
    signal,
  });
}

export const useCampaignPreview = (externalId: string, index: number) =>
  useQuery({
    queryKey: [...campaignQueryKey(externalId), 'preview', index],
    queryFn: ({ signal }) => getCampaignPreview(externalId, index, signal),
    // The recipient shown stays while the next one renders.
    placeholderData: keepPreviousData,
    // The audience is counted now: a preview opened again counts again.
    staleTime: 0,
  });

/** 'Send test e-mail': POST .../test-email?index=, the previewed e-mail to the signed-in user (202). */
export function useSendCampaignTestEmail(externalId: string) {
  return useMutation({
    mutationFn: (index: number) =>
      http.post(`${campaignUrl(externalId, 'test-email')}?index=${index}`, undefined, {
        schema: messageResponseSchema,
      }),
  });
}
