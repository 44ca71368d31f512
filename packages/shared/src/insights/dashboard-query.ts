import { z } from 'zod';
import {
  DASHBOARD_PAGE_SIZE,
  PAGE_SIZES,
  vacancyStatusSchema,
  keyList,
  normalisePage,
} from '../core/index.js';
import { DASHBOARD_BLOCK_KEYS } from './dashboard-blocks.js';
import { DASHBOARD_VACANCY_STATUSES } from './dashboard-filters.js';

/** A dashboard page size: one of the list sizes, anything else the dashboard's 5 (DASH-08). */
function dashboardPageSize(value: unknown): number {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && (PAGE_SIZES as readonly number[]).includes(n) ? n : DASHBOARD_PAGE_SIZE;
}

/**
 * DASH-10: `?page=&size=&loggedUserExtId=` (and `filterForLoggedVendor`, accepted as on the candidate
 * list: the VENDOR scope applies whether it is sent or not). `loggedUserExtId`, when sent, must be the
 * session user's own external id: a dashboard is always the caller's.
 */
export const dashboardListQuerySchema = z.object({
  page: z.unknown().optional().transform(normalisePage),
  size: z.unknown().optional().transform(dashboardPageSize),
  loggedUserExtId: z.uuid().optional(),
  filterForLoggedVendor: z.enum(['true', 'false']).optional(),
});
export type DashboardListQuery = z.output<typeof dashboardListQuerySchema>;

/** DASH-11: the same paging and user, and `vacancy_statuses` (OPEN when absent). */
export const dashboardVacancyQuerySchema = dashboardListQuerySchema
  .omit({ filterForLoggedVendor: true })
  .extend({
    vacancy_statuses: keyList(vacancyStatusSchema).transform((statuses) =>
      statuses.length > 0 ? statuses : [...DASHBOARD_VACANCY_STATUSES],
    ),
  });
export type DashboardVacancyQuery = z.output<typeof dashboardVacancyQuerySchema>;

/** GET /api/dashboard: the blocks the session user sees, in display order (DASH-04..07). */
export const dashboardSchema = z.object({
  blocks: z.array(z.enum(DASHBOARD_BLOCK_KEYS)),
  /** The VENDOR's vendor name for '{vendor} Open vacancies'; null for ADMIN and TAG. */
  vendorName: z.string().nullable(),
});
export type Dashboard = z.output<typeof dashboardSchema>;
