import type { CandidateFilters } from '../candidates/index.js';
import type { DashboardBlockKey } from './dashboard-blocks.js';

export type DashboardCandidateBlock = Exclude<DashboardBlockKey, 'openVacancies'>;

/**
 * The candidate list filter behind each candidate block: the API reads the block through the candidate
 * list with exactly these filters (same scope, same SQL), and 'View all' opens /internal/candidates with
 * them in the URL, so the block is the first page of what the link shows.
 * - review: submitted by a vendor and still Pending on a vacancy (nobody screened them yet);
 * - applications: careers-site applications (GL_WEBSITE) still Pending on the vacancy applied to;
 * - latest: no filter (newest first is the list's default order; a VENDOR sees only its own);
 * - readyForBgc: background status Ready for BGC.
 */
export const DASHBOARD_CANDIDATE_FILTERS = {
  review: { sources: ['VENDOR'], statuses: ['PENDING'] },
  applications: { sources: ['GL_WEBSITE'], statuses: ['PENDING'] },
  latest: {},
  readyForBgc: { backgroundStatuses: ['READY_FOR_BGC'] },
} as const satisfies Record<DashboardCandidateBlock, Partial<CandidateFilters>>;

/** The path segment of each candidate block under /api/candidates/lists (API map). */
export const DASHBOARD_LIST_PATHS = {
  review: 'review',
  applications: 'new',
  latest: 'latest',
  readyForBgc: 'ready-for-bgc',
} as const satisfies Record<DashboardCandidateBlock, string>;

/** The open-vacancies block: OPEN vacancies (DASH-11), for ADMIN and TAG those the user created. */
export const DASHBOARD_VACANCY_STATUSES = ['OPEN'] as const;
