import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  campaignListQueryToQueryPairs,
  campaignListResponseSchema,
  toQueryString,
  type CampaignListQuery,
  type CampaignRow,
  type Paged,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { CAMPAIGNS_API, campaignsQueryKey } from './campaign-urls';

/** GET /api/campaigns?page&size&column&order&scope&search&statuses&owners&startFrom&startTo (CAMP-01). */
export function getCampaigns(query: CampaignListQuery, signal?: AbortSignal): Promise<Paged<CampaignRow>> {
  return http.get(`${CAMPAIGNS_API}?${toQueryString(campaignListQueryToQueryPairs(query))}`, {
    schema: campaignListResponseSchema,
    signal,
  });
}

export const useCampaigns = (query: CampaignListQuery, enabled = true) =>
  useQuery({
    queryKey: [...campaignsQueryKey, 'list', query],
    queryFn: ({ signal }) => getCampaigns(query, signal),
    // The previous page stays on screen (under the loading bar) while the next one loads.
    placeholderData: keepPreviousData,
    enabled,
  });
