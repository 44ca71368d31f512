import { buffer } from 'node:stream/consumers';
import { CAREERS_APPLICATION_MESSAGES, type CareersApplication } from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import { FileNotFoundError, type FileStorage } from '../../../integrations/files/file-storage.js';
import { recordAudit, type ActorAuditContext } from '../../../lib/audit.js';
import { withStoredFile } from '../../../lib/resume/stored-file.js';
import { candidateAssignments, editGate, requireCandidate } from '../core/candidate-read.service.js';
import { insertResumeRow } from '../core/candidate-write.repo.js';
import { candidateResume, deleteResumeRow, lockCandidate } from './careers-application.repo.js';
import { readApplication, requireApplication } from './careers-application-read.service.js';

export type ResumeTakeOverDeps = {
  db: Db;
  files: FileStorage;
  /** A replaced resume's file that could not be removed after the commit (logged: an orphan, no harm). */
  onOrphan: (storageKey: string, error: unknown) => void;
};

/** The bytes of a stored file; a file that is gone is a 404 that says so. */
export async function readStoredFile(files: FileStorage, storageKey: string): Promise<Buffer> {
  try {
    return await buffer(await files.read(storageKey));
  } catch (error) {
    if (error instanceof FileNotFoundError)
      throw new AppError(404, 'NOT_FOUND', CAREERS_APPLICATION_MESSAGES.resumeMissing);
    throw error;
  }
}

/**
 * POST /api/careers-applications/{id}/take-over-resume: the application's resume becomes the
 * candidate's, replacing the one on file. The candidate gets a copy under a key of its own (the
 * application keeps its file: removing either never breaks the other); the row is replaced in one
 * transaction with the candidate locked and its edit gate held (409 EDIT_LOCKED), and the old file is
 * removed once that has committed. The same file already on file changes nothing.
 */
export async function takeOverResume(
  { db, files, onOrphan }: ResumeTakeOverDeps,
  audit: ActorAuditContext,
  applicationExternalId: string,
): Promise<CareersApplication> {
  const { actor } = audit;
  const application = await requireApplication(db, actor, applicationExternalId);
  const { resume } = application;
  const bytes = await readStoredFile(files, resume.storageKey);
  const replaced = await withStoredFile(files, bytes, async (storageKey) => {
    const outcome = await db.transaction(async (tx) => {
      await lockCandidate(tx, actor, application.candidate.id);
      const row = await requireCandidate(tx, actor, application.candidate.externalId);
      const gate = editGate(row, await candidateAssignments(tx, actor, row.id));
      if (!gate.ok) throw new AppError(409, 'EDIT_LOCKED', gate.reason);
      const current = await candidateResume(tx, actor, row.id);
      // One event per call, also when the same file is already on file (then naming no change).
      const same = current?.sha256 === resume.sha256;
      await recordAudit(tx, audit, {
        action: 'candidate.updated',
        target: { type: 'candidate', id: row.externalId, label: row.fullName },
        candidateId: row.id,
        changes: same ? [] : [{ field: 'resume', old: current?.fileName ?? null, new: resume.fileName }],
      });
      if (same) return { changed: false, oldKey: null };
      if (current) await deleteResumeRow(tx, row.id);
      await insertResumeRow(tx, {
        candidateId: row.id,
        storageKey,
        fileName: resume.fileName,
        contentType: resume.contentType,
        sizeBytes: resume.sizeBytes,
        sha256: resume.sha256,
      });
      return { changed: true, oldKey: current?.storageKey ?? null };
    });
    return { value: outcome.oldKey, kept: outcome.changed };
  });
  if (replaced) await files.remove(replaced).catch((error: unknown) => onOrphan(replaced, error));
  return readApplication(db, actor, applicationExternalId);
}
