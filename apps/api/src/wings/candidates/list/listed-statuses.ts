import { listedAssignments, type CandidateStatus, type ListedStatus } from '@talent-desk/shared';
import type { AssignmentItem } from '../core/candidate-relations.repo.js';

const NOT_ASSIGNED: ListedStatus = {
  status: 'NOT_ASSIGNED',
  vacancyExternalId: null,
  vacancyTitle: null,
  gloVacancyId: null,
};

/** Most recently attached first: the order of refreshCandidateStatus (created_at, then id). */
function latestAttachedFirst(a: AssignmentItem, b: AssignmentItem): number {
  return b.attachedAt.getTime() - a.attachedAt.getTime() || b.assignmentId - a.assignmentId;
}

/**
 * A row's listedStatuses from the assignments already loaded for the page (no query of its own): those
 * the status filter matched, else the latest attached, each with its vacancy. Only assignments the
 * actor may see count, as in the filter (a VENDOR's matches only its own: docs/decisions.md).
 */
export function listedStatusesOf(
  assignments: readonly AssignmentItem[],
  statusFilter: readonly CandidateStatus[] | undefined,
): ListedStatus[] {
  const visible = assignments.filter((a) => a.visible).sort(latestAttachedFirst);
  const listed = listedAssignments(visible, statusFilter).map((a) => ({
    status: a.status,
    vacancyExternalId: a.vacancyExternalId,
    vacancyTitle: a.vacancyTitle ?? null,
    gloVacancyId: a.gloVacancyId,
  }));
  return listed.length > 0 ? listed : [NOT_ASSIGNED];
}
