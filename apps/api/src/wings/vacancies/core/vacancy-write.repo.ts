import { and, eq, inArray, sql } from 'drizzle-orm';
import type { VacancyBody } from '@talent-desk/shared';
import { businessGroups, skills, vacancies, vacancySkills } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';

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

/**
 * Sets the publish flag in one statement: publishing needs the vacancy to be OPEN at that moment (an
 * edit to another status cannot slip in between a check and the write). False when it was not OPEN.
 */
export async function setPublished(db: Queryable, id: number, published: boolean): Promise<boolean> {
  const changed = await db
    .update(vacancies)
    .set({ publishToExternalApp: published, updatedAt: sql`now()` })
    .where(published ? and(eq(vacancies.id, id), eq(vacancies.status, 'OPEN')) : eq(vacancies.id, id))
    .returning({ id: vacancies.id });
  return changed.length > 0;
}

/** The vacancy fields an audit event records, with what a create or an edit writes into them. */
export const AUDITED_VACANCY_FIELDS = [
  'title',
  'gloVacancyId',
  'type',
  'status',
  'projectName',
  'hiringManager',
  'workingLocation',
  'openings',
  'description',
] as const;

/** @scope staff only (create, edit): the audited fields of a vacancy before an edit, its row locked. */
export async function lockAuditedVacancy(db: Queryable, id: number) {
  const [row] = await db
    .select({
      title: vacancies.title,
      gloVacancyId: vacancies.gloVacancyId,
      type: vacancies.type,
      status: vacancies.status,
      projectName: vacancies.projectName,
      hiringManager: vacancies.hiringManager,
      workingLocation: vacancies.workingLocation,
      openings: vacancies.openings,
      description: vacancies.description,
      publishToExternalApp: vacancies.publishToExternalApp,
    })
    .from(vacancies)
    .where(eq(vacancies.id, id))
    .for('update');
  if (!row) throw new Error('the vacancy to audit is gone');
  return row;
}

/** A vacancy's columns as an audit event compares them (what `columns` writes). */
export function auditedColumns(body: VacancyColumns) {
  return columns(body);
}
