import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { CAREERS_SITE_STATUS, type CareersIndexItem } from '@talent-desk/shared';
import { vacancies } from '../../../db/schema/index.js';
import { containsPattern } from '../../../lib/like.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';

/** Published AND open (isOnCareersSite), with the visitor's search on the title or the location. */
function onCareersSite(search: string | undefined): SQL | undefined {
  const pattern = search ? containsPattern(search) : undefined;
  return and(
    eq(vacancies.publishToExternalApp, true),
    eq(vacancies.status, CAREERS_SITE_STATUS),
    pattern
      ? sql`(lower(${vacancies.title}) like ${pattern} or lower(coalesce(${vacancies.workingLocation}, '')) like ${pattern})`
      : undefined,
  );
}

/**
 * One page of the careers index, newest first, only the fields of CareersIndexItem.
 * @scope the public's scope: only published OPEN vacancies, only public fields.
 */
export async function careersIndexRows(
  db: Queryable,
  search: string | undefined,
  window: PageWindow,
): Promise<CareersIndexItem[]> {
  return db
    .select({
      externalId: vacancies.externalId,
      title: vacancies.title,
      workingLocation: vacancies.workingLocation,
      type: vacancies.type,
      createdAt: sql<string>`to_char(${vacancies.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(vacancies)
    .where(onCareersSite(search))
    .orderBy(desc(vacancies.createdAt), desc(vacancies.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** @scope as careersIndexRows. */
export async function countCareersIndex(db: Queryable, search: string | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(vacancies)
    .where(onCareersSite(search));
  return row?.n ?? 0;
}
