import { createHash } from 'node:crypto';
import { CANDIDATE_MESSAGES, stripControlCharacters } from '@talent-desk/shared';
import { fieldError } from '../validation-fields.js';
import { checkResume } from './resume-content.js';

/** The `resume` part as read from a multipart body (resume-parts). */
export type ResumeUpload = { fileName: string; bytes: Buffer; truncated: boolean };
/** A resume that passed every rule: its cleaned name and the content type its bytes proved. */
export type CheckedResume = ResumeUpload & { contentType: string };

/**
 * The one resume rule set (CAND-VAL-26/27) of every upload (candidate create, the careers site's
 * application): present, at most 10 MB, one of the six extensions with matching content. Anything
 * else is a 400 naming `resume`; nothing has been stored yet.
 */
export function checkResumeUpload(upload: ResumeUpload | undefined): CheckedResume {
  if (!upload) throw fieldError('resume', CANDIDATE_MESSAGES.resumeRequired);
  if (upload.truncated) throw fieldError('resume', CANDIDATE_MESSAGES.resumeTooLarge);
  const fileName = displayName(upload.fileName);
  const check = checkResume(fileName, upload.bytes);
  if (!check.ok) throw fieldError('resume', check.message);
  return { ...upload, fileName, contentType: check.contentType };
}

/**
 * The name without control characters (kept, cleaned: a name is the user's, not worth a refusal) and
 * without any client path (old browsers send one), at most 255 characters, extension kept.
 */
function displayName(fileName: string): string {
  const clean = stripControlCharacters(fileName);
  const base = clean.split(/[\\/]/).pop() ?? clean;
  return base.length <= 255 ? base : base.slice(0, 240) + base.slice(base.lastIndexOf('.'));
}

/** The resumes row of a checked file stored under `storageKey`. */
export function resumeRow(candidateId: number, storageKey: string, resume: CheckedResume) {
  return {
    candidateId,
    storageKey,
    fileName: resume.fileName,
    contentType: resume.contentType,
    sizeBytes: resume.bytes.length,
    sha256: createHash('sha256').update(resume.bytes).digest('hex'),
  };
}
