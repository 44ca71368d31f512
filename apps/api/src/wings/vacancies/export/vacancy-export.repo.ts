import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { VacancySortColumn } from '@talent-desk/shared';
import { businessGroups, vacancies } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { narrowed, type VacanciesWhere } from '../../../lib/scope.js';
import { sortExpression, vacancyRowColumns } from '../core/vacancy-list.repo.js';

export const VACANCY_EXPORT_BATCH = 1000;

/** The ids to export, in the list's order (at most `limit`: one more than allowed tells "too many"). */
export async function vacancyExportIds(
  db: Queryable,
  actor: Actor,
  where: VacanciesWhere,
  sort: { column: VacancySortColumn; order: 'asc' | 'desc' },
  limit: number,
): Promise<number[]> {
  const direction = sort.order === 'asc' ? asc : desc;
  const rows = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .leftJoin(businessGroups, eq(businessGroups.id, vacancies.businessGroupId))
    .where(where)
    .orderBy(direction(sortExpression(actor, sort.column)), direction(vacancies.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The rows of some ids (still in the actor's scope), with the details a spreadsheet adds to the list. */
export async function vacancyExportRows(
  db: Queryable,
  actor: Actor,
  where: VacanciesWhere,
  ids: readonly number[],
) {
  return db
    .select({
      id: vacancies.id,
      ...vacancyRowColumns(actor),
      hiringManager: vacancies.hiringManager,
      workingLocation: vacancies.workingLocation,
      openings: vacancies.openings,
      created: vacancies.createdAt,
    })
    .from(vacancies)
    .leftJoin(businessGroups, eq(businessGroups.id, vacancies.businessGroupId))
    .where(narrowed(where, inArray(vacancies.id, [...ids])));
}
export type VacancyExportRow = Awaited<ReturnType<typeof vacancyExportRows>>[number];

/**
 * The rows of `ids` in their order, VACANCY_EXPORT_BATCH at a time, each batch its own short query (no
 * transaction is held while the file streams). A row gone or out of scope meanwhile is left out.
 */
export async function* vacancyExportBatches(
  db: Queryable,
  actor: Actor,
  where: VacanciesWhere,
  ids: readonly number[],
): AsyncGenerator<VacancyExportRow[]> {
  for (let start = 0; start < ids.length; start += VACANCY_EXPORT_BATCH) {
    const slice = ids.slice(start, start + VACANCY_EXPORT_BATCH);
    const byId = new Map((await vacancyExportRows(db, actor, where, slice)).map((row) => [row.id, row]));
    yield slice.flatMap((id) => byId.get(id) ?? []);
  }
}
