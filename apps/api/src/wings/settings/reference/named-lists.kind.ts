import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  namedItemBodySchema,
  type NamedItemBody,
  type NamedItemRow,
  type NamedListKind,
} from '@talent-desk/shared';
import { hiringManagers, projects, vacancies, workingLocations } from '../../../db/schema/index.js';
import { containsPattern } from '../../../lib/like.js';
import { fetchPage } from '../../../lib/paging.js';
import { cappedCount, isoTimestamp, nonZero, type ReferenceKind } from './reference-kind.js';

type NamedTable = typeof workingLocations | typeof hiringManagers | typeof projects;

/** Each named list and the vacancy column that keeps its names. */
export const NAMED_LISTS = {
  'working-locations': { table: workingLocations, column: vacancies.workingLocation },
  'hiring-managers': { table: hiringManagers, column: vacancies.hiringManager },
  projects: { table: projects, column: vacancies.projectName },
} as const satisfies Record<NamedListKind, { table: NamedTable; column: unknown }>;

/**
 * Working locations, hiring managers, projects (SET-03): a name each. Vacancies keep the name as text;
 * a rename here renames it on every vacancy in the same transaction, a delete is refused while any
 * vacancy uses it.
 * @scope every vacancy: Settings is ADMIN only (SET-01; the routes' permission settings:manage).
 */
export function namedListKind(kind: NamedListKind): ReferenceKind<NamedItemRow, NamedItemBody> {
  const { table, column } = NAMED_LISTS[kind];
  // Names are one item whatever their case (the unique index): 'ATLAS' on a vacancy is the project 'Atlas'.
  const vacancyCount = sql`select 1 from ${vacancies} where lower(${column}) = lower(${table.name})`;
  const columns = {
    externalId: table.externalId,
    name: table.name,
    usage: cappedCount(vacancyCount),
    updatedAt: isoTimestamp(table.updatedAt),
    // A project imported from GLO-R names its GLO-R id (SET-03 projects/{gloId}/import).
    ...(kind === 'projects' ? { gloProjectId: projects.gloProjectId } : {}),
  };
  const byId = (externalId: string) => eq(table.externalId, externalId);
  return {
    kind,
    bodySchema: namedItemBodySchema,
    list: (db, query) => {
      const where = query.search
        ? sql`lower(${table.name}) like ${containsPattern(query.search)}`
        : undefined;
      const order = query.order === 'desc' ? desc : asc;
      return fetchPage(
        query,
        ({ limit, offset }) =>
          db
            .select(columns)
            .from(table)
            .where(where)
            .orderBy(order(sql`lower(${table.name})`), order(table.id))
            .limit(limit)
            .offset(offset),
        async () => db.$count(table, where),
      );
    },
    read: async (db, externalId) => (await db.select(columns).from(table).where(byId(externalId)))[0] ?? null,
    uses: async (_db, row) => nonZero([['vacancy', row.usage]]),
    insert: async (db, body) => {
      const [row] = await db.insert(table).values(body).returning({ externalId: table.externalId });
      return row?.externalId ?? '';
    },
    update: async (db, row, body) => {
      await db
        .update(table)
        .set({ name: body.name, updatedAt: sql`now()` })
        .where(byId(row.externalId));
    },
    remove: async (db, row) => {
      await db.delete(table).where(byId(row.externalId));
    },
    renames: (row, body) => row.name !== body.name,
    renameCopies: async (db, row, body) => {
      await db
        .update(vacancies)
        .set({ [columnKey(kind)]: body.name })
        .where(sql`lower(${column}) = lower(${row.name})`);
    },
    takenField: () => 'name',
  };
}

function columnKey(kind: NamedListKind): 'workingLocation' | 'hiringManager' | 'projectName' {
  if (kind === 'working-locations') return 'workingLocation';
  return kind === 'hiring-managers' ? 'hiringManager' : 'projectName';
}
