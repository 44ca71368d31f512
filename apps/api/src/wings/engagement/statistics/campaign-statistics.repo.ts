import { sql, type SQL } from 'drizzle-orm';
import {
  SURVEY_EVENT_TYPES,
  type StatisticsPeriod,
  type StatisticsTotals,
  type SurveyEventType,
} from '@talent-desk/shared';
import { campaignEvents } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';

export type StatisticsRow = { type: SurveyEventType; epochMilli: number; count: number };

/** A range of UTC days, both included (the query once its days are known). */
export type StatisticsRangeQuery = { period: StatisticsPeriod; from: string; to: string };

/**
 * The bucket of a UTC wall-clock timestamp (`timestamp without time zone`): its UTC day or month, or the
 * range's first day for ALL_TIME. Turning timestamptz into UTC wall clock first makes the buckets UTC
 * days whatever the session's TimeZone is.
 */
function bucketOf(period: StatisticsPeriod, utc: SQL, rangeStart: SQL): SQL {
  if (period === 'DAILY') return sql`date_trunc('day', ${utc})`;
  if (period === 'MONTHLY') return sql`date_trunc('month', ${utc})`;
  return rangeStart;
}

/**
 * STAT-06 (ours): a campaign's events counted per bucket in SQL, one row per (type, bucket) for every
 * type and every bucket of the range, zeros included (generate_series x the five types, left join the
 * counts). The range is the UTC days `from` through `to`, both included: occurred_at in
 * [from 00:00 UTC, to + 1 day 00:00 UTC). The counts read the index (campaign_id, type, occurred_at).
 */
export async function countCampaignEvents(
  db: Queryable,
  campaignId: number,
  query: StatisticsRangeQuery,
): Promise<StatisticsRow[]> {
  const e = campaignEvents;
  const rangeStart = sql`${query.from}::date::timestamp`;
  const rangeEnd = sql`(${query.to}::date + 1)::timestamp`;
  const utc = sql`(${e.occurredAt} at time zone 'UTC')`;
  const eventBucket = bucketOf(query.period, utc, rangeStart);
  const step = query.period === 'MONTHLY' ? sql`interval '1 month'` : sql`interval '1 day'`;
  const result = await db.execute<StatisticsRow>(sql`
    with buckets as (
      select generate_series(
        ${bucketOf(query.period, rangeStart, rangeStart)},
        ${bucketOf(query.period, sql`${query.to}::date::timestamp`, rangeStart)},
        ${step}
      ) as bucket
    ), types as (
      select type::survey_event_type as type, ord
      from unnest(${sql.param([...SURVEY_EVENT_TYPES])}::text[]) with ordinality as t(type, ord)
    ), counts as (
      select ${e.type} as type, ${eventBucket} as bucket, count(*)::int as n
      from ${e}
      where ${e.campaignId} = ${campaignId}
        and ${e.occurredAt} >= (${rangeStart} at time zone 'UTC')
        and ${e.occurredAt} < (${rangeEnd} at time zone 'UTC')
      group by 1, 2
    )
    select types.type, (extract(epoch from buckets.bucket) * 1000)::float8 as "epochMilli",
           coalesce(counts.n, 0) as count
    from types cross join buckets
    left join counts on counts.type = types.type and counts.bucket = buckets.bucket
    order by types.ord, buckets.bucket`);
  return result.rows;
}

export type CampaignEventTotals = {
  totals: StatisticsTotals;
  /** The first and the last event's instant, null when the campaign has none. */
  first: Date | null;
  last: Date | null;
};

/**
 * Every event of a campaign per type, whenever it happened (what the rates divide, and ALL_TIME without
 * a range), with the first and last instants. Reads the index (campaign_id, type, occurred_at).
 */
export async function totalCampaignEvents(db: Queryable, campaignId: number): Promise<CampaignEventTotals> {
  const e = campaignEvents;
  const result = await db.execute<{ type: SurveyEventType; n: number; first: string; last: string }>(sql`
    select ${e.type} as type, count(*)::int as n, min(${e.occurredAt}) as first, max(${e.occurredAt}) as last
    from ${e}
    where ${e.campaignId} = ${campaignId}
    group by 1`);
  const totals = Object.fromEntries(SURVEY_EVENT_TYPES.map((type) => [type, 0])) as StatisticsTotals;
  let first: Date | null = null;
  let last: Date | null = null;
  for (const row of result.rows) {
    totals[row.type] = row.n;
    const [from, to] = [new Date(row.first), new Date(row.last)];
    if (!first || from < first) first = from;
    if (!last || to > last) last = to;
  }
  return { totals, first, last };
}
