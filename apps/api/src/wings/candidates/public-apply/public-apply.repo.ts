import { and, asc, eq, or, sql } from 'drizzle-orm';
import { CAREERS_SITE_STATUS, type PublicVacancy } from '@talent-desk/shared';
import {
  businessGroups,
  candidates,
  candidateVacancies,
  careersApplications,
  skills,
  vacancies,
  vacancySkills,
} from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';

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
        eq(vacancies.status, CAREERS_SITE_STATUS),
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
 * else the one with the same phone (both normalised, both unique indexes). Only read: an application
 * never writes into a known candidate (docs/decisions.md, Careers-site applications).
 * @scope matching only: the id, external id and name never leave the server (the last two go only to
 * the audit log), the applicant learns nothing about the row.
 */
export async function findCandidateByContact(
  db: Queryable,
  email: string,
  phone: string | null,
): Promise<{ id: number; externalId: string; fullName: string } | null> {
  const emailMatch = sql<boolean>`lower(${candidates.email}) = lower(${email})`;
  const [row] = await db
    .select({ id: candidates.id, externalId: candidates.externalId, fullName: candidates.fullName })
    .from(candidates)
    .where(or(emailMatch, phone ? eq(candidates.phone, phone) : undefined))
    .orderBy(sql`${emailMatch} desc`)
    .limit(1);
  return row ?? null;
}

/**
 * Attaches the candidate a new applicant became to the vacancy as Pending.
 * @scope a write: the caller created the candidate itself.
 */
export async function insertPendingAssignment(
  db: Queryable,
  candidateId: number,
  vacancyId: number,
): Promise<void> {
  await db.insert(candidateVacancies).values({ candidateId, vacancyId, status: 'PENDING' });
}

/** The application as received, with its own stored resume file. */
export async function insertCareersApplication(
  db: Queryable,
  row: typeof careersApplications.$inferInsert,
): Promise<void> {
  await db.insert(careersApplications).values(row);
}
