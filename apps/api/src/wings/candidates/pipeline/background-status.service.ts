import {
  BACKGROUND_STATUS_LABELS,
  bgcNotAllowedMessage,
  canUpdateBgc,
  isBgcUpdateAllowed,
  MESSAGES,
  parseBgcDate,
  type BackgroundStatusUpdateBody,
  type BackgroundStatusUpdateResponse,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import { oneOrMany, recordAudit, type ActorAuditContext } from '../../../lib/audit.js';
import { lockCandidatesForBgc, setBackgroundStatus } from './background-status.repo.js';
import { insertHistory } from './status-change.repo.js';

/**
 * Background-check update of one or several candidates with one date (BGC-08..17):
 * all or none. Every candidate must be visible (else 404), in the USA, location compliant, not final,
 * and allowed the target by the forward-only machine (its current status only moves the date);
 * otherwise 409 names the candidates that cannot move.
 */
export async function updateBackgroundStatus(
  db: Db,
  audit: ActorAuditContext,
  body: BackgroundStatusUpdateBody,
): Promise<BackgroundStatusUpdateResponse> {
  const { actor } = audit;
  // The body schema has checked the format and that it is not in the future.
  const date = parseBgcDate(body.backgroundStatusUpdateDate);
  if (!date) throw new AppError(400, 'VALIDATION', MESSAGES.mandatoryField);
  const target = body.backgroundStatus;

  return db.transaction(async (tx) => {
    const rows = await lockCandidatesForBgc(tx, actor, body.candidateExternalIds);
    if (rows.length !== body.candidateExternalIds.length)
      throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);

    const refused = rows.filter(
      (c) => !canUpdateBgc(c).ok || !isBgcUpdateAllowed(c.backgroundStatus, target),
    );
    if (refused.length > 0) {
      const message = bgcNotAllowedMessage(
        BACKGROUND_STATUS_LABELS[target],
        refused.map((c) => c.fullName),
      );
      throw new AppError(409, 'BACKGROUND_STATUS_NOT_ALLOWED', message);
    }

    const updated = await setBackgroundStatus(
      tx,
      rows.map((c) => c.id),
      target,
      date,
    );
    await insertHistory(
      tx,
      rows.map((c) => ({
        candidateId: c.id,
        kind: 'BACKGROUND_STATUS' as const,
        fromStatus: c.backgroundStatus,
        toStatus: target,
        changedByUserId: actor.userId,
      })),
    );
    await recordAudit(tx, audit, {
      action: 'candidate.background_changed',
      ...oneOrMany(
        'candidate',
        rows.map((c, i) => ({
          externalId: body.candidateExternalIds[i] ?? null,
          label: c.fullName,
          candidateId: c.id,
        })),
        'candidates',
      ),
      changes: [
        {
          field: 'backgroundStatus',
          old: [...new Set(rows.map((c) => c.backgroundStatus))].join(', ') || null,
          new: target,
        },
        { field: 'candidates', old: null, new: body.candidateExternalIds },
      ],
    });
    // Answer in the order asked.
    const byId = new Map(updated.map((u) => [u.externalId, u]));
    return body.candidateExternalIds.flatMap((externalId) => {
      const u = byId.get(externalId);
      if (!u) return [];
      const updatedAt = (u.backgroundStatusUpdatedAt ?? date).toISOString();
      return [{ externalId, backgroundStatus: u.backgroundStatus, backgroundStatusUpdatedAt: updatedAt }];
    });
  });
}
