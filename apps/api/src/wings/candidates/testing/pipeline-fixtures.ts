import { and, eq } from 'drizzle-orm';
import type { AssignableCandidateStatus, CandidateSource } from '@talent-desk/shared';
import { candidates, candidateStatusHistory, candidateVacancies } from '../../../db/schema/index.js';
import type { TestApp } from '../../../test/test-app.js';
import {
  attachCandidate,
  insertCandidate,
  insertVacancy,
  type CandidateOverrides,
  type VacancyOverrides,
} from '../../../test/fixtures.js';

/** A candidate attached to one fresh vacancy at `status` (source DIRECT_SEARCH unless given). */
export async function candidateAt(
  t: TestApp,
  status: AssignableCandidateStatus,
  candidate: CandidateOverrides & { source?: CandidateSource } = {},
  vacancy: VacancyOverrides = {},
) {
  const c = await insertCandidate(t.db, candidate);
  const v = await insertVacancy(t.db, vacancy);
  const assignment = await attachCandidate(t.db, c.id, v.id, { status });
  return { candidate: c, vacancy: v, assignment };
}

export async function assignmentStatus(t: TestApp, candidateId: number, vacancyId: number) {
  const [row] = await t.db
    .select({ status: candidateVacancies.status })
    .from(candidateVacancies)
    .where(and(eq(candidateVacancies.candidateId, candidateId), eq(candidateVacancies.vacancyId, vacancyId)));
  return row?.status;
}

export async function candidateRow(t: TestApp, candidateId: number) {
  const [row] = await t.db.select().from(candidates).where(eq(candidates.id, candidateId));
  if (!row) throw new Error('candidate missing');
  return row;
}

export async function historyOf(t: TestApp, candidateId: number) {
  return t.db
    .select()
    .from(candidateStatusHistory)
    .where(eq(candidateStatusHistory.candidateId, candidateId))
    .orderBy(candidateStatusHistory.id);
}
