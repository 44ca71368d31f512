import { and, count, eq, gte, lt, sql, sum } from 'drizzle-orm';
import {
  candidateStatusHistory,
  candidateVacancies,
  vacancies,
  vacancyAssignmentCounts,
} from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { assignmentsWhere, vacanciesWhere, vendorCopyScope } from '../../../lib/scope.js';

/**
 * The KPI row's queries (decisions.md, Dashboard KPIs). Each is one aggregate over an index range or a
 * small table, in the caller's scope: no row is read into the process.
 */

/** OPEN vacancies the actor sees (a VENDOR: those shared with its vendor); vacancies_status_idx. */
export async function countOpenVacancies(db: Queryable, actor: Actor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(vacancies)
    .where(vacanciesWhere(actor, eq(vacancies.status, 'OPEN')));
  return row?.n ?? 0;
}

/**
 * Assignments still Pending, from the per-vacancy counters the triggers keep (migration 0026): a few
 * thousand rows, not a million assignments. A VENDOR counts its own vendor's copy only.
 */
export async function countPendingAssignments(db: Queryable, actor: Actor): Promise<number> {
  const [row] = await db
    .select({ n: sum(vacancyAssignmentCounts.assignments) })
    .from(vacancyAssignmentCounts)
    .where(
      and(
        eq(vacancyAssignmentCounts.status, 'PENDING'),
        vendorCopyScope(actor, vacancyAssignmentCounts.vendorId),
      ),
    );
  return Number(row?.n ?? 0);
}

export type PeriodBounds = { previousStart: Date; currentStart: Date; end: Date };

/** Assignments created (submissions) in the current and the previous period; candidate_vacancies_*created_idx. */
export async function countSubmissions(
  db: Queryable,
  actor: Actor,
  bounds: PeriodBounds,
): Promise<{ current: number; previous: number }> {
  const createdAt = candidateVacancies.createdAt;
  const [row] = await db
    .select({
      current: sql<number>`count(*) filter (where ${createdAt} >= ${bounds.currentStart.toISOString()})`,
      previous: sql<number>`count(*) filter (where ${createdAt} < ${bounds.currentStart.toISOString()})`,
    })
    .from(candidateVacancies)
    .where(assignmentsWhere(actor, gte(createdAt, bounds.previousStart), lt(createdAt, bounds.end)));
  return { current: Number(row?.current ?? 0), previous: Number(row?.previous ?? 0) };
}

export type FirstReviewStats = {
  /** Median hours from submission to first review, of first reviews in each period; null without any. */
  currentMedianHours: number | null;
  previousMedianHours: number | null;
  /** First reviews at or after `since` (to estimate how many were pending a week ago). */
  reviewedSince: number;
};

/**
 * First reviews: for each assignment its earliest move away from Pending (candidate_status_history,
 * VACANCY_STATUS from PENDING), timed from the assignment's creation. The range is read from the partial
 * index candidate_status_history_left_pending_idx; "earliest" is one probe of the candidate's history.
 */
export async function firstReviewStats(
  db: Queryable,
  actor: Actor,
  bounds: PeriodBounds,
  since: Date,
): Promise<FirstReviewStats> {
  const h = candidateStatusHistory;
  const hours = sql`extract(epoch from (${h.changedAt} - ${candidateVacancies.createdAt})) / 3600`;
  const current = bounds.currentStart.toISOString();
  const [row] = await db
    .select({
      currentMedian: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${hours}) filter (where ${h.changedAt} >= ${current})`,
      previousMedian: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${hours}) filter (where ${h.changedAt} < ${current})`,
      reviewedSince: sql<number>`count(*) filter (where ${h.changedAt} >= ${since.toISOString()})`,
    })
    .from(h)
    .innerJoin(
      candidateVacancies,
      and(eq(candidateVacancies.candidateId, h.candidateId), eq(candidateVacancies.vacancyId, h.vacancyId)),
    )
    .where(
      assignmentsWhere(
        actor,
        sql`${h.kind} = 'VACANCY_STATUS' and ${h.fromStatus} = 'PENDING'`,
        gte(h.changedAt, bounds.previousStart),
        lt(h.changedAt, bounds.end),
        sql`not exists (select 1 from ${h} as earlier where earlier.candidate_id = ${h.candidateId}
          and earlier.vacancy_id = ${h.vacancyId} and earlier.kind = 'VACANCY_STATUS'
          and earlier.from_status = 'PENDING' and earlier.changed_at < ${h.changedAt})`,
      ),
    );
  const median = (value: number | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return {
    currentMedianHours: median(row?.currentMedian),
    previousMedianHours: median(row?.previousMedian),
    reviewedSince: Number(row?.reviewedSince ?? 0),
  };
}
