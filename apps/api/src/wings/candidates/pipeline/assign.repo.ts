import { and, asc, inArray } from 'drizzle-orm';
import { candidates, candidateVacancies, vacancies } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { candidateScope, vacancyScope } from '../../../lib/scope.js';

/** The candidates among `externalIds` the actor may see, rows locked in id order (no deadlock). */
export async function lockScopedCandidates(q: Queryable, actor: Actor, externalIds: readonly string[]) {
  return q
    .select({ id: candidates.id, externalId: candidates.externalId, fullName: candidates.fullName })
    .from(candidates)
    .where(and(inArray(candidates.externalId, [...externalIds]), candidateScope(actor)))
    .orderBy(asc(candidates.id))
    .for('update');
}

/** The vacancies among `externalIds` the actor may see. */
export async function scopedVacancies(q: Queryable, actor: Actor, externalIds: readonly string[]) {
  return q
    .select({ id: vacancies.id })
    .from(vacancies)
    .where(and(inArray(vacancies.externalId, [...externalIds]), vacancyScope(actor)));
}

/**
 * Pairs among these candidates and vacancies that already exist.
 * @scope by ids: callers pass ids read through lockScopedCandidates and scopedVacancies.
 */
export async function existingPairs(q: Queryable, candidateIds: number[], vacancyIds: number[]) {
  return q
    .select({ candidateId: candidateVacancies.candidateId, vacancyId: candidateVacancies.vacancyId })
    .from(candidateVacancies)
    .where(
      and(
        inArray(candidateVacancies.candidateId, candidateIds),
        inArray(candidateVacancies.vacancyId, vacancyIds),
      ),
    );
}

export async function insertAssignments(
  q: Queryable,
  pairs: { candidateId: number; vacancyId: number }[],
): Promise<void> {
  await q.insert(candidateVacancies).values(pairs.map((pair) => ({ ...pair, status: 'PENDING' as const })));
}
