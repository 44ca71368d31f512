import type { CandidateStatus } from '../enums/candidate-status.js';

/**
 * The assignments whose status the candidate list's Status column shows (docs/decisions.md,
 * Candidates): with a status filter, every assignment the filter matched (it matches a candidate by
 * any of its assignments); without one, the latest attached, whose status is candidates.status. None
 * means the column shows Not Assigned. `latestFirst`: the assignments the actor may see, the most
 * recently attached first.
 */
export function listedAssignments<A extends { status: CandidateStatus }>(
  latestFirst: readonly A[],
  statusFilter: readonly CandidateStatus[] | undefined,
): A[] {
  if (statusFilter && statusFilter.length > 0) {
    return latestFirst.filter((assignment) => statusFilter.includes(assignment.status));
  }
  return latestFirst.slice(0, 1);
}
