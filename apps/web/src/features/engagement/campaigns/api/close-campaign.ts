import { campaignDetailSchema } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { campaignUrl } from './campaign-urls';
import { useCampaignUpdate } from './use-campaign-update';

/** CAMP-28/29: PATCH /api/campaigns/{id}/close?comment= (the comment optional). */
export const useCloseCampaign = (externalId: string) =>
  useCampaignUpdate((comment: string) =>
    http.patch(campaignUrl(externalId, 'close'), undefined, {
      query: { comment: comment || undefined },
      schema: campaignDetailSchema,
    }),
  );
