import { dashboardKpi, KPI_REVIEW_WINDOW_DAYS, KPI_WEEK_DAYS, type DashboardKpis } from '@talent-desk/shared';
import type { Queryable } from '../../../lib/queryable.js';
import type { Actor } from '../../../lib/actor.js';
import {
  countOpenVacancies,
  countPendingAssignments,
  countSubmissions,
  firstReviewStats,
  type PeriodBounds,
} from './dashboard-kpis.repo.js';

const DAY_MS = 86_400_000;

/** The period of `days` up to `now` and the one of the same length before it. */
function periods(now: Date, days: number): PeriodBounds {
  const currentStart = new Date(now.getTime() - days * DAY_MS);
  return { previousStart: new Date(currentStart.getTime() - days * DAY_MS), currentStart, end: now };
}

const oneDecimal = (hours: number | null) => (hours === null ? null : Math.round(hours * 10) / 10);

/**
 * GET /api/dashboard/kpis: the KPI row in the caller's scope (decisions.md, Dashboard KPIs). Pending a
 * week ago is derived from what changed since (pending now, less this week's submissions, plus this
 * week's first reviews), so no snapshot table is needed; open vacancies have no recorded past (null).
 */
export async function readDashboardKpis(
  db: Queryable,
  actor: Actor,
  now = new Date(),
): Promise<DashboardKpis> {
  const week = periods(now, KPI_WEEK_DAYS);
  const reviewWindow = periods(now, KPI_REVIEW_WINDOW_DAYS);
  const openVacancies = await countOpenVacancies(db, actor);
  const pending = await countPendingAssignments(db, actor);
  const submissions = await countSubmissions(db, actor, week);
  const reviews = await firstReviewStats(db, actor, reviewWindow, week.currentStart);
  const pendingWeekAgo = Math.max(0, pending - submissions.current + reviews.reviewedSince);
  return {
    kpis: [
      dashboardKpi('openVacancies', 'count', openVacancies, null),
      dashboardKpi('waitingForReview', 'count', pending, pendingWeekAgo),
      dashboardKpi('submissionsThisWeek', 'count', submissions.current, submissions.previous),
      dashboardKpi(
        'timeToFirstReview',
        'hours',
        oneDecimal(reviews.currentMedianHours),
        oneDecimal(reviews.previousMedianHours),
      ),
    ],
    asOf: now.toISOString(),
  };
}
