import {
  VACANCY_STATUSES,
  type VacancyOptionsQuery,
  type VacancyOption,
  type VacancyOverview,
} from '@talent-desk/shared';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import * as repo from './vacancy-overview.repo.js';

/** VAC-05: the numbers of the vacancies the actor may see. */
export async function vacancyOverview(db: Queryable, actor: Actor): Promise<VacancyOverview> {
  const [rows, pendingCandidates] = await Promise.all([
    repo.countByStatus(db, actor),
    repo.countPending(db, actor),
  ]);
  const byStatus = Object.fromEntries(VACANCY_STATUSES.map((s) => [s, 0])) as VacancyOverview['byStatus'];
  for (const row of rows) byStatus[row.status] = row.n;
  return {
    total: rows.reduce((sum, row) => sum + row.n, 0),
    byStatus,
    published: rows.reduce((sum, row) => sum + row.published, 0),
    pendingCandidates,
  };
}

/** VAC-06/07: vacancies for a dropdown. */
export async function listVacancyOptions(
  db: Queryable,
  actor: Actor,
  query: VacancyOptionsQuery,
): Promise<{ content: VacancyOption[] }> {
  return { content: await repo.vacancyOptions(db, actor, query) };
}
