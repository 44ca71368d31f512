import {
  SURVEY_EVENT_TYPES,
  statisticsRates,
  statisticsTotals,
  utcDayOf,
  utcDayStart,
  type CampaignStatistics,
  type CampaignStatisticsQuery,
  type CampaignStatisticsItem,
} from '@talent-desk/shared';
import type { Queryable } from '../../../lib/queryable.js';
import { campaignNotFound } from '../campaigns/campaign-access.js';
import { findCampaign } from '../campaigns/campaign.repo.js';
import {
  countCampaignEvents,
  totalCampaignEvents,
  type CampaignEventTotals,
  type StatisticsRangeQuery,
} from './campaign-statistics.repo.js';

/**
 * ALL_TIME without days: the campaign's whole life, from its first event's UTC day to today (or to its
 * last event, should one lie later), one total per type at the first day.
 */
function wholeLife(
  whole: CampaignEventTotals,
  now: Date,
): { range: StatisticsRangeQuery; items: CampaignStatisticsItem[] } {
  const today = utcDayOf(now.getTime());
  const from = whole.first ? utcDayOf(Math.min(whole.first.getTime(), now.getTime())) : today;
  const to = whole.last ? utcDayOf(Math.max(whole.last.getTime(), now.getTime())) : today;
  const items = SURVEY_EVENT_TYPES.map((surveyEventType) => ({
    surveyEventType,
    statisticData: [{ epochMilli: utcDayStart(from), count: whole.totals[surveyEventType] }],
  }));
  return { range: { period: 'ALL_TIME', from, to }, items };
}

/**
 * STAT-01, STAT-05/06 (ours): a campaign's five series over the range, with the range's totals, the
 * campaign's totals and its rates (over every e-mail it sent, whenever sent). Any ADMIN or TAG reads any
 * campaign's statistics, as they read the campaign itself (CAMP-05); a campaign in any status answers, a
 * draft with zeros.
 */
export async function readCampaignStatistics(
  db: Queryable,
  externalId: string,
  query: CampaignStatisticsQuery,
  now = new Date(),
): Promise<CampaignStatistics> {
  const campaign = await findCampaign(db, externalId);
  if (!campaign) throw campaignNotFound();
  const whole = await totalCampaignEvents(db, campaign.id);
  const ranged = await readRange(db, campaign.id, query, whole, now);
  return {
    ...ranged.range,
    items: ranged.items,
    totals: statisticsTotals(ranged.items),
    campaignTotals: whole.totals,
    rates: statisticsRates(whole.totals),
  };
}

async function readRange(
  db: Queryable,
  campaignId: number,
  query: CampaignStatisticsQuery,
  whole: CampaignEventTotals,
  now: Date,
): Promise<{ range: StatisticsRangeQuery; items: CampaignStatisticsItem[] }> {
  const { from, to } = query;
  // The shared schema lets only ALL_TIME leave the days out.
  if (from === undefined || to === undefined) return wholeLife(whole, now);
  const range = { period: query.period, from, to };
  const rows = await countCampaignEvents(db, campaignId, range);
  const items = SURVEY_EVENT_TYPES.map((surveyEventType) => ({
    surveyEventType,
    statisticData: rows
      .filter((row) => row.type === surveyEventType)
      .map(({ epochMilli, count }) => ({ epochMilli, count })),
  }));
  return { range, items };
}
