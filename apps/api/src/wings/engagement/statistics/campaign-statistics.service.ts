import {
  SURVEY_EVENT_TYPES,
  statisticsRates,
  statisticsTotals,
  type CampaignStatistics,
  type CampaignStatisticsQuery,
} from '@talent-desk/shared';
import type { Queryable } from '../../../lib/queryable.js';
import { campaignNotFound } from '../campaigns/campaign-access.js';
import { findCampaign } from '../campaigns/campaign.repo.js';
import { countCampaignEvents } from './campaign-statistics.repo.js';

/**
 * STAT-01, STAT-05/06 (ours): a campaign's five series over the range, with totals and rates. Any ADMIN
 * or TAG reads any campaign's statistics, as they read the campaign itself (CAMP-05); a campaign in any
 * status answers, a draft with zeros.
 */
export async function readCampaignStatistics(
  db: Queryable,
  externalId: string,
  query: CampaignStatisticsQuery,
): Promise<CampaignStatistics> {
  const campaign = await findCampaign(db, externalId);
  if (!campaign) throw campaignNotFound();
  const rows = await countCampaignEvents(db, campaign.id, query);
  const items = SURVEY_EVENT_TYPES.map((surveyEventType) => ({
    surveyEventType,
    statisticData: rows
      .filter((row) => row.type === surveyEventType)
      .map(({ epochMilli, count }) => ({ epochMilli, count })),
  }));
  const totals = statisticsTotals(items);
  return {
    period: query.period,
    from: query.from,
    to: query.to,
    items,
    totals,
    rates: statisticsRates(totals),
  };
}
