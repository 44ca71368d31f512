import type { Readable } from 'node:stream';
import { MESSAGES } from '@talent-desk/shared';
import { AppError } from '../../../errors.js';
import type { FileStorage } from '../../../integrations/files/file-storage.js';
import { FileNotFoundError } from '../../../integrations/files/file-storage.js';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { findResume } from './candidate-read.repo.js';
import { requireCandidate } from './candidate-read.service.js';

export type ResumeDownload = { fileName: string; contentType: string; size: number; body: Readable };

/** The stored resume of a candidate in the actor's scope; 404 when there is none. */
export async function openResume(
  db: Queryable,
  files: FileStorage,
  actor: Actor,
  externalId: string,
): Promise<ResumeDownload> {
  const candidate = await requireCandidate(db, actor, externalId);
  const resume = await findResume(db, candidate.id);
  if (!resume) throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
  try {
    const body = await files.read(resume.storageKey);
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
