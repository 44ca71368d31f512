import { asc, desc, eq, or, sql } from 'drizzle-orm';
import { countryBodySchema, type CountryBody, type CountryRow } from '@talent-desk/shared';
import { candidates, countries, users, vendors } from '../../../db/schema/index.js';
import { containsPattern } from '../../../lib/like.js';
import { fetchPage } from '../../../lib/paging.js';
import { cappedCount, nonZero, usageOf, type ReferenceKind } from './reference-kind.js';

/** The countries whose names the app's rules test (India pre-screening, the US states and cities). */
const FIXED_COUNTRIES = new Set(['USA', 'India']);

const candidateCount = sql`select 1 from ${candidates} where ${candidates.country} = ${countries.name}`;
const vendorCount = sql`select 1 from ${vendors} where ${vendors.country} = ${countries.name}`;
const userCount = sql`select 1 from ${users} where ${users.country} = ${countries.name}`;

const columns = {
  externalId: countries.externalId,
  name: countries.name,
  iso2: countries.iso2,
  usage: usageOf(cappedCount(candidateCount), cappedCount(vendorCount), cappedCount(userCount)),
};

const byId = (externalId: string) => eq(countries.externalId, externalId);

/** Settings > Locations > Countries: name and ISO code; candidates, vendors and users keep the name. */
export const countryKind: ReferenceKind<CountryRow, CountryBody> = {
  kind: 'countries',
  bodySchema: countryBodySchema,
  list: (db, query) => {
    const where = query.search
      ? or(
          sql`lower(${countries.name}) like ${containsPattern(query.search)}`,
          sql`lower(${countries.iso2}) like ${containsPattern(query.search)}`,
        )
      : undefined;
    const order = query.order === 'desc' ? desc : asc;
    return fetchPage(
      query,
      ({ limit, offset }) =>
        db
          .select(columns)
          .from(countries)
          .where(where)
          .orderBy(order(countries.name))
          .limit(limit)
          .offset(offset),
      async () => db.$count(countries, where),
    );
  },
  read: async (db, externalId) =>
    (await db.select(columns).from(countries).where(byId(externalId)))[0] ?? null,
  uses: async (db, row) => {
    const [counts] = await db
      .select({
        candidates: cappedCount(candidateCount),
        vendors: cappedCount(vendorCount),
        users: cappedCount(userCount),
      })
      .from(countries)
      .where(byId(row.externalId));
    return nonZero([
      ['candidate', counts?.candidates ?? 0],
      ['vendor', counts?.vendors ?? 0],
      ['user', counts?.users ?? 0],
    ]);
  },
  insert: async (db, body) => {
    const [row] = await db.insert(countries).values(body).returning({ externalId: countries.externalId });
    return row?.externalId ?? '';
  },
  update: async (db, row, body) => {
    await db.update(countries).set(body).where(byId(row.externalId));
  },
  remove: async (db, row) => {
    await db.delete(countries).where(byId(row.externalId));
  },
  renames: (row, body) => row.name !== body.name,
  fixed: (row) =>
    FIXED_COUNTRIES.has(row.name)
      ? `'${row.name}' has special behaviour in the app and cannot be changed`
      : null,
  takenField: (constraint) => (constraint?.includes('iso2') ? 'iso2' : 'name'),
};
