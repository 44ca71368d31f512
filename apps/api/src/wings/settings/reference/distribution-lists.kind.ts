import { asc, desc, eq, sql } from 'drizzle-orm';
import {
  distributionListBodySchema,
  type DistributionListBody,
  type DistributionListRow,
} from '@talent-desk/shared';
import { distributionLists } from '../../../db/schema/index.js';
import { containsPattern } from '../../../lib/like.js';
import { fetchPage } from '../../../lib/paging.js';
import { isoTimestamp, type ReferenceKind } from './reference-kind.js';

const table = distributionLists;
const columns = {
  externalId: table.externalId,
  name: table.name,
  description: table.description,
  addresses: table.addresses,
  addressCount: sql<number>`cardinality(${table.addresses})::int`,
  // Nothing refers to a list yet: it may always be deleted (the settings rows share the field).
  usage: sql<number>`0`,
  updatedAt: isoTimestamp(table.updatedAt),
};
const byId = (externalId: string) => eq(table.externalId, externalId);

/**
 * Distribution lists (SET-03: distribution-list, distribution-list/{id}/edit): a name (unique in any
 * case: 409 naming it), an optional description and 1..500 addresses, kept lower-cased without repeats.
 * The settings reference stack serves it: same paging, search by name, 404, 409 and transactions.
 * @scope every list: Settings is ADMIN only (SET-01; the routes' permission settings:manage).
 */
export const distributionListKind: ReferenceKind<DistributionListRow, DistributionListBody> = {
  kind: 'distribution-list',
  bodySchema: distributionListBodySchema,
  list: (db, query) => {
    const where = query.search ? sql`lower(${table.name}) like ${containsPattern(query.search)}` : undefined;
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
  uses: async () => [],
  insert: async (db, body) => {
    const [row] = await db.insert(table).values(body).returning({ externalId: table.externalId });
    return row?.externalId ?? '';
  },
  update: async (db, row, body) => {
    await db
      .update(table)
      .set({ ...body, updatedAt: sql`now()` })
      .where(byId(row.externalId));
  },
  remove: async (db, row) => {
    await db.delete(table).where(byId(row.externalId));
  },
  // No record keeps a copy of the name.
  renames: () => false,
  takenField: () => 'name',
};
