import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { PublicVacancy } from '@talent-desk/shared';
import {
  businessGroups,
  candidates,
  candidateStatusHistory,
  candidateVacancies,
  skills,
  vacancies,
  vacancySkills,
} from '../../db/schema/index.js';
import type { Queryable } from '../../lib/queryable.js';

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
 * The candidate an application belongs to: the same e-mail (any case) first, else the same phone.
 * @scope matching only: the id never leaves the server, the applicant learns nothing about the row.
 */
export async function findCandidateByContact(db: Queryable, email: string, phone: string | null) {
  const rows = await db
    .select({ id: candidates.id, emailMatch: sql<boolean>`lower(${candidates.email}) = lower(${email})` })
    .from(candidates)
    .where(
      or(sql`lower(${candidates.email}) = lower(${email})`, phone ? eq(candidates.phone, phone) : undefined),
    )
    .limit(2);
  return (rows.find((r) => r.emailMatch) ?? rows[0])?.id ?? null;
}

/**
 * Attaches the candidate to the vacancy as Pending with its history entry; already attached changes
 * nothing (answers false).
 * @scope a write: the caller found both ids itself.
 */
export async function attachPending(db: Queryable, candidateId: number, vacancyId: number): Promise<boolean> {
  const inserted = await db
    .insert(candidateVacancies)
    .values({ candidateId, vacancyId, status: 'PENDING' })
    .onConflictDoNothing()
    .returning({ id: candidateVacancies.id });
  if (inserted.length === 0) return false;
  await db.insert(candidateStatusHistory).values({
    candidateId,
    vacancyId,
    kind: 'VACANCY_STATUS',
    fromStatus: 'NOT_ASSIGNED',
    toStatus: 'PENDING',
    changedByUserId: null,
  });
  return true;
}
