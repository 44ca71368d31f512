import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { VendorBody, VendorListQuery, VendorRow, VendorStatus, VendorUser } from '@talent-desk/shared';
import { users, vacancyVendors, vendors } from '../../../db/schema/index.js';
import { containsPattern } from '../../../lib/like.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import { userAccessSql } from '../users/user-access-sql.js';

const iso = (column: SQL | typeof vendors.updatedAt | typeof users.updatedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const detailColumns = {
  externalId: vendors.externalId,
  name: vendors.name,
  tier: vendors.tier,
  country: vendors.country,
  status: vendors.status,
  updatedAt: iso(vendors.updatedAt),
  primaryContactName: vendors.primaryContactName,
  primaryContactEmail: vendors.primaryContactEmail,
  primaryContactPhone: vendors.primaryContactPhone,
};

/** The list's filters as one WHERE (search on the name's trigram index). */
export function vendorListWhere(query: VendorListQuery): SQL | undefined {
  return and(
    query.search ? ilike(sql`lower(${vendors.name})`, containsPattern(query.search)) : undefined,
    query.tiers.length ? inArray(vendors.tier, query.tiers) : undefined,
    query.countries.length ? inArray(vendors.country, query.countries) : undefined,
    query.statuses.length ? inArray(vendors.status, query.statuses) : undefined,
  );
}

const SORT = {
  name: sql`lower(${vendors.name})`,
  tier: vendors.tier,
  country: vendors.country,
  status: vendors.status,
  updatedAt: vendors.updatedAt,
} as const;

export async function listVendorRows(
  db: Queryable,
  where: SQL | undefined,
  sort: { column: keyof typeof SORT; order: 'asc' | 'desc' },
  window: PageWindow,
): Promise<VendorRow[]> {
  const direction = sort.order === 'asc' ? asc : desc;
  return db
    .select({
      ...detailColumns,
      // Table-qualified by hand: drizzle writes bare column names in a query without joins.
      userCount: sql<number>`(select count(*)::int from ${users} where ${users}.vendor_id = ${vendors}.id)`,
      vacancyCount: sql<number>`(select count(*)::int from ${vacancyVendors} where ${vacancyVendors}.vendor_id = ${vendors}.id)`,
    })
    .from(vendors)
    .where(where)
    .orderBy(direction(SORT[sort.column]), direction(vendors.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countVendors(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(vendors).where(where);
  return row?.n ?? 0;
}

export async function findVendor(db: Queryable, externalId: string) {
  const [row] = await db
    .select({ id: vendors.id, ...detailColumns })
    .from(vendors)
    .where(eq(vendors.externalId, externalId));
  return row ?? null;
}

export async function vendorUsers(db: Queryable, vendorId: number): Promise<VendorUser[]> {
  return db
    .select({
      externalId: users.externalId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      telephone: users.telephone,
      status: users.status,
      access: userAccessSql,
      updatedAt: iso(users.updatedAt),
    })
    .from(users)
    .where(eq(users.vendorId, vendorId))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export async function insertVendor(db: Queryable, body: VendorBody): Promise<string> {
  const [row] = await db.insert(vendors).values(body).returning({ externalId: vendors.externalId });
  if (!row) throw new Error('the vendor insert returned no row');
  return row.externalId;
}

export async function updateVendor(db: Queryable, id: number, body: VendorBody): Promise<void> {
  await db
    .update(vendors)
    .set({ ...body, updatedAt: sql`now()` })
    .where(eq(vendors.id, id));
}

/** Sets the status; false when it already had it (nothing changed). */
export async function setVendorStatus(db: Queryable, id: number, status: VendorStatus): Promise<boolean> {
  const changed = await db
    .update(vendors)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(vendors.id, id), sql`${vendors.status} <> ${status}`))
    .returning({ id: vendors.id });
  return changed.length > 0;
}
