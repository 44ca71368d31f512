import { asc, desc, eq, or, sql } from 'drizzle-orm';
import { stateBodySchema, type StateBody, type StateRow } from '@talent-desk/shared';
import { candidates, usCities, usStates } from '../../../db/schema/index.js';
import { containsPattern } from '../../../lib/like.js';
import { fetchPage } from '../../../lib/paging.js';
import { cappedCount, nonZero, usageOf, type ReferenceKind } from './reference-kind.js';

const candidateCount = sql`select 1 from ${candidates} where ${candidates.country} = 'USA' and ${candidates.state} = ${usStates.name}`;
const cityCount = sql`select 1 from ${usCities} where ${usCities.stateId} = ${usStates.id}`;

const columns = {
  externalId: usStates.externalId,
  name: usStates.name,
  code: usStates.code,
  usage: usageOf(cappedCount(candidateCount), cappedCount(cityCount)),
};

const byId = (externalId: string) => eq(usStates.externalId, externalId);

/** Settings > Locations > US states: name and USPS code; US candidates keep the name, cities the row. */
export const stateKind: ReferenceKind<StateRow, StateBody> = {
  kind: 'states',
  bodySchema: stateBodySchema,
  list: (db, query) => {
    const where = query.search
      ? or(
          sql`lower(${usStates.name}) like ${containsPattern(query.search)}`,
          sql`lower(${usStates.code}) like ${containsPattern(query.search)}`,
        )
      : undefined;
    const order = query.order === 'desc' ? desc : asc;
    return fetchPage(
      query,
      ({ limit, offset }) =>
        db
          .select(columns)
          .from(usStates)
          .where(where)
          .orderBy(order(usStates.name))
          .limit(limit)
          .offset(offset),
      async () => db.$count(usStates, where),
    );
  },
  read: async (db, externalId) =>
    (await db.select(columns).from(usStates).where(byId(externalId)))[0] ?? null,
  uses: async (db, row) => {
    const [counts] = await db
      .select({ candidates: cappedCount(candidateCount), cities: cappedCount(cityCount) })
      .from(usStates)
      .where(byId(row.externalId));
    return nonZero([
      ['city', counts?.cities ?? 0],
      ['candidate', counts?.candidates ?? 0],
    ]);
  },
  insert: async (db, body) => {
    const [row] = await db.insert(usStates).values(body).returning({ externalId: usStates.externalId });
    return row?.externalId ?? '';
  },
  update: async (db, row, body) => {
    await db.update(usStates).set(body).where(byId(row.externalId));
  },
  remove: async (db, row) => {
    await db.delete(usStates).where(byId(row.externalId));
  },
  // The cities follow the row; only the candidates' copies of the name count for a rename.
  renames: (row, body) => row.name !== body.name,
  takenField: (constraint) => (constraint?.includes('code') ? 'code' : 'name'),
};
