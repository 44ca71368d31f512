import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { OptionItem } from '@talent-desk/shared';
import {
  businessGroups,
  candidates,
  countries,
  hiringManagers,
  languages,
  projects,
  skills,
  usCities,
  usStates,
  vacancies,
  vendors,
  workingLocations,
} from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { containsPattern, prefixPattern } from '../../../lib/like.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import { candidateScope, vacanciesWhere, vacancyScope } from '../../../lib/scope.js';

/**
 * One option list per kind (LIST-10, LIST-22): rows of a page ordered by label, and a count. Searches
 * are lower(..) LIKE '%text%', and a search ranks the labels that start with the text first (typing
 * 'Eng' offers English before Bengali), then by label: small reference tables are scanned; candidate names use the GIN trigram
 * index on lower(full_name). Counts stop at COUNT_CAP: the client pages on "last page was full"
 * (LIST-11), so an exact total of a million names is not worth its cost. 1,000 (20 pages of 50) as the
 * global search's cap: the distinct names of three typed letters took 270 ms to count to 10,000 on a
 * million candidates, a tenth of that to 1,000.
 */
export const COUNT_CAP = 1_000;

export type OptionsSource = {
  rows: (window: PageWindow) => Promise<OptionItem[]>;
  count: () => Promise<number>;
};

const like = (column: SQL | Parameters<typeof eq>[0], search: string | undefined): SQL | undefined =>
  search ? sql`lower(${column}) like ${containsPattern(search)}` : undefined;

/**
 * The search rank of a label: 0 when it starts with the search, 1 when it only contains it. Without a
 * search the pattern is '%' and every label ranks 0 (an expression, never a bare 0, which ORDER BY would
 * read as a column position).
 */
const rank = (column: SQL | Parameters<typeof eq>[0], search: string | undefined): SQL<number> =>
  sql<number>`case when lower(${column}) like ${prefixPattern(search ?? '')} then 0 else 1 end`;

/** What a list with external ids is narrowed to: a search on its label, or exactly some ids. */
export type OptionsFilter = { search?: string; externalIds?: readonly string[] };

function matching(
  label: SQL | Parameters<typeof eq>[0],
  externalId: Parameters<typeof inArray>[0],
  { search, externalIds }: OptionsFilter,
): SQL | undefined {
  return externalIds ? inArray(externalId, [...externalIds]) : like(label, search);
}

