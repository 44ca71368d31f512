import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { UserBody, UserListQuery, UserRow, UserSortColumn, UserStatus } from '@talent-desk/shared';
import { users, vendors } from '../../../db/schema/index.js';
import { containsPattern } from '../../../lib/like.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import { userAccessSql } from './user-access-sql.js';

const iso = (column: typeof users.updatedAt | typeof users.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;

/** The list's filters as one WHERE; the search uses the trigram index on name and e-mail. */
export function userListWhere(query: UserListQuery): SQL | undefined {
  return and(
    query.search
      ? ilike(
          sql`lower(${users.firstName} || ' ' || ${users.lastName} || ' ' || ${users.email})`,
          containsPattern(query.search),
        )
      : undefined,
    query.roles.length ? inArray(users.role, query.roles) : undefined,
    query.vendorExternalIds.length ? inArray(vendors.externalId, query.vendorExternalIds) : undefined,
    query.statuses.length ? inArray(users.status, query.statuses) : undefined,
  );
}

const SORT = {
  fullName: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  email: sql`lower(${users.email})`,
  role: users.role,
  vendorName: sql`lower(${vendors.name})`,
  status: users.status,
  updatedAt: users.updatedAt,
} satisfies Record<UserSortColumn, unknown>;

export async function listUserRows(
  db: Queryable,
  where: SQL | undefined,
  sort: { column: UserSortColumn; order: 'asc' | 'desc' },
  window: PageWindow,
): Promise<UserRow[]> {
  const direction = sort.order === 'asc' ? asc : desc;
  return db
    .select({
      externalId: users.externalId,
      fullName,
      email: users.email,
      role: users.role,
      vendorName: vendors.name,
      status: users.status,
      access: userAccessSql,
      updatedAt: iso(users.updatedAt),
    })
    .from(users)
    .leftJoin(vendors, eq(vendors.id, users.vendorId))
    .where(where)
    .orderBy(sql`${direction(SORT[sort.column])} nulls last`, direction(users.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countUsers(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .leftJoin(vendors, eq(vendors.id, users.vendorId))
    .where(where);
  return row?.n ?? 0;
}

/** USER-06 plus what the page needs (status, access, the vendor's id); `lock` locks the user row. */
export async function findUser(db: Queryable, externalId: string, lock = false) {
  const query = db
    .select({
      id: users.id,
      externalId: users.externalId,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      email: users.email,
      telephone: users.telephone,
      address: users.address,
      country: users.country,
      role: users.role,
      title: users.title,
      vendorId: users.vendorId,
      vendorExternalId: vendors.externalId,
      vendorName: vendors.name,
      status: users.status,
      access: userAccessSql,
      createdAt: iso(users.createdAt),
      updatedAt: iso(users.updatedAt),
    })
    .from(users)
    .leftJoin(vendors, eq(vendors.id, users.vendorId))
    .where(eq(users.externalId, externalId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: users }) : await query;
  return row ?? null;
}
export type UserRecord = NonNullable<Awaited<ReturnType<typeof findUser>>>;

export async function findVendorForUser(db: Queryable, vendorExternalId: string) {
  const [row] = await db
    .select({ id: vendors.id, status: vendors.status })
    .from(vendors)
    .where(eq(vendors.externalId, vendorExternalId));
  return row ?? null;
}

type UserValues = Omit<UserBody, 'vendorExternalId'> & { vendorId: number | null };

export async function insertUser(db: Queryable, values: UserValues) {
  const [row] = await db
    .insert(users)
    .values(values)
    .returning({ id: users.id, externalId: users.externalId });
  if (!row) throw new Error('the user insert returned no row');
  return row;
}

export async function updateUser(db: Queryable, id: number, values: UserValues): Promise<void> {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

/** Sets the status; false when it already had it (nothing changed). */
export async function setUserStatus(db: Queryable, id: number, status: UserStatus): Promise<boolean> {
  const changed = await db
    .update(users)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), sql`${users.status} <> ${status}`))
    .returning({ id: users.id });
  return changed.length > 0;
}
