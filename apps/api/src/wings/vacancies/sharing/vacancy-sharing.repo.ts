import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { VacancyVendor } from '@talent-desk/shared';
import { vacancies, vacancyVendors, vendors } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';

const isoTime = (column: typeof vacancyVendors.sharedAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Internal ids of vacancies named by external id (unknown ones are missing).
 * @scope staff only: sharing is an ADMIN/TAG action (vacancies:share).
 */
export async function vacanciesByExternalIds(db: Queryable, externalIds: readonly string[]) {
  return db
    .select({ id: vacancies.id, externalId: vacancies.externalId })
    .from(vacancies)
    .where(inArray(vacancies.externalId, [...externalIds]));
}

/**
 * The named vendors with their status, locked against a concurrent deactivation (FOR SHARE) until the
 * sharing transaction ends: an inactive vendor never gets a share, even one deactivated meanwhile.
 */
export async function lockVendorsByExternalIds(db: Queryable, externalIds: readonly string[]) {
  return db
    .select({ id: vendors.id, externalId: vendors.externalId, status: vendors.status })
    .from(vendors)
    .where(inArray(vendors.externalId, [...externalIds]))
    .for('share');
}

/** Shares every pair; a pair already shared is left as it is. Answers how many pairs were new. */
export async function sharePairs(
  db: Queryable,
  pairs: { vacancyId: number; vendorId: number }[],
): Promise<number> {
  if (pairs.length === 0) return 0;
  const inserted = await db
    .insert(vacancyVendors)
    .values(pairs)
    .onConflictDoNothing()
    .returning({ vacancyId: vacancyVendors.vacancyId });
  return inserted.length;
}

/** Stops sharing one pair; false when it was not shared. */
export async function unsharePair(db: Queryable, vacancyId: number, vendorId: number): Promise<boolean> {
  const deleted = await db
    .delete(vacancyVendors)
    .where(and(eq(vacancyVendors.vacancyId, vacancyId), eq(vacancyVendors.vendorId, vendorId)))
    .returning({ vacancyId: vacancyVendors.vacancyId });
  return deleted.length > 0;
}

export async function vendorIdByExternalId(db: Queryable, externalId: string): Promise<number | null> {
  const [row] = await db.select({ id: vendors.id }).from(vendors).where(eq(vendors.externalId, externalId));
  return row?.id ?? null;
}

/** VAC-08: the vendors a vacancy is shared with, by name (staff only: the route never serves a VENDOR). */
export async function vendorsOfVacancy(db: Queryable, vacancyId: number): Promise<VacancyVendor[]> {
  return db
    .select({
      externalId: vendors.externalId,
      name: vendors.name,
      tier: vendors.tier,
      country: vendors.country,
      status: vendors.status,
      sharedAt: isoTime(vacancyVendors.sharedAt),
    })
    .from(vacancyVendors)
    .innerJoin(vendors, eq(vendors.id, vacancyVendors.vendorId))
    .where(eq(vacancyVendors.vacancyId, vacancyId))
    .orderBy(asc(vendors.name));
}
