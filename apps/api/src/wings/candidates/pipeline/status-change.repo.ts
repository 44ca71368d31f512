import { and, eq, sql } from 'drizzle-orm';
import { INDIA_GROUP_NAME, type CandidateStatusItem } from '@talent-desk/shared';
import {
  candidates,
  candidateStatusHistory,
  candidateVacancies,
  vacancies,
} from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { candidateScope, vacancyScope } from '../../../lib/scope.js';
import { assignmentItemColumns } from '../core/candidate-relations.repo.js';

/**
 * ENUM-22: a candidate is in the India group when any vacancy it is attached to belongs to it.
 * Written with explicit aliases: drizzle leaves columns unqualified in single-table queries. A scalar
 * subquery with LIMIT 1, not EXISTS: the planner turned EXISTS into a hashed subplan over every India
 * assignment (400,000 rows, 0.5 s for one page of a vacancy's pipeline); this is a few index probes
 * per row of the page.
 */
export const inIndiaGroupSql = sql<boolean>`coalesce((
  select true from candidate_vacancies icv
  join vacancies iv on iv.id = icv.vacancy_id
  join business_groups ibg on ibg.id = iv.business_group_id
  where icv.candidate_id = "candidates"."id" and ibg.name = ${INDIA_GROUP_NAME}
  limit 1
), false)`;

/** The candidate (scoped to the actor) with what the transition check needs, its row locked. */
export async function lockCandidateForStatus(q: Queryable, actor: Actor, externalId: string) {
  const [row] = await q
    .select({
      id: candidates.id,
      source: candidates.source,
      preScreeningStatus: candidates.preScreeningStatus,
      inIndiaGroup: inIndiaGroupSql,
    })
    .from(candidates)
    .where(and(eq(candidates.externalId, externalId), candidateScope(actor)))
    .for('update');
  return row;
}

/** The assignment of the candidate to the vacancy (vacancy scoped), its row locked. */
export async function lockAssignment(
  q: Queryable,
  actor: Actor,
  candidateId: number,
  vacancyExternalId: string,
) {
  const [row] = await q
    .select({ id: candidateVacancies.id, status: candidateVacancies.status, vacancyId: vacancies.id })
    .from(candidateVacancies)
    .innerJoin(vacancies, eq(vacancies.id, candidateVacancies.vacancyId))
    .where(
      and(
        eq(candidateVacancies.candidateId, candidateId),
        eq(vacancies.externalId, vacancyExternalId),
        vacancyScope(actor),
      ),
    )
    .for('update', { of: candidateVacancies });
  return row;
}

export async function setAssignmentStatus(
  q: Queryable,
  assignmentId: number,
  status: CandidateStatusItem['status'],
): Promise<void> {
  await q
    .update(candidateVacancies)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(candidateVacancies.id, assignmentId));
}

export type HistoryRow = typeof candidateStatusHistory.$inferInsert;

export async function insertHistory(q: Queryable, rows: HistoryRow[]): Promise<void> {
  if (rows.length > 0) await q.insert(candidateStatusHistory).values(rows);
}

/**
 * One assignment as the candidate's vacancies tab shows it (candidateStatusItemSchema).
 * @scope by id: callers pass the id of an assignment locked through lockAssignment (scoped).
 */
export async function assignmentItem(
  q: Queryable,
  assignmentId: number,
): Promise<CandidateStatusItem | undefined> {
  const [row] = await q
    .select(assignmentItemColumns)
    .from(candidateVacancies)
    .innerJoin(vacancies, eq(vacancies.id, candidateVacancies.vacancyId))
    .where(eq(candidateVacancies.id, assignmentId));
  return row && { ...row, updatedAt: row.updatedAt.toISOString() };
}
