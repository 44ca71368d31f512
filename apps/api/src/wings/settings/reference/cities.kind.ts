import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import { cityBodySchema, SETTINGS_MESSAGES, type CityBody, type CityRow } from '@talent-desk/shared';
import { candidates, usCities, usStates } from '../../../db/schema/index.js';
import { containsPattern } from '../../../lib/like.js';
import { fetchPage } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import { fieldError } from '../../../lib/validation-fields.js';
import { cappedCount, nonZero, type ReferenceKind } from './reference-kind.js';

const candidateCount = sql`select 1 from ${candidates} where ${candidates.country} = 'USA' and ${candidates.state} = ${usStates.name} and ${candidates.city} = ${usCities.name}`;

const columns = {
  externalId: usCities.externalId,
  name: usCities.name,
  stateExternalId: usStates.externalId,
  stateName: usStates.name,
  usage: cappedCount(candidateCount),
};

const byId = (externalId: string) => eq(usCities.externalId, externalId);

async function stateIdOf(db: Queryable, externalId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: usStates.id })
    .from(usStates)
    .where(eq(usStates.externalId, externalId));
  return row?.id ?? null;
}

async function values(db: Queryable, body: CityBody) {
  const stateId = await stateIdOf(db, body.stateExternalId);
  if (stateId === null) throw fieldError('stateExternalId', SETTINGS_MESSAGES.stateUnknown);
  return { name: body.name, stateId };
}

/**
 * Settings > Locations > Cities (cities/new): a US city in its state. US candidates keep the city's and
 * the state's names, so moving or renaming a city they use is refused like a rename.
 */
export const cityKind: ReferenceKind<CityRow, CityBody> = {
  kind: 'cities',
  bodySchema: cityBodySchema,
  list: (db, query) => {
    const where = query.search
      ? or(
          sql`lower(${usCities.name}) like ${containsPattern(query.search)}`,
          sql`lower(${usStates.name}) like ${containsPattern(query.search)}`,
        )
      : undefined;
    const order = query.order === 'desc' ? desc : asc;
    const joined = () =>
      db.select(columns).from(usCities).innerJoin(usStates, eq(usStates.id, usCities.stateId));
    return fetchPage(
      query,
      ({ limit, offset }) =>
        joined().where(where).orderBy(order(usCities.name), order(usStates.name)).limit(limit).offset(offset),
      async () =>
        Number(
          (
            await db
              .select({ n: sql<number>`count(*)::int` })
              .from(usCities)
              .innerJoin(usStates, eq(usStates.id, usCities.stateId))
              .where(where)
          )[0]?.n ?? 0,
        ),
    );
  },
  read: async (db, externalId) =>
    (
      await db
        .select(columns)
        .from(usCities)
        .innerJoin(usStates, eq(usStates.id, usCities.stateId))
        .where(byId(externalId))
    )[0] ?? null,
  uses: async (_db, row) => nonZero([['candidate', row.usage]]),
  check: async (db, body) => {
    await values(db, body);
  },
  insert: async (db, body) => {
    const [row] = await db
      .insert(usCities)
      .values(await values(db, body))
      .returning({ externalId: usCities.externalId });
    return row?.externalId ?? '';
  },
  update: async (db, row, body) => {
    await db
      .update(usCities)
      .set(await values(db, body))
      .where(and(byId(row.externalId)));
  },
  remove: async (db, row) => {
    await db.delete(usCities).where(byId(row.externalId));
  },
  renames: (row, body) => row.name !== body.name || row.stateExternalId !== body.stateExternalId,
  takenField: () => 'name',
};
