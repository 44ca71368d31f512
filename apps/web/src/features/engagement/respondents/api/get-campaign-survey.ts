import { useQuery } from '@tanstack/react-query';
import { campaignSurveySchema, type CampaignSurvey } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { campaignSurveyUrl, respondentsQueryKey } from './respondents-urls';

/** RESP-24: GET /api/campaigns/{id}/survey, the questions the columns and the filters are made of. */
export function getCampaignSurvey(campaignExternalId: string, signal?: AbortSignal): Promise<CampaignSurvey> {
  return http.get(campaignSurveyUrl(campaignExternalId), { schema: campaignSurveySchema, signal });
}

export const useCampaignSurvey = (campaignExternalId: string) =>
  useQuery({
    queryKey: [...respondentsQueryKey(campaignExternalId), 'survey'],
    queryFn: ({ signal }) => getCampaignSurvey(campaignExternalId, signal),
    // Once scheduled, the survey copy never changes.
    staleTime: 10 * 60_000,
  });
