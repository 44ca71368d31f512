import type { Readable } from 'node:stream';
import { MESSAGES } from '@talent-desk/shared';
import { AppError } from '../../../errors.js';
import type { FileStorage } from '../../../integrations/files/file-storage.js';
import { FileNotFoundError } from '../../../integrations/files/file-storage.js';
import { recordAudit, type ActorAuditContext } from '../../../lib/audit.js';
import type { Queryable } from '../../../lib/queryable.js';
import { fieldError } from '../../../lib/validation-fields.js';
import { findResume } from './candidate-read.repo.js';
import { requireCandidate } from './candidate-read.service.js';

export type ResumeDownload = { fileName: string; contentType: string; size: number; body: Readable };

/**
 * A resume file handed out (downloaded or shown inline): one export.downloaded event about its candidate,
 * written once the file is open and before its first byte leaves.
 */
export async function recordResumeRead(
  db: Queryable,
  audit: ActorAuditContext,
  candidate: { id: number; externalId: string; fullName: string },
  file: { fileName: string; source: 'candidate' | 'careers application'; disposition: string },
): Promise<void> {
  await recordAudit(db, audit, {
    action: 'export.downloaded',
    target: { type: 'candidate', id: candidate.externalId, label: `${candidate.fullName}: resume` },
    candidateId: candidate.id,
    changes: [
      { field: 'file', old: null, new: file.fileName },
      { field: 'from', old: null, new: file.source },
      { field: 'disposition', old: null, new: file.disposition },
    ],
  });
}

/**
 * The stored resume of a candidate in the actor's scope; 404 when there is none, 400 for an inline view
 * of anything but a PDF (checked before the file is opened or the read recorded).
 */
export async function openResume(
  db: Queryable,
  files: FileStorage,
  audit: ActorAuditContext,
  externalId: string,
  disposition: 'attachment' | 'inline',
): Promise<ResumeDownload> {
  const candidate = await requireCandidate(db, audit.actor, externalId);
  const resume = await findResume(db, candidate.id);
  if (!resume) throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
  if (disposition === 'inline' && resume.contentType !== 'application/pdf')
    throw fieldError('disposition', 'Only a PDF resume can be shown inline');
  try {
    const body = await files.read(resume.storageKey);
    const { fileName } = resume;
    await recordResumeRead(db, audit, candidate, { fileName, source: 'candidate', disposition });
    return { fileName: resume.fileName, contentType: resume.contentType, size: resume.size, body };
  } catch (error) {
    if (error instanceof FileNotFoundError) throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
    throw error;
  }
}

/**
 * `attachment; filename="cv.pdf"; filename*=UTF-8''...`: an ASCII fallback with anything unsafe
 * replaced, and the exact name RFC 5987-encoded (quotes, CR/LF and non-ASCII can never break the header).
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^A-Za-z0-9._ -]/g, '_').slice(0, 150) || 'resume';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
