import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { candidates, careersApplications, resumes, vacancies } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import { candidatesWhere, vacanciesWhere } from '../../../lib/scope.js';
import { applicationScope } from './careers-application-scope.js';

/** Reads of careers-site applications: staff only (applicationScope), with what the comparison needs. */

const selection = {
  id: careersApplications.id,
  externalId: careersApplications.externalId,
  createdAt: careersApplications.createdAt,
  clientAddress: careersApplications.clientAddress,
  createdCandidate: careersApplications.createdCandidate,
  answers: careersApplications.answers,
  resume: {
    storageKey: careersApplications.resumeStorageKey,
    fileName: careersApplications.resumeFileName,
    contentType: careersApplications.resumeContentType,
    sizeBytes: careersApplications.resumeSizeBytes,
    sha256: careersApplications.resumeSha256,
  },
  candidate: {
    id: candidates.id,
    externalId: candidates.externalId,
    fullName: candidates.fullName,
    firstName: candidates.firstName,
    lastName: candidates.lastName,
    email: candidates.email,
    phone: candidates.phone,
    country: candidates.country,
    state: candidates.state,
    city: candidates.city,
    yearsOfExperience: candidates.yearsOfExperience,
    educationalQualification: candidates.educationalQualification,
    eligibleToWorkInUs: candidates.eligibleToWorkInUs,
    requireSponsorshipToWorkInUs: candidates.requireSponsorshipToWorkInUs,
    onSiteWork: candidates.onSiteWork,
    fullTimeWork: candidates.fullTimeWork,
    rotatingShiftsWork: candidates.rotatingShiftsWork,
  },
  profileResumeSha256: resumes.sha256,
  vacancy: {
    id: vacancies.id,
    externalId: vacancies.externalId,
    title: vacancies.title,
    status: vacancies.status,
  },
  attached: sql<boolean>`exists (select 1 from candidate_vacancies cv where cv.candidate_id = ${candidates.id} and cv.vacancy_id = ${vacancies.id})`,
};

function applications(db: Queryable, actor: Actor, where: SQL | undefined) {
  return db
    .select(selection)
    .from(careersApplications)
    .innerJoin(candidates, eq(candidates.id, careersApplications.candidateId))
    .innerJoin(vacancies, eq(vacancies.id, careersApplications.vacancyId))
    .leftJoin(resumes, eq(resumes.candidateId, candidates.id))
    .where(and(applicationScope(actor), where));
}

/** One application by its external id (for staff; none for a VENDOR). */
export async function findApplication(db: Queryable, actor: Actor, externalId: string) {
  const [row] = await applications(db, actor, eq(careersApplications.externalId, externalId));
  return row ?? null;
}
export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;
export type CandidateProfile = ApplicationRow['candidate'];

/** A page of the applications matching `where`, newest first. */
export async function applicationPage(db: Queryable, actor: Actor, where: SQL, window: PageWindow) {
  return applications(db, actor, where)
    .orderBy(desc(careersApplications.createdAt), desc(careersApplications.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countApplications(db: Queryable, actor: Actor, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(careersApplications)
    .where(and(applicationScope(actor), where));
  return row?.n ?? 0;
}

/** The id of a candidate the actor may see, or null. */
export async function candidateIdOf(db: Queryable, actor: Actor, externalId: string) {
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(candidatesWhere(actor, eq(candidates.externalId, externalId)));
  return row?.id ?? null;
}

/** The id of a vacancy the actor may see, or null. */
export async function vacancyIdOf(db: Queryable, actor: Actor, externalId: string) {
  const [row] = await db
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(vacanciesWhere(actor, eq(vacancies.externalId, externalId)));
  return row?.id ?? null;
}

/**
 * Locks the candidate row until the transaction ends: a take-over waits for another one on the same
 * candidate (and for an attach or status change, which lock it too), then reads what that one wrote.
 */
export async function lockCandidate(db: Queryable, actor: Actor, candidateId: number): Promise<void> {
  await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(candidatesWhere(actor, eq(candidates.id, candidateId)))
    .for('update');
}

/** The resume on file of a candidate the actor may see: its key and content hash, or null. */
export async function candidateResume(db: Queryable, actor: Actor, candidateId: number) {
  const [row] = await db
    .select({ storageKey: resumes.storageKey, sha256: resumes.sha256, fileName: resumes.fileName })
    .from(resumes)
    .innerJoin(candidates, eq(candidates.id, resumes.candidateId))
    .where(candidatesWhere(actor, eq(resumes.candidateId, candidateId)));
  return row ?? null;
}

/**
 * Removes the candidate's resume row (its file is removed by the caller once the transaction commits).
 * @scope a write: the caller holds the candidate row, locked through lockCandidate.
 */
export async function deleteResumeRow(db: Queryable, candidateId: number): Promise<void> {
  await db.delete(resumes).where(eq(resumes.candidateId, candidateId));
}
