import { campaignDetailSchema } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { campaignUrl } from './campaign-urls';
import { useCampaignUpdate } from './use-campaign-update';

/** CAMP-30/31: PATCH /api/campaigns/{id}/archive?comment= (the comment optional). */
export const useArchiveCampaign = (externalId: string) =>
  useCampaignUpdate((comment: string) =>
    http.patch(campaignUrl(externalId, 'archive'), undefined, {
      query: { comment: comment || undefined },
      schema: campaignDetailSchema,
    }),
  );
