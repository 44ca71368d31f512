import { sql } from 'drizzle-orm';
import type { CampaignStatus, ReportQuery } from '@talent-desk/shared';
import { campaignEvents, campaigns } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';
import { inRange, rangeWeeks, weekLabel, weekOf } from './report-sql.js';

export type EngagementCounts = {
  sent: number;
  opened: number;
  surveySubmitted: number;
  unsubscribed: number;
};

const e = campaignEvents;

/**
 * The four counts of the engagement report over the events selected, in the same terms as the campaign
 * statistics (STAT-06): events counted where they happened. An open and a submission are recorded once
 * per recipient, so opened / sent is the share of recipients who opened.
 */
const COUNTS = sql`
  count(*) filter (where ${e.type} = 'EMAIL_SENT')::int as sent,
  count(*) filter (where ${e.type} = 'EMAIL_OPENED')::int as opened,
  count(*) filter (where ${e.type} = 'SURVEY_SUBMITTED')::int as "surveySubmitted",
  count(*) filter (where ${e.type} = 'UNSUBSCRIBE_EVENT')::int as unsubscribed`;

/** The events of the range per week (Monday, UTC), every week of the range listed, zeros included. */
export async function engagementByWeek(
  db: Queryable,
  query: ReportQuery,
): Promise<(EngagementCounts & { week: string })[]> {
  const result = await db.execute<EngagementCounts & { week: string }>(sql`
    with weeks as (${rangeWeeks(query)}),
    counts as (
      select ${weekOf(e.occurredAt)} as week, ${COUNTS}
      from ${e}
      where ${inRange(e.occurredAt, query)}
      group by 1
    )
    select ${weekLabel(sql`weeks.week`)} as week,
           coalesce(counts.sent, 0) as sent, coalesce(counts.opened, 0) as opened,
           coalesce(counts."surveySubmitted", 0) as "surveySubmitted",
           coalesce(counts.unsubscribed, 0) as unsubscribed
    from weeks left join counts on counts.week = weeks.week
    order by weeks.week`);
  return result.rows;
}

export type EngagementCampaignRow = EngagementCounts & {
  externalId: string;
  name: string;
  status: CampaignStatus;
};

/** Every campaign with an event in the range and its counts there: most e-mails sent first. */
export async function engagementByCampaign(
  db: Queryable,
  query: ReportQuery,
): Promise<EngagementCampaignRow[]> {
  const c = campaigns;
  const result = await db.execute<EngagementCampaignRow>(sql`
    select ${c.externalId} as "externalId", ${c.name} as name, ${c.status} as status, ${COUNTS}
    from ${e} join ${c} on ${c.id} = ${e.campaignId}
    where ${inRange(e.occurredAt, query)}
    group by ${c.id}
    order by sent desc, lower(${c.name}), ${c.id}`);
  return result.rows;
}
