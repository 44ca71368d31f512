import { inArray, sql } from 'drizzle-orm';
import type { CandidateStatus } from '@talent-desk/shared';
import { candidates } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';

/**
 * @scope a write: recomputes the stored status of candidates the caller already holds (scoped lock).
 * The one rule for candidates.status: the status of the most recent assignment (latest attached, ties
 * by id), NOT_ASSIGNED when there is none. Status changes and attaching both call this in their
 * transaction, so the list's status filter and column never disagree with the assignments.
 */
export async function refreshCandidateStatus(q: Queryable, candidateIds: readonly number[]): Promise<void> {
  if (candidateIds.length === 0) return;
  // Explicit aliases: drizzle leaves columns unqualified in an update of one table.
  const latest = sql<CandidateStatus>`(
    select lcv.status from candidate_vacancies lcv
    where lcv.candidate_id = "candidates"."id"
    order by lcv.created_at desc, lcv.id desc
    limit 1
  )`;
  await q
    .update(candidates)
    .set({ status: sql`coalesce(${latest}, 'NOT_ASSIGNED')` })
    .where(inArray(candidates.id, [...candidateIds]));
}
