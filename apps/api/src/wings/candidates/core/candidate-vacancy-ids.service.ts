import { inArray } from 'drizzle-orm';
import type { VacancyIdsResponse } from '@talent-desk/shared';
import { vacancies } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { vacanciesWhere } from '../../../lib/scope.js';

/**
 * CAND-LIST-03: POST /api/candidates/vacancy-ids. The readable GLO-R vacancy id of each vacancy the
 * actor may see; ids outside the actor's scope (or unknown) are simply absent from the map.
 */
export async function vacancyIdsMap(
  db: Queryable,
  actor: Actor,
  externalIds: readonly string[],
): Promise<VacancyIdsResponse> {
  if (externalIds.length === 0) return { vacancyIds: {} };
  const rows = await db
    .select({ externalId: vacancies.externalId, gloVacancyId: vacancies.gloVacancyId })
    .from(vacancies)
    .where(vacanciesWhere(actor, inArray(vacancies.externalId, [...externalIds])));
  return { vacancyIds: Object.fromEntries(rows.map((r) => [r.externalId, r.gloVacancyId])) };
}
