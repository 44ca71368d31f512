import type { Role } from '../core/index.js';

/**
 * The dashboard's blocks (DASH-04..07). Each candidate block is one of the dashboard lists of the API map
 * (`/api/candidates/lists/{review,new,latest,ready-for-bgc}`, DASH-10); the vacancy block is
 * `/api/vacancies/dashboard` (DASH-11).
 */
export const DASHBOARD_BLOCK_KEYS = [
  'openVacancies',
  'review',
  'applications',
  'latest',
  'readyForBgc',
] as const;
export type DashboardBlockKey = (typeof DASHBOARD_BLOCK_KEYS)[number];

/** What decides the blocks: the role and, for a TAG, whether its business group is the India group. */
export type DashboardViewer = { role: Role; inIndiaGroup: boolean };

/**
 * DASH-04..07: ADMIN and TAG get their open vacancies, vendor candidates to review, new applications and
 * the background-check block (ADMIN always, DASH-05; TAG only outside the India group, DASH-06); a VENDOR
 * its vendor's open vacancies, its latest candidates and the background-check block (DASH-07).
 */
export function dashboardBlocks({ role, inIndiaGroup }: DashboardViewer): DashboardBlockKey[] {
  if (role === 'VENDOR') return ['openVacancies', 'latest', 'readyForBgc'];
  const staff: DashboardBlockKey[] = ['openVacancies', 'review', 'applications'];
  const showBgc = role === 'ADMIN' || !inIndiaGroup;
  return showBgc ? [...staff, 'readyForBgc'] : staff;
}
