import {
  checkStatusChange,
  MESSAGES,
  type CandidateStatusItem,
  type CandidateStatusChangeBody,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import { recordAudit, type ActorAuditContext } from '../../../lib/audit.js';
import { refreshCandidateStatus } from './candidate-status.repo.js';
import {
  assignmentItem,
  insertHistory,
  lockAssignment,
  lockCandidateForStatus,
  setAssignmentStatus,
} from './status-change.repo.js';

export type StatusChangeInput = CandidateStatusChangeBody & {
  candidateExternalId: string;
  vacancyExternalId: string;
};

const notFound = () => new AppError(404, 'NOT_FOUND', MESSAGES.notFound);

/**
 * One step of a candidate's pipeline for one vacancy (CAND-STATUS-01..27). The candidate and the
 * assignment rows stay locked from the check to the commit, so two concurrent changes cannot both pass
 * the check against the same old status; an illegal step answers 409 and changes nothing.
 */
export async function changeCandidateStatus(
  db: Db,
  audit: ActorAuditContext,
  input: StatusChangeInput,
): Promise<CandidateStatusItem> {
  const { actor } = audit;
  return db.transaction(async (tx) => {
    const candidate = await lockCandidateForStatus(tx, actor, input.candidateExternalId);
    if (!candidate) throw notFound();
    const assignment = await lockAssignment(tx, actor, candidate.id, input.vacancyExternalId);
    if (!assignment) throw notFound();

    const check = checkStatusChange(candidate, assignment.status, input.status);
    if (!check.ok) throw new AppError(409, 'STATUS_CHANGE_NOT_ALLOWED', check.reason);

    await setAssignmentStatus(tx, assignment.id, input.status);
    await insertHistory(tx, [
      {
        candidateId: candidate.id,
        vacancyId: assignment.vacancyId,
        kind: 'VACANCY_STATUS',
        fromStatus: assignment.status,
        toStatus: input.status,
        changedByUserId: actor.userId,
      },
    ]);
    await refreshCandidateStatus(tx, [candidate.id]);
    const item = await assignmentItem(tx, assignment.id);
    if (!item) throw notFound();
    await recordAudit(tx, audit, {
      action: 'application.status_changed',
      target: { type: 'candidate', id: input.candidateExternalId },
      candidateId: candidate.id,
      changes: [
        { field: 'vacancy', old: null, new: input.vacancyExternalId },
        { field: 'status', old: assignment.status, new: input.status },
      ],
    });
    return item;
  });
}
