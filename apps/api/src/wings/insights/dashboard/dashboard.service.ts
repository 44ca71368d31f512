import {
  candidateListQuerySchema,
  dashboardBlocks,
  DASHBOARD_CANDIDATE_FILTERS,
  MESSAGES,
  vacancyListQuerySchema,
  type CandidateListPage,
  type Dashboard,
  type DashboardBlockKey,
  type DashboardCandidateBlock,
  type DashboardListQuery,
  type DashboardVacancyQuery,
  type Paged,
  type VacancyRow,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../../lib/actor.js';
import { fieldError } from '../../../lib/validation-fields.js';
import { listCandidates } from '../../candidates/index.js';
import { listVacancies } from '../../vacancies/index.js';
import { dashboardViewerOf } from './dashboard.repo.js';

/** GET /api/dashboard: the blocks of the session user (DASH-04..07) and, for a VENDOR, its vendor's name. */
export async function readDashboard(db: Db, actor: Actor): Promise<Dashboard> {
  const viewer = await dashboardViewerOf(db, actor);
  return {
    blocks: dashboardBlocks({ role: actor.role, inIndiaGroup: viewer.inIndiaGroup }),
    vendorName: viewer.vendorName,
  };
}

/** A dashboard is always the caller's own: another user's id is refused, naming the parameter. */
function requireOwnDashboard(actor: Actor, loggedUserExtId: string | undefined): void {
  if (loggedUserExtId !== undefined && loggedUserExtId !== actor.externalId) {
    throw fieldError('loggedUserExtId', 'Must be the signed-in user’s own id');
  }
}

/** A list behind a block the caller does not have (a TAG of the India group and DASH-06) is forbidden. */
async function requireBlock(db: Db, actor: Actor, block: DashboardBlockKey): Promise<void> {
  const { blocks } = await readDashboard(db, actor);
  if (!blocks.includes(block)) throw new AppError(403, 'FORBIDDEN', MESSAGES.forbidden);
}

/**
 * DASH-10: one page of a candidate block. It IS the candidate list (same scope, filters and SQL) with the
 * block's filters (DASHBOARD_CANDIDATE_FILTERS), newest first, so 'View all' shows the same rows.
 */
export async function listDashboardCandidates(
  db: Db,
  actor: Actor,
  block: DashboardCandidateBlock,
  query: DashboardListQuery,
): Promise<CandidateListPage> {
  requireOwnDashboard(actor, query.loggedUserExtId);
  await requireBlock(db, actor, block);
  const listQuery = candidateListQuerySchema.parse({
    ...DASHBOARD_CANDIDATE_FILTERS[block],
    page: query.page,
    size: query.size,
  });
  return listCandidates(db, actor, listQuery);
}

/**
 * DASH-11: one page of the open-vacancies block through the vacancy list: for ADMIN and TAG the
 * vacancies they created ('My open vacancies'), for a VENDOR those shared with its vendor (its scope).
 */
export async function listDashboardVacancies(
  db: Db,
  actor: Actor,
  query: DashboardVacancyQuery,
): Promise<Paged<VacancyRow>> {
  requireOwnDashboard(actor, query.loggedUserExtId);
  const listQuery = vacancyListQuerySchema.parse({
    page: query.page,
    size: query.size,
    statuses: query.vacancy_statuses,
    createdByExternalIds: actor.role === 'VENDOR' ? [] : [actor.externalId],
  });
  return listVacancies(db, actor, listQuery);
}
