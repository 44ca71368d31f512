import { sql } from 'drizzle-orm';
import {
  CANDIDATE_SOURCES,
  type BackgroundWeek,
  type CandidateSource,
  type FunnelVacancy,
  type ReportQuery,
} from '@talent-desk/shared';
import {
  candidates,
  candidateStatusHistory,
  candidateVacancies,
  vacancies,
} from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';
import { REACH, reachedRank } from './pipeline-reach.js';
import { daysBetween, inRange, reportRange, rangeWeeks, weekLabel, weekOf } from './report-sql.js';

/** Candidates created in the range per week (Monday, UTC) and source, every week listed. */
export async function newCandidatesByWeek(
  db: Queryable,
  query: ReportQuery,
): Promise<{ week: string; source: CandidateSource | null; count: number }[]> {
  const c = candidates;
  const result = await db.execute<{ week: string; source: CandidateSource | null; count: number }>(sql`
    with weeks as (${rangeWeeks(query)}),
    counts as (
      select ${weekOf(c.createdAt)} as week, ${c.source} as source, count(*)::int as n
      from ${c} where ${inRange(c.createdAt, query)}
      group by 1, 2
    )
    select ${weekLabel(sql`weeks.week`)} as week, counts.source, coalesce(counts.n, 0) as count
    from weeks left join counts on counts.week = weeks.week
    order by weeks.week, array_position(${sql.param([...CANDIDATE_SOURCES])}::text[], counts.source::text)`);
  return result.rows;
}

/**
 * The pipeline funnel of every vacancy that had candidates assigned in the range: the assignments made
 * in the range, how many reached each stage (or a later one) and how many are rejected now.
 */
export async function funnelByVacancy(db: Queryable, query: ReportQuery): Promise<FunnelVacancy[]> {
  const cv = candidateVacancies;
  const v = vacancies;
  const result = await db.execute<FunnelVacancy>(sql`
    with reached as (
      select cv.vacancy_id, cv.status, ${reachedRank(sql`cv`)} as rank
      from ${cv} cv where ${inRange(sql`cv.created_at`, query)}
    )
    select ${v.externalId} as "externalId", ${v.title} as title,
      count(*)::int as assigned,
      count(*) filter (where rank >= ${REACH.screening})::int as screening,
      count(*) filter (where rank >= ${REACH.shortlisted})::int as shortlisted,
      count(*) filter (where rank >= ${REACH.offerAccepted})::int as "offerAccepted",
      count(*) filter (where rank >= ${REACH.joined})::int as joined,
      count(*) filter (where reached.status = 'REJECTED')::int as rejected
    from reached join ${v} on ${v.id} = reached.vacancy_id
    group by ${v.id}
    order by assigned desc, lower(${v.title}), ${v.id}`);
  return result.rows;
}

export type TimeInStatusRow = {
  status: string;
  completed: number;
  medianDays: number | null;
  averageDays: number | null;
  ongoing: number;
};

/**
 * How long candidates stayed in each status on a vacancy: every stay that began in the range (a
 * VACANCY_STATUS history row) lasts until the next change of the same assignment; one with no next
 * change goes on. Medians and averages are over the stays that ended.
 */
export async function timeInStatus(db: Queryable, query: ReportQuery): Promise<TimeInStatusRow[]> {
  const h = candidateStatusHistory;
  const result = await db.execute<TimeInStatusRow>(sql`
    with stays as (
      select ${h.toStatus} as status, ${h.changedAt} as began,
        lead(${h.changedAt}) over (
          partition by ${h.candidateId}, ${h.vacancyId} order by ${h.changedAt}, ${h.id}) as ended
      from ${h}
      -- The next change of a stay that began in the range is later still: older rows are not needed.
      where ${h.kind} = 'VACANCY_STATUS' and ${h.vacancyId} is not null
        and ${h.changedAt} >= ${reportRange(query).start}
    )
    select status,
      count(ended)::int as completed,
      (percentile_cont(0.5) within group (order by ${daysBetween(sql`began`, sql`ended`)}))::float8
        as "medianDays",
      (avg(${daysBetween(sql`began`, sql`ended`)}))::float8 as "averageDays",
      count(*) filter (where ended is null)::int as ongoing
    from stays
    where ${inRange(sql`began`, query)}
    group by status`);
  return result.rows;
}

/** Background checks initiated, completed and declined per week (from the BGC history), every week listed. */
export async function backgroundByWeek(db: Queryable, query: ReportQuery): Promise<BackgroundWeek[]> {
  const h = candidateStatusHistory;
  const result = await db.execute<BackgroundWeek>(sql`
    with weeks as (${rangeWeeks(query)}),
    counts as (
      select ${weekOf(h.changedAt)} as week,
        count(*) filter (where ${h.toStatus} = 'BGC_INITIATED')::int as initiated,
        count(*) filter (where ${h.toStatus} = 'BGC_COMPLETE')::int as completed,
        count(*) filter (where ${h.toStatus} = 'BGC_DECLINED')::int as declined
      from ${h}
      where ${h.kind} = 'BACKGROUND_STATUS' and ${inRange(h.changedAt, query)}
      group by 1
    )
    select ${weekLabel(sql`weeks.week`)} as week, coalesce(counts.initiated, 0) as initiated,
      coalesce(counts.completed, 0) as completed, coalesce(counts.declined, 0) as declined
    from weeks left join counts on counts.week = weeks.week
    order by weeks.week`);
  return result.rows;
}

/**
 * The median time from BGC Initiated to BGC Complete of the checks completed in the range: each
 * completion measured from the candidate's last initiation before it.
 */
export async function medianDaysToCompleteCheck(db: Queryable, query: ReportQuery): Promise<number | null> {
  const h = candidateStatusHistory;
  const result = await db.execute<{ median: number | null }>(sql`
    select (percentile_cont(0.5) within group (order by ${daysBetween(sql`started.changed_at`, sql`done.changed_at`)}))::float8
      as median
    from ${h} done
    cross join lateral (
      select i.changed_at from ${h} i
      where i.candidate_id = done.candidate_id and i.kind = 'BACKGROUND_STATUS'
        and i.to_status = 'BGC_INITIATED' and i.changed_at <= done.changed_at
      order by i.changed_at desc limit 1
    ) started
    where done.kind = 'BACKGROUND_STATUS' and done.to_status = 'BGC_COMPLETE'
      and ${inRange(sql`done.changed_at`, query)}`);
  return result.rows[0]?.median ?? null;
}
