import { asc, count, countDistinct, eq, sql, type SQL } from 'drizzle-orm';
import type { OptionItem } from '@talent-desk/shared';
import { audiences, users } from '../../../db/schema/index.js';
import { containsPattern } from '../../../lib/like.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';

/** One option list: a page of rows ordered by label, and the count of all that match. */
export type AudienceOptionsSource = {
  rows: (window: PageWindow) => Promise<OptionItem[]>;
  count: () => Promise<number>;
};

const contains = (column: SQL, search: string | undefined): SQL | undefined =>
  search ? sql`lower(${column}) like ${containsPattern(search)}` : undefined;

/** AUD-33: saved audiences by part of their name, for a campaign's audience picker. */
export function audienceNameOptions(db: Queryable, search: string | undefined): AudienceOptionsSource {
  const where = contains(sql`${audiences.name}`, search);
  return {
    rows: async ({ limit, offset }) =>
      (
        await db
          .select({ name: audiences.name, externalId: audiences.externalId })
          .from(audiences)
          .where(where)
          .orderBy(asc(sql`lower(${audiences.name})`), asc(audiences.id))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ value: r.name, label: r.name, externalId: r.externalId })),
    count: async () => (await db.select({ n: count() }).from(audiences).where(where))[0]?.n ?? 0,
  };
}

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The users who created at least one audience (the list's creator filter), by part of their name. */
export function audienceCreatorOptions(db: Queryable, search: string | undefined): AudienceOptionsSource {
  const where = contains(fullName, search);
  return {
    rows: async ({ limit, offset }) =>
      (
        await db
          .selectDistinct({ name: fullName, externalId: users.externalId, sortName: sql`lower(${fullName})` })
          .from(users)
          .innerJoin(audiences, eq(audiences.createdByUserId, users.id))
          .where(where)
          .orderBy(asc(sql`lower(${fullName})`), asc(users.externalId))
          .limit(limit)
          .offset(offset)
      ).map((r) => ({ value: r.name, label: r.name, externalId: r.externalId })),
    count: async () =>
      (
        await db
          .select({ n: countDistinct(users.id) })
          .from(users)
          .innerJoin(audiences, eq(audiences.createdByUserId, users.id))
          .where(where)
      )[0]?.n ?? 0,
  };
}
