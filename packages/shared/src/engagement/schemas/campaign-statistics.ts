import { z } from 'zod';
import {
  statisticsPeriodSchema,
  surveyEventTypeSchema,
  type StatisticsPeriod,
  type SurveyEventType,
} from '../enums/campaign-status.js';

export const STATISTICS_LIMITS = {
  /** STAT-02: the default range of the statistics block, in days, today included. */
  defaultRangeDays: 7,
  /**
   * The longest range, in days with both ends included: two years and a leap day. It bounds the
   * answer (a DAILY series has one point a day) and the events a request counts.
   */
  maxRangeDays: 731,
} as const;

export const STATISTICS_MESSAGES = {
  dayFormat: 'Use a date as YYYY-MM-DD',
  toBeforeFrom: 'The end date must not be before the start date',
  rangeTooLong: `The range may span at most ${STATISTICS_LIMITS.maxRangeDays} days`,
  dayRequired: 'Choose a day: only All time may leave the range out',
} as const;

const DAY_MS = 86_400_000;

/** Midnight UTC of a YYYY-MM-DD day, in epoch milliseconds. */
export const utcDayStart = (day: string): number => Date.parse(`${day}T00:00:00.000Z`);

/** The YYYY-MM-DD of the UTC day an instant falls on. */
export const utcDayOf = (epochMilli: number): string => new Date(epochMilli).toISOString().slice(0, 10);

/** Days from `from` to `to`, both included (UTC calendar days); 0 or less when `to` is before `from`. */
export function statisticsRangeDays(from: string, to: string): number {
  return Math.round((utcDayStart(to) - utcDayStart(from)) / DAY_MS) + 1;
}

const daySchema = z.iso.date({ error: STATISTICS_MESSAGES.dayFormat });

/**
 * GET /api/campaigns/{id}/statistics?period&from&to (STAT-05, ours): the events of the UTC days `from`
 * through `to`, BOTH included, per UTC day (DAILY), per UTC month (MONTHLY) or as one total (ALL_TIME).
 * The web sends the end of its range shifted back by one day (STAT-03), which is this inclusive `to`.
 * ALL_TIME may leave both days out: then it totals the campaign's whole life (docs/decisions.md).
 */
export const campaignStatisticsQuerySchema = z
  .object({
    period: statisticsPeriodSchema,
    // Examples per field: the OpenAPI document lists query parameters one by one (and the contract
    // fuzzer sends them), so an example of the whole object would never reach them.
    from: daySchema.optional().meta({ examples: ['2026-11-19'] }),
    to: daySchema.optional().meta({ examples: ['2026-11-25'] }),
  })
  .superRefine((query, ctx) => {
    const wholeLife = query.period === 'ALL_TIME' && query.from === undefined && query.to === undefined;
    if (wholeLife) return;
    for (const field of ['from', 'to'] as const)
      if (query[field] === undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: STATISTICS_MESSAGES.dayRequired });
    // zod runs this even when a day failed above; the range of an invalid day means nothing.
    if (!daySchema.safeParse(query.from).success || !daySchema.safeParse(query.to).success) return;
    const days = statisticsRangeDays(query.from ?? '', query.to ?? '');
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: STATISTICS_MESSAGES.toBeforeFrom });
    else if (days > STATISTICS_LIMITS.maxRangeDays)
      ctx.addIssue({ code: 'custom', path: ['to'], message: STATISTICS_MESSAGES.rangeTooLong });
  });
export type CampaignStatisticsQuery = z.output<typeof campaignStatisticsQuerySchema>;

/**
 * Where each bucket of a range starts (epoch ms, UTC): every day of the range (DAILY), the first day of
 * every month it touches (MONTHLY; the first and last months count only their days inside the range),
 * or the range's first day (ALL_TIME). Every series of an answer has exactly these points, zeros
 * included, so a chart never has holes.
 */
export function statisticsBucketStarts(period: StatisticsPeriod, from: string, to: string): number[] {
  const first = new Date(utcDayStart(from));
  const last = utcDayStart(to);
  if (period === 'ALL_TIME') return [first.getTime()];
  const starts: number[] = [];
  if (period === 'DAILY') {
    for (let day = first.getTime(); day <= last; day += DAY_MS) starts.push(day);
    return starts;
  }
  for (
    let month = Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), 1);
    month <= last;
    month = Date.UTC(new Date(month).getUTCFullYear(), new Date(month).getUTCMonth() + 1, 1)
  )
    starts.push(month);
  return starts;
}

export const statisticsPointSchema = z.object({
  /** The bucket's start, midnight UTC (STAT-01). */
  epochMilli: z.number().int(),
  count: z.number().int().nonnegative(),
});
export type StatisticsPoint = z.output<typeof statisticsPointSchema>;

/** STAT-01: one series, an event type with its counts per bucket. */
export const campaignStatisticsItemSchema = z.object({
  surveyEventType: surveyEventTypeSchema,
  statisticData: z.array(statisticsPointSchema),
});
export type CampaignStatisticsItem = z.output<typeof campaignStatisticsItemSchema>;

/** Events of each type: in the whole range (`totals`), or in the campaign's whole life (`campaignTotals`). */
export const statisticsTotalsSchema = z.record(surveyEventTypeSchema, z.number().int().nonnegative());
export type StatisticsTotals = z.output<typeof statisticsTotalsSchema>;

/**
 * The campaign's rates as fractions (0.25 is 25 %), over every e-mail it sent, whenever sent: recipients
 * who opened / e-mails sent and recipients who submitted / e-mails sent (each recipient opens and
 * submits once: the events record the first time). Null when it has sent nothing yet.
 */
export const statisticsRatesSchema = z.object({
  openRate: z.number().nonnegative().nullable(),
  responseRate: z.number().nonnegative().nullable(),
});
export type StatisticsRates = z.output<typeof statisticsRatesSchema>;

export const campaignStatisticsSchema = z.object({
  period: statisticsPeriodSchema,
  /** The range counted: the days asked for, or the campaign's whole life (its first event's day to today). */
  from: z.string(),
  to: z.string(),
  /** The five event types, always all of them, in SURVEY_EVENT_TYPES order. */
  items: z.array(campaignStatisticsItemSchema),
  /** Events that happened in the range, whatever e-mail they belong to. */
  totals: statisticsTotalsSchema,
  /** Every event of the campaign, whenever it happened: what the rates divide. */
  campaignTotals: statisticsTotalsSchema,
  rates: statisticsRatesSchema,
});
export type CampaignStatistics = z.output<typeof campaignStatisticsSchema>;

export function statisticsTotals(items: readonly CampaignStatisticsItem[]): StatisticsTotals {
  const totals: Record<SurveyEventType, number> = {
    EMAIL_SENT: 0,
    EMAIL_OPENED: 0,
    SURVEY_OPENED: 0,
    SURVEY_SUBMITTED: 0,
    UNSUBSCRIBE_EVENT: 0,
  };
  for (const item of items)
    totals[item.surveyEventType] += item.statisticData.reduce((sum, point) => sum + point.count, 0);
  return totals;
}

/**
 * The rates of a campaign's totals (`campaignTotals`): a range's own counts would divide the opens of
 * its days by the sends of its days, which belong to other e-mails (a week after the sending: opens and
 * no sends). Null when nothing was sent.
 */
export function statisticsRates(totals: StatisticsTotals): StatisticsRates {
  const sent = totals.EMAIL_SENT;
  if (sent === 0) return { openRate: null, responseRate: null };
  return { openRate: totals.EMAIL_OPENED / sent, responseRate: totals.SURVEY_SUBMITTED / sent };
}
