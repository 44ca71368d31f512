import { campaignDetailSchema } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { campaignUrl } from './campaign-urls';
import { useCampaignUpdate } from './use-campaign-update';

/** CAMP-26: PUT /api/campaigns/{id} {name}, the edit dialog of an OPEN campaign. */
export const useEditCampaign = (externalId: string) =>
  useCampaignUpdate((name: string) =>
    http.put(campaignUrl(externalId), { name }, { schema: campaignDetailSchema }),
  );
