import { alreadyAttachedMessage, MESSAGES, type AssignCandidatesBody } from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import { oneOrMany, recordAudit, type ActorAuditContext } from '../../../lib/audit.js';
import { existingPairs, insertAssignments, lockScopedCandidates, scopedVacancies } from './assign.repo.js';
import { refreshCandidateStatus } from './candidate-status.repo.js';
import { insertHistory } from './status-change.repo.js';

/**
 * Attaches every candidate to every vacancy as Pending, all or nothing. Anything the actor cannot see
 * is one plain 404 (a VENDOR learns nothing about other vendors' objects); a pair that already exists
 * answers 409 naming the candidates, and nothing is inserted. The candidate rows are locked first, so
 * a concurrent attach of the same candidate waits and then sees the pair (the unique key is the backstop).
 */
export async function assignCandidates(
  db: Db,
  audit: ActorAuditContext,
  body: AssignCandidatesBody,
): Promise<{ attached: number }> {
  const { actor } = audit;
  return db.transaction(async (tx) => {
    const found = await lockScopedCandidates(tx, actor, body.candidateExternalIds);
    const targets = await scopedVacancies(tx, actor, body.vacancyExternalIds);
    if (
      found.length !== body.candidateExternalIds.length ||
      targets.length !== body.vacancyExternalIds.length
    ) {
      throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
    }
    const candidateIds = found.map((c) => c.id);
    const vacancyIds = targets.map((v) => v.id);

    const existing = await existingPairs(tx, candidateIds, vacancyIds);
    if (existing.length > 0) {
      const attachedIds = new Set(existing.map((pair) => pair.candidateId));
      const names = found.filter((c) => attachedIds.has(c.id)).map((c) => c.fullName);
      throw new AppError(409, 'ALREADY_ATTACHED', alreadyAttachedMessage(existing.length, names));
    }

    const pairs = candidateIds.flatMap((candidateId) =>
      vacancyIds.map((vacancyId) => ({ candidateId, vacancyId })),
    );
    await insertAssignments(tx, pairs);
    await insertHistory(
      tx,
      pairs.map((pair) => ({
        ...pair,
        kind: 'VACANCY_STATUS' as const,
        fromStatus: null,
        toStatus: 'PENDING',
        changedByUserId: actor.userId,
      })),
    );
    await refreshCandidateStatus(tx, candidateIds);
    await recordAudit(tx, audit, {
      action: 'candidate.assigned',
      ...oneOrMany(
        'candidate',
        found.map((c, i) => ({
          externalId: body.candidateExternalIds[i] ?? null,
          label: c.fullName,
          candidateId: c.id,
        })),
        'candidates',
      ),
      changes: [
        { field: 'candidates', old: null, new: body.candidateExternalIds },
        { field: 'vacancies', old: null, new: body.vacancyExternalIds },
      ],
    });
    return { attached: pairs.length };
  });
}
