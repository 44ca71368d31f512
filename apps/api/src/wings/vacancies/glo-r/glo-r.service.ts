import { gloExportGate, MESSAGES, type GloExportBody, type GloExportResponse } from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { GloRConnector } from '../../../integrations/glo-r/index.js';
import { recordAudit, type ActorAuditContext } from '../../../lib/audit.js';
import { lockExportRow, recordExport, setExportClaim } from './glo-r.repo.js';

/**
 * How long a claim keeps a second export of the same assignment out. Longer than the HTTP connector's
 * timeout (10 s), so only the claim of a process that died mid-call ever expires.
 */
export const GLO_EXPORT_CLAIM_MS = 60_000;

export const GLO_EXPORT_IN_PROGRESS = 'An export of this candidate to GLO-R is already in progress.';

/**
 * Export of a shortlisted candidate to GLO-R for one vacancy (CAND-STATUS-31..35), in three steps so that
 * no transaction is open while GLO-R answers (the embedded database has one connection for everyone):
 * 1. a short transaction checks the gate on the locked assignment and claims it (a second export of the
 *    same assignment meanwhile is 409);
 * 2. the call to GLO-R, holding nothing;
 * 3. a short transaction stores what GLO-R assigned and releases the claim; a failure of GLO-R only
 *    releases it, leaving nothing behind.
 */
export async function exportToGloR(
  db: Db,
  gloR: GloRConnector,
  audit: ActorAuditContext,
  body: GloExportBody,
  now: () => Date = () => new Date(),
): Promise<GloExportResponse> {
  const { actor } = audit;
  const row = await db.transaction(async (tx) => {
    const locked = await lockExportRow(tx, actor, body.candidateExternalId, body.vacancyExternalId);
    if (!locked) throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
    const gate = gloExportGate(locked);
    if (!gate.ok) throw new AppError(409, 'GLO_EXPORT_NOT_ALLOWED', gate.reason);
    const claimedAt = now();
    if (locked.claimedAt && claimedAt.getTime() - locked.claimedAt.getTime() < GLO_EXPORT_CLAIM_MS) {
      throw new AppError(409, 'GLO_EXPORT_IN_PROGRESS', GLO_EXPORT_IN_PROGRESS);
    }
    await setExportClaim(tx, locked.assignmentId, claimedAt);
    return locked;
  });

  try {
    const result = await gloR.exportCandidate({
      candidate: row.candidate,
      vacancy: row.vacancy,
      assignment: { key: row.assignmentId },
    });
    await db.transaction(async (tx) => {
      if (result.gloCandidateId && result.gloAssignmentId) {
        await recordExport(tx, {
          candidateId: row.candidate.key,
          assignmentId: row.assignmentId,
          connector: gloR.name,
          gloCandidateId: result.gloCandidateId,
          gloAssignmentId: result.gloAssignmentId,
          exportedByUserId: actor.userId,
        });
      }
      await setExportClaim(tx, row.assignmentId, null);
      // The candidate's data left for GLO-R: recorded once GLO-R took it, with what it holds it as.
      await recordAudit(tx, audit, {
        action: 'export.downloaded',
        target: {
          type: 'candidate',
          id: body.candidateExternalId,
          label: `${row.candidate.fullName} to GLO-R`,
        },
        candidateId: row.candidate.key,
        changes: [
          { field: 'destination', old: null, new: 'GLO-R' },
          { field: 'vacancy', old: null, new: body.vacancyExternalId },
          { field: 'gloCandidateId', old: null, new: result.gloCandidateId ?? null },
        ],
      });
    });
    return { items: result.items };
  } catch (error) {
    await setExportClaim(db, row.assignmentId, null);
    throw error;
  }
}
