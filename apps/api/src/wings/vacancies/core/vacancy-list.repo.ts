import { asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { VacancyRow, VacancySortColumn } from '@talent-desk/shared';
import { businessGroups, vacancies } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import { narrowed, type VacanciesWhere } from '../../../lib/scope.js';
import { vacancyCounts } from './vacancy-counts.js';

/** The columns of a list row (VAC-04), counts scoped to the actor. */
export function vacancyRowColumns(actor: Actor) {
  return {
    externalId: vacancies.externalId,
    title: vacancies.title,
    gloVacancyId: vacancies.gloVacancyId,
    status: vacancies.status,
    type: vacancies.type,
    publishToExternalApp: vacancies.publishToExternalApp,
    businessGroupName: businessGroups.name,
    projectName: vacancies.projectName,
    ...vacancyCounts(actor),
    createdAt: sql<string>`to_char(${vacancies.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  };
}

/** What a sort column orders by (the list and the export). */
export function sortExpression(actor: Actor, column: VacancySortColumn) {
  switch (column) {
    case 'title':
      return sql`lower(${vacancies.title})`;
    case 'businessGroupName':
      return businessGroups.name;
    case 'candidatesCount':
      return vacancyCounts(actor).candidatesCount;
    default:
      return vacancies[column];
  }
}

/**
 * One page of the list, in the requested order; the id breaks ties so pages never overlap. Two steps
 * (a "deferred join"): the page's ids first, then their rows, so that the row counts are computed for
 * the page only and not for every row an OFFSET skips.
 */
export async function listVacancyRows(
  db: Queryable,
  actor: Actor,
  where: VacanciesWhere,
  sort: { column: VacancySortColumn; order: 'asc' | 'desc' },
  window: PageWindow,
): Promise<VacancyRow[]> {
  const direction = sort.order === 'asc' ? asc : desc;
  const page = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .leftJoin(businessGroups, eq(businessGroups.id, vacancies.businessGroupId))
    .where(where)
    .orderBy(direction(sortExpression(actor, sort.column)), direction(vacancies.id))
    .limit(window.limit)
    .offset(window.offset);
  if (page.length === 0) return [];
  const ids = page.map((row) => row.id);
  const rows = await db
    .select({ id: vacancies.id, ...vacancyRowColumns(actor) })
    .from(vacancies)
    .leftJoin(businessGroups, eq(businessGroups.id, vacancies.businessGroupId))
    .where(narrowed(where, inArray(vacancies.id, ids)));
  const byId = new Map(rows.map(({ id, ...row }) => [id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function countVacancies(db: Queryable, where: VacanciesWhere): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vacancies).where(where);
  return row?.n ?? 0;
}
