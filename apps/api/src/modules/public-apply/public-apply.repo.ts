import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { PublicVacancy } from '@talent-desk/shared';
import {
  businessGroups,
  candidates,
  candidateVacancies,
  resumes,
  skills,
  vacancies,
  vacancySkills,
} from '../../db/schema/index.js';
import type { Queryable } from '../../lib/queryable.js';
import type { AnswerColumns } from './application-answers.js';

/**
 * A vacancy on the careers site: published AND open; anything else is as unknown as a missing one.
 * @scope the public's scope: only published OPEN vacancies, only the fields of PublicVacancy.
 */
export async function findPublicVacancy(db: Queryable, externalId: string) {
  const [row] = await db
    .select({
      id: vacancies.id,
      externalId: vacancies.externalId,
      title: vacancies.title,
      type: vacancies.type,
      workingLocation: vacancies.workingLocation,
      businessGroupName: businessGroups.name,
      openings: vacancies.openings,
      description: vacancies.description,
      createdAt: sql<string>`to_char(${vacancies.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(vacancies)
    .leftJoin(businessGroups, eq(businessGroups.id, vacancies.businessGroupId))
    .where(
      and(
        eq(vacancies.externalId, externalId),
        eq(vacancies.publishToExternalApp, true),
        eq(vacancies.status, 'OPEN'),
      ),
    );
  return row ?? null;
}

/**
 * The skill names of a vacancy found by findPublicVacancy.
 * @scope by id: callers pass the id of a published OPEN vacancy.
 */
export async function publicSkillNames(
  db: Queryable,
  vacancyId: number,
): Promise<PublicVacancy['requiredSkills']> {
  const rows = await db
    .select({ name: skills.name })
    .from(vacancySkills)
    .innerJoin(skills, eq(skills.id, vacancySkills.skillId))
    .where(eq(vacancySkills.vacancyId, vacancyId))
    .orderBy(asc(skills.name));
  return rows.map((r) => r.name);
}

/**
 * The candidate an application belongs to: the one with the same e-mail (any case) when there is one,
 * else the one with the same phone (both normalised, both unique indexes). The row is locked, so a
 * concurrent application of the same person waits for this one.
 * @scope matching only: the id never leaves the server, the applicant learns nothing about the row.
 */
export async function lockCandidateByContact(
  db: Queryable,
  email: string,
  phone: string | null,
): Promise<number | null> {
  const emailMatch = sql<boolean>`lower(${candidates.email}) = lower(${email})`;
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(or(emailMatch, phone ? eq(candidates.phone, phone) : undefined))
    .orderBy(sql`${emailMatch} desc`)
    .limit(1)
    .for('update');
  return row?.id ?? null;
}

/**
 * The applicant's latest answers to the yes/no questions replace the stored ones (they describe the
 * applicant now); questions left blank keep their answer.
 * @scope a write: the caller found the candidate itself.
 */
export async function updateAnswers(
  db: Queryable,
  candidateId: number,
  answers: AnswerColumns,
): Promise<void> {
  if (Object.keys(answers).length === 0) return;
  await db
    .update(candidates)
    .set({ ...answers, updatedAt: sql`now()` })
    .where(eq(candidates.id, candidateId));
}

/**
 * Attaches the candidate to the vacancy as Pending; a pair that exists already changes nothing.
 * @scope a write: the caller found both ids itself. True when attached now.
 */
export async function insertPendingAssignment(
  db: Queryable,
  candidateId: number,
  vacancyId: number,
): Promise<boolean> {
  const inserted = await db
    .insert(candidateVacancies)
    .values({ candidateId, vacancyId, status: 'PENDING' })
    .onConflictDoNothing({ target: [candidateVacancies.candidateId, candidateVacancies.vacancyId] })
    .returning({ id: candidateVacancies.id });
  return inserted.length > 0;
}

/**
 * The resume row of a candidate who has none on file yet (a known candidate keeps theirs).
 * @scope a write: the caller found the candidate itself. True when this file is now the resume.
 */
export async function insertResumeIfNone(db: Queryable, row: typeof resumes.$inferInsert): Promise<boolean> {
  const inserted = await db
    .insert(resumes)
    .values(row)
    .onConflictDoNothing({ target: resumes.candidateId })
    .returning({ id: resumes.id });
  return inserted.length > 0;
}
