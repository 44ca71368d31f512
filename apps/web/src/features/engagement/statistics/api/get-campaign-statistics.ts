import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import {
  campaignStatisticsSchema,
  type CampaignStatistics,
  type CampaignStatisticsQuery,
} from '@talent-desk/shared';
import { http } from '@/lib/http';

export const campaignStatisticsUrl = (campaignExternalId: string) =>
  `/api/campaigns/${encodeURIComponent(campaignExternalId)}/statistics`;

/** GET /api/campaigns/{id}/statistics?period&from&to (STAT-05): the five series, totals and rates. */
export function getCampaignStatistics(
  campaignExternalId: string,
  query: CampaignStatisticsQuery,
  signal?: AbortSignal,
): Promise<CampaignStatistics> {
  return http.get(campaignStatisticsUrl(campaignExternalId), {
    query: { period: query.period, from: query.from, to: query.to },
    schema: campaignStatisticsSchema,
    signal,
  });
}

/** Own key: the statistics change with events, not with the campaign's edits. */
export const campaignStatisticsQueryKey = (campaignExternalId: string, query?: CampaignStatisticsQuery) =>
  query
    ? (['campaign-statistics', campaignExternalId, query] as const)
    : (['campaign-statistics', campaignExternalId] as const);

/**
 * The statistics of a valid query; with `null` (the form shows why the range is invalid) nothing is
 * fetched. Switching period or range keeps the last answer on screen until the new one arrives.
 */
export function useCampaignStatistics(campaignExternalId: string, query: CampaignStatisticsQuery | null) {
  return useQuery({
    queryKey: campaignStatisticsQueryKey(campaignExternalId, query ?? undefined),
    queryFn: query ? ({ signal }) => getCampaignStatistics(campaignExternalId, query, signal) : skipToken,
    placeholderData: keepPreviousData,
  });
}
