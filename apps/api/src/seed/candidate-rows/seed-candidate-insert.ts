import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  candidateLanguages,
  candidates,
  candidateSkills,
  candidateStatusHistory,
  candidateVacancies,
} from '../../db/schema/index.js';
import type { Tx } from '../types.js';
import type { AssignmentRow, CandidateBatch, CandidateRow, HistoryRow } from './seed-rows.js';
import { insertByUnnest, type UnnestColumn } from '../unnest-insert.js';

/**
 * Reserves `count` ids of a serial column and answers the first: the seed writes explicit ids so junction
 * rows need no RETURNING round trip. The sequence is moved past the range, so later inserts never clash.
 */
export async function reserveIds(tx: Db | Tx, table: string, count: number): Promise<number> {
  const result = await tx.execute<{ first: string }>(sql`
    SELECT setval(pg_get_serial_sequence(${table}, 'id'),
                  nextval(pg_get_serial_sequence(${table}, 'id')) + ${count}::bigint - 1) - ${count}::bigint + 1 AS first`);
  return Number(result.rows[0]?.first ?? 1);
}

const CANDIDATE_COLUMNS: UnnestColumn<CandidateRow>[] = [
  { column: candidates.id, type: 'int', value: (c) => c.id },
  { column: candidates.firstName, type: 'text', value: (c) => c.firstName },
  { column: candidates.middleName, type: 'text', value: (c) => c.middleName },
  { column: candidates.lastName, type: 'text', value: (c) => c.lastName },
  { column: candidates.fullName, type: 'text', value: (c) => c.fullName },
  { column: candidates.email, type: 'text', value: (c) => c.email },
  { column: candidates.phone, type: 'text', value: (c) => c.phone },
  { column: candidates.linkedinUrl, type: 'text', value: (c) => c.linkedinUrl },
  { column: candidates.country, type: 'text', value: (c) => c.country },
  { column: candidates.state, type: 'text', value: (c) => c.state },
  { column: candidates.city, type: 'text', value: (c) => c.city },
  { column: candidates.yearsOfExperience, type: 'text', value: (c) => c.yearsOfExperience },
  { column: candidates.educationalQualification, type: 'text', value: (c) => c.educationalQualification },
  { column: candidates.experience, type: 'text', value: (c) => c.experience },
  { column: candidates.comments, type: 'text', value: (c) => c.comments },
  { column: candidates.expectedRate, type: 'numeric', value: (c) => c.expectedRate },
  { column: candidates.noticePeriod, type: 'text', value: (c) => c.noticePeriod },
  { column: candidates.emailNotifications, type: 'boolean', value: (c) => c.emailNotifications },
  { column: candidates.eligibleToWorkInUs, type: 'boolean', value: (c) => c.eligibleToWorkInUs },
  {
    column: candidates.requireSponsorshipToWorkInUs,
    type: 'boolean',
    value: (c) => c.requireSponsorshipToWorkInUs,
  },
  { column: candidates.onSiteWork, type: 'boolean', value: (c) => c.onSiteWork },
  { column: candidates.fullTimeWork, type: 'boolean', value: (c) => c.fullTimeWork },
  { column: candidates.rotatingShiftsWork, type: 'boolean', value: (c) => c.rotatingShiftsWork },
  { column: candidates.source, type: 'candidate_source', value: (c) => c.source },
  { column: candidates.sourceName, type: 'text', value: (c) => c.sourceName },
  { column: candidates.vendorId, type: 'int', value: (c) => c.vendorId },
  { column: candidates.createdByUserId, type: 'int', value: (c) => c.createdByUserId },
  { column: candidates.status, type: 'candidate_status', value: (c) => c.status },
  { column: candidates.locationCompliance, type: 'boolean', value: (c) => c.locationCompliance },
  { column: candidates.preScreeningStatus, type: 'test_status', value: (c) => c.preScreeningStatus },
  { column: candidates.testStatus, type: 'test_status', value: (c) => c.testStatus },
  { column: candidates.assessmentStatus, type: 'assessment_status', value: (c) => c.assessmentStatus },
  { column: candidates.backgroundStatus, type: 'background_status', value: (c) => c.backgroundStatus },
  {
    column: candidates.backgroundStatusUpdatedAt,
    type: 'timestamptz',
    value: (c) => c.backgroundStatusUpdatedAt,
  },
  { column: candidates.gloCandidateId, type: 'text', value: (c) => c.gloCandidateId },
  { column: candidates.createdAt, type: 'timestamptz', value: (c) => c.createdAt },
  { column: candidates.updatedAt, type: 'timestamptz', value: (c) => c.updatedAt },
];

const ASSIGNMENT_COLUMNS: UnnestColumn<AssignmentRow>[] = [
  { column: candidateVacancies.id, type: 'int', value: (a) => a.id },
  { column: candidateVacancies.candidateId, type: 'int', value: (a) => a.candidateId },
  { column: candidateVacancies.vacancyId, type: 'int', value: (a) => a.vacancyId },
  { column: candidateVacancies.status, type: 'candidate_status', value: (a) => a.status },
  { column: candidateVacancies.gloAssignmentId, type: 'text', value: (a) => a.gloAssignmentId },
  { column: candidateVacancies.createdAt, type: 'timestamptz', value: (a) => a.createdAt },
  { column: candidateVacancies.updatedAt, type: 'timestamptz', value: (a) => a.updatedAt },
];

const HISTORY_COLUMNS: UnnestColumn<HistoryRow>[] = [
  { column: candidateStatusHistory.candidateId, type: 'int', value: (h) => h.candidateId },
  { column: candidateStatusHistory.vacancyId, type: 'int', value: (h) => h.vacancyId },
  { column: candidateStatusHistory.kind, type: 'status_history_kind', value: (h) => h.kind },
  { column: candidateStatusHistory.fromStatus, type: 'text', value: (h) => h.fromStatus },
  { column: candidateStatusHistory.toStatus, type: 'text', value: (h) => h.toStatus },
  { column: candidateStatusHistory.changedByUserId, type: 'int', value: (h) => h.changedByUserId },
  { column: candidateStatusHistory.changedAt, type: 'timestamptz', value: (h) => h.changedAt },
];

/** One batch of candidates and everything hanging off them, table by table through unnest. */
export async function insertCandidateBatch(tx: Db | Tx, batch: CandidateBatch): Promise<void> {
  await insertByUnnest(tx, candidates, CANDIDATE_COLUMNS, batch.candidates);
  await insertByUnnest(
    tx,
    candidateSkills,
    [
      { column: candidateSkills.candidateId, type: 'int', value: (s) => s.candidateId },
      { column: candidateSkills.skillId, type: 'int', value: (s) => s.skillId },
      { column: candidateSkills.primary, type: 'boolean', value: (s) => s.primary },
    ],
    batch.skills,
  );
  await insertByUnnest(
    tx,
    candidateLanguages,
    [
      { column: candidateLanguages.candidateId, type: 'int', value: (l) => l.candidateId },
      { column: candidateLanguages.languageId, type: 'int', value: (l) => l.languageId },
    ],
    batch.languages,
  );
  await insertByUnnest(tx, candidateVacancies, ASSIGNMENT_COLUMNS, batch.assignments);
  await insertByUnnest(tx, candidateStatusHistory, HISTORY_COLUMNS, batch.history);
}
