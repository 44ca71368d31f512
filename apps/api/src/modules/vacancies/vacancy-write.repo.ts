import { and, eq, inArray, sql } from 'drizzle-orm';
import type { VacancyBody } from '@talent-desk/shared';
import {
  businessGroups,
  skills,
  vacancies,
  vacancySkills,
  vacancyVendors,
  vendors,
} from '../../db/schema/index.js';
import type { Queryable } from '../../lib/queryable.js';

/** The body's references as internal ids; null for one that does not exist. */
export async function businessGroupId(db: Queryable, externalId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: businessGroups.id })
    .from(businessGroups)
    .where(eq(businessGroups.externalId, externalId));
  return row?.id ?? null;
}

export async function skillIds(db: Queryable, externalIds: readonly string[]): Promise<number[]> {
  if (externalIds.length === 0) return [];
  const rows = await db
    .select({ id: skills.id })
    .from(skills)
    .where(inArray(skills.externalId, [...externalIds]));
  return rows.map((r) => r.id);
}

/** @scope staff only: create, edit and import check GLO-R ids across all vacancies. */
export async function vacancyIdByGloId(db: Queryable, gloVacancyId: string): Promise<number | null> {
  const [row] = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(eq(vacancies.gloVacancyId, gloVacancyId));
  return row?.id ?? null;
}

type VacancyColumns = Omit<VacancyBody, 'businessGroupExternalId' | 'requiredSkillExternalIds'> & {
  businessGroupId: number | null;
};

function columns(body: VacancyColumns) {
  return {
    title: body.title,
    gloVacancyId: body.gloVacancyId ?? null,
    type: body.type,
    status: body.status,
    businessGroupId: body.businessGroupId,
    projectName: body.projectName ?? null,
    hiringManager: body.hiringManager ?? null,
    workingLocation: body.workingLocation ?? null,
    openings: body.openings,
    description: body.description ?? null,
  };
}

export async function insertVacancy(db: Queryable, body: VacancyColumns, createdByUserId: number) {
  const [row] = await db
    .insert(vacancies)
    .values({ ...columns(body), createdByUserId })
    .returning({ id: vacancies.id, externalId: vacancies.externalId });
  if (!row) throw new Error('the vacancy insert returned no row');
  return row;
}

export async function updateVacancy(db: Queryable, id: number, body: VacancyColumns): Promise<void> {
  await db
    .update(vacancies)
    .set({ ...columns(body), updatedAt: sql`now()` })
    .where(eq(vacancies.id, id));
}

/** Replaces the vacancy's required skills. */
export async function setRequiredSkills(
  db: Queryable,
  vacancyId: number,
  ids: readonly number[],
): Promise<void> {
  await db.delete(vacancySkills).where(eq(vacancySkills.vacancyId, vacancyId));
  if (ids.length > 0) await db.insert(vacancySkills).values(ids.map((skillId) => ({ vacancyId, skillId })));
}

export async function setPublished(db: Queryable, id: number, published: boolean): Promise<void> {
  await db
    .update(vacancies)
    .set({ publishToExternalApp: published, updatedAt: sql`now()` })
    .where(eq(vacancies.id, id));
}

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

export async function vendorsByExternalIds(db: Queryable, externalIds: readonly string[]) {
  return db
    .select({ id: vendors.id, externalId: vendors.externalId, status: vendors.status })
    .from(vendors)
    .where(inArray(vendors.externalId, [...externalIds]));
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
