import { campaignDetailSchema } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { campaignUrl } from './campaign-urls';
import { useCampaignUpdate } from './use-campaign-update';

/** CAMP-42: PATCH /api/campaigns/{id}/updateEndDate?newEndTime= (ISO, no fractional seconds). */
export const useUpdateEndDate = (externalId: string) =>
  useCampaignUpdate((newEndTime: string) =>
    http.patch(campaignUrl(externalId, 'updateEndDate'), undefined, {
      query: { newEndTime },
      schema: campaignDetailSchema,
    }),
  );