async function cappedCount(db: Queryable, query: SQL): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${query} limit ${COUNT_CAP}) capped`,
  );
  return Number(result.rows[0]?.n ?? 0);
}

/** A name list of a reference table (value = label = name; externalId when the table has one). */
function namedTable(
  db: Queryable,
  table: typeof languages | typeof skills | typeof businessGroups,
  filter: OptionsFilter,
): OptionsSource {
  const where = matching(table.name, table.externalId, filter);
  return {
    rows: async ({ limit, offset }) =>
      (
        await db
          .select({ name: table.name, externalId: table.externalId })
          .from(table)
          .where(where)
          .orderBy(rank(table.name, filter.search), asc(table.name))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ value: r.name, label: r.name, externalId: r.externalId })),
    count: () => cappedCount(db, sql`select 1 from ${table} where ${where ?? sql`true`}`),
  };
}

export function languageOptions(db: Queryable, filter: OptionsFilter = {}) {
  return namedTable(db, languages, filter);
}

export function skillOptions(db: Queryable, filter: OptionsFilter = {}) {
  return namedTable(db, skills, filter);
}

export function businessGroupOptions(db: Queryable, filter: OptionsFilter = {}) {
  return namedTable(db, businessGroups, filter);
}

/**
 * Vendors by name, each with its status in the label when inactive. A VENDOR gets only its own vendor:
 * the list of agencies is the staff's business.
 */
export function vendorOptions(db: Queryable, actor: Actor, filter: OptionsFilter = {}): OptionsSource {
  const label = sql<string>`${vendors.name} || case when ${vendors.status} = 'INACTIVE' then ' (inactive)' else '' end`;
  const where = and(
    actor.role === 'VENDOR' ? eq(vendors.id, actor.vendorId ?? -1) : undefined,
    matching(vendors.name, vendors.externalId, filter),
  );
  return {
    rows: async ({ limit, offset }) =>
      (
        await db
          .select({ name: vendors.name, label, externalId: vendors.externalId })
          .from(vendors)
          .where(where)
          .orderBy(rank(vendors.name, filter.search), asc(vendors.name))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ value: r.name, label: r.label, externalId: r.externalId })),
    count: () => cappedCount(db, sql`select 1 from ${vendors} where ${where ?? sql`true`}`),
  };
}

/** The vacancy columns that keep a managed list's names (Settings: projects, hiring managers, ...). */
const VACANCY_NAME_LISTS = {
  projects: { table: projects, column: vacancies.projectName },
  hiringManagers: { table: hiringManagers, column: vacancies.hiringManager },
  workingLocations: { table: workingLocations, column: vacancies.workingLocation },
} as const;
export type VacancyNameList = keyof typeof VACANCY_NAME_LISTS;

/**
 * The names of a managed list (Settings, SET-03) that the vacancy form offers and the vacancy list
 * filters by. Staff get the managed list; a VENDOR only the names on vacancies shared with it (the
 * list itself is the staff's business).
 */
export function vacancyNameOptions(
  db: Queryable,
  actor: Actor,
  list: VacancyNameList,
  search?: string,
): OptionsSource {
  const { table, column } = VACANCY_NAME_LISTS[list];
  if (actor.role !== 'VENDOR') {
    // The managed list, and any name a vacancy holds that the list lacks (one per name, whatever its case).
    const names = sql`select distinct on (lower(name)) name from (
        select ${table.name} as name, 0 as src from ${table} where ${like(table.name, search) ?? sql`true`}
        union all
        select ${column}, 1 from ${vacancies} where ${column} is not null and ${like(column, search) ?? sql`true`}
      ) named order by lower(name), src`;
    return {
      rows: async ({ limit, offset }) =>
        (
          await db.execute<{ name: string }>(
            sql`select name from (${names}) listed order by ${rank(sql`name`, search)}, lower(name), name limit ${limit} offset ${offset}`,
          )
        ).rows.map((r) => ({ value: r.name, label: r.name })),
      count: () => cappedCount(db, names),
    };
  }
  const where = vacanciesWhere(actor, isNotNull(column), like(column, search));
  // DISTINCT orders only by selected columns: the rank is one of them.
  const names = db
    .selectDistinct({ rank: rank(column, search), name: sql<string>`${column}` })
    .from(vacancies)
    .where(where);
  return {
    rows: async ({ limit, offset }) =>
      (
        await names
          .orderBy(sql`1`, sql`2`)
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ value: r.name, label: r.name })),
    count: () => cappedCount(db, sql`select distinct ${column} from ${vacancies} where ${where}`),
  };
}

export function countryOptions(db: Queryable, search?: string): OptionsSource {
  const where = like(countries.name, search);
  return {
    rows: async ({ limit, offset }) =>
      (
        await db
          .select({ name: countries.name })
          .from(countries)
          .where(where)
          .orderBy(rank(countries.name, search), asc(countries.name))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ value: r.name, label: r.name })),
    count: () => cappedCount(db, sql`select 1 from ${countries} where ${where ?? sql`true`}`),
  };
}

export function stateOptions(db: Queryable, search?: string): OptionsSource {
  const where = like(usStates.name, search);
  return {
    rows: async ({ limit, offset }) =>
      (
        await db
          .select({ name: usStates.name })
          .from(usStates)
          .where(where)
          .orderBy(rank(usStates.name, search), asc(usStates.name))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ value: r.name, label: r.name })),
    count: () => cappedCount(db, sql`select 1 from ${usStates} where ${where ?? sql`true`}`),
  };
}

/** Cities of the given US states; a name shared by two states is one option (the filter is by name). */
export function cityOptions(db: Queryable, states: readonly string[], search?: string): OptionsSource {
  const where = and(inArray(usStates.name, [...states]), like(usCities.name, search));
  // A fresh builder per use: drizzle builders are mutable. DISTINCT orders only by selected columns.
  const names = () =>
    db
      .selectDistinct({ rank: rank(usCities.name, search), name: usCities.name })
      .from(usCities)
      .innerJoin(usStates, eq(usStates.id, usCities.stateId))
      .where(where);
  return {
    rows: async ({ limit, offset }) =>
      (
        await names()
          .orderBy(sql`1`, asc(usCities.name))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({
        value: r.name,
        label: r.name,
      })),
    count: () => cappedCount(db, names().getSQL()),
  };
}

/**
 * AUD-34: the cities of several states as one list, each with its state (a name found in two states is two
 * rows), ordered by city then state.
 */
export function stateCityRows(db: Queryable, states: readonly string[], search?: string) {
  const where = and(inArray(usStates.name, [...states]), like(usCities.name, search));
  const rows = () =>
    db
      .select({
        cityExternalId: sql<string>`${usCities.id}::text`,
        cityName: usCities.name,
        stateName: usStates.name,
      })
      .from(usCities)
      .innerJoin(usStates, eq(usStates.id, usCities.stateId))
      .where(where);
  return {
    rows: async ({ limit, offset }: PageWindow) =>
      rows()
        .orderBy(rank(usCities.name, search), asc(usCities.name), asc(usStates.name))
        .limit(limit)
        .offset(offset),
    count: () => cappedCount(db, rows().getSQL()),
  };
}

/** Vendor names (the candidates' source names); a VENDOR sees only its own. */
export function sourceNameOptions(db: Queryable, actor: Actor, search?: string): OptionsSource {
  const own = actor.role === 'VENDOR' ? eq(vendors.id, actor.vendorId ?? -1) : undefined;
  const where = and(own, like(vendors.name, search));
  return {
    rows: async ({ limit, offset }) =>
      (
        await db
          .select({ name: vendors.name, externalId: vendors.externalId })
          .from(vendors)
          .where(where)
          .orderBy(rank(vendors.name, search), asc(vendors.name))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ value: r.name, label: r.name, externalId: r.externalId })),
    count: () => cappedCount(db, sql`select 1 from ${vendors} where ${where ?? sql`true`}`),
  };
}

/**
 * Vacancies the actor sees, labelled 'title (gloVacancyId)'; search on title or the GLO-R id. Looked up
 * by ids, a VENDOR still gets only the vacancies shared with its vendor.
 */
export function vacancyOptions(db: Queryable, actor: Actor, filter: OptionsFilter = {}): OptionsSource {
  const label = sql<string>`${vacancies.title} || coalesce(' (' || ${vacancies.gloVacancyId} || ')', '')`;
  const where = and(vacancyScope(actor), matching(label, vacancies.externalId, filter));
  return {
    rows: async ({ limit, offset }) =>
      (
        await db
          .select({ label, externalId: vacancies.externalId })
          .from(vacancies)
          .where(where)
          .orderBy(rank(label, filter.search), asc(label), asc(vacancies.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ value: r.externalId, label: r.label, externalId: r.externalId })),
    count: () => cappedCount(db, sql`select 1 from ${vacancies} where ${where ?? sql`true`}`),
  };
}

/** Distinct full names of the actor's candidates (the names filter matches on them). */
export function nameOptions(db: Queryable, actor: Actor, search?: string): OptionsSource {
  const where = and(candidateScope(actor), like(candidates.fullName, search));
  const names = () =>
    db
      .selectDistinct({ rank: rank(candidates.fullName, search), name: candidates.fullName })
      .from(candidates)
      .where(where);
  return {
    rows: async ({ limit, offset }) =>
      (
        await names()
          .orderBy(sql`1`, asc(candidates.fullName))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({
        value: r.name,
        label: r.name,
      })),
    count: () => cappedCount(db, names().getSQL()),
  };
}
