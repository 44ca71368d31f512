import type { CandidateHistoryItem } from '@talent-desk/shared';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { candidateHistory } from './candidate-read.repo.js';
import { requireCandidate } from './candidate-read.service.js';

/** GET /api/candidates/{id}/history: status changes, newest first, in the actor's scope. */
export async function readHistory(
  db: Queryable,
  actor: Actor,
  externalId: string,
): Promise<CandidateHistoryItem[]> {
  const candidate = await requireCandidate(db, actor, externalId);
  const rows = await candidateHistory(db, actor, candidate.id);
  return rows.map((r) => ({
    kind: r.kind,
    vacancyExternalId: r.vacancyExternalId,
    vacancyTitle: r.vacancyTitle,
    fromStatus: r.fromStatus,
    toStatus: r.toStatus,
    changedBy:
      r.userExternalId && r.userFullName ? { externalId: r.userExternalId, fullName: r.userFullName } : null,
    changedAt: r.changedAt.toISOString(),
  }));
}
