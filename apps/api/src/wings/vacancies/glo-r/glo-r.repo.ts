import { and, eq, sql } from 'drizzle-orm';
import { candidates, candidateVacancies, gloExports, vacancies } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { candidateScope, vacancyScope } from '../../../lib/scope.js';

/** The assignment to export with its candidate and vacancy (both scoped), the assignment row locked. */
export async function lockExportRow(
  q: Queryable,
  actor: Actor,
  candidateExternalId: string,
  vacancyExternalId: string,
) {
  const [row] = await q
    .select({
      assignmentId: candidateVacancies.id,
      status: candidateVacancies.status,
      gloAssignmentId: candidateVacancies.gloAssignmentId,
      claimedAt: candidateVacancies.gloExportClaimedAt,
      publishToExternalApp: vacancies.publishToExternalApp,
      vacancy: {
        externalId: vacancies.externalId,
        gloVacancyId: vacancies.gloVacancyId,
        title: vacancies.title,
      },
      candidate: {
        key: candidates.id,
        externalId: candidates.externalId,
        gloCandidateId: candidates.gloCandidateId,
        firstName: candidates.firstName,
        middleName: candidates.middleName,
        lastName: candidates.lastName,
        fullName: candidates.fullName,
        email: candidates.email,
        phone: candidates.phone,
        linkedinUrl: candidates.linkedinUrl,
        country: candidates.country,
        state: candidates.state,
        city: candidates.city,
      },
    })
    .from(candidateVacancies)
    .innerJoin(candidates, eq(candidates.id, candidateVacancies.candidateId))
    .innerJoin(vacancies, eq(vacancies.id, candidateVacancies.vacancyId))
    .where(
      and(
        eq(candidates.externalId, candidateExternalId),
        eq(vacancies.externalId, vacancyExternalId),
        candidateScope(actor),
        vacancyScope(actor),
      ),
    )
    .for('update', { of: candidateVacancies });
  return row;
}

/** Marks (or, with `null`, unmarks) an assignment whose export is in flight. */
export async function setExportClaim(q: Queryable, assignmentId: number, at: Date | null): Promise<void> {
  await q
    .update(candidateVacancies)
    .set({ gloExportClaimedAt: at })
    .where(eq(candidateVacancies.id, assignmentId));
}

export type ExportRecord = {
  candidateId: number;
  assignmentId: number;
  connector: string;
  gloCandidateId: string;
  gloAssignmentId: string;
  exportedByUserId: number;
};

/** Stores GLO-R's ids (a candidate keeps an id it already has) and the export itself. */
export async function recordExport(q: Queryable, record: ExportRecord): Promise<void> {
  await q
    .update(candidateVacancies)
    .set({ gloAssignmentId: record.gloAssignmentId, updatedAt: sql`now()` })
    .where(eq(candidateVacancies.id, record.assignmentId));
  await q
    .update(candidates)
    .set({ gloCandidateId: sql`coalesce(${candidates.gloCandidateId}, ${record.gloCandidateId})` })
    .where(eq(candidates.id, record.candidateId));
  await q.insert(gloExports).values({
    candidateVacancyId: record.assignmentId,
    connector: record.connector,
    gloCandidateId: record.gloCandidateId,
    gloAssignmentId: record.gloAssignmentId,
    exportedByUserId: record.exportedByUserId,
  });
}
