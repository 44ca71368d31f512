import { gloExportGate, MESSAGES, type GloExportBody, type GloExportResponse } from '@talent-desk/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { GloRConnector } from '../../integrations/glo-r/index.js';
import type { Actor } from '../../lib/actor.js';
import { lockExportRow, recordExport } from './glo-r.repo.js';

/**
 * Export of a shortlisted candidate to GLO-R for one vacancy (CAND-STATUS-31..35). The assignment row
 * stays locked while GLO-R answers, so the same assignment is never exported twice; what GLO-R
 * assigned is stored in the same transaction, and a failure of GLO-R leaves nothing behind.
 */
export async function exportToGloR(
  db: Db,
  gloR: GloRConnector,
  actor: Actor,
  body: GloExportBody,
): Promise<GloExportResponse> {
  return db.transaction(async (tx) => {
    const row = await lockExportRow(tx, actor, body.candidateExternalId, body.vacancyExternalId);
    if (!row) throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
    const gate = gloExportGate(row);
    if (!gate.ok) throw new AppError(409, 'GLO_EXPORT_NOT_ALLOWED', gate.reason);

    const result = await gloR.exportCandidate({
      candidate: row.candidate,
      vacancy: row.vacancy,
      assignment: { key: row.assignmentId },
    });
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
    return { items: result.items };
  });
}
