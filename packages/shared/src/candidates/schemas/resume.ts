import { RESUME_MAX_BYTES, resumeExtension } from '../enums/resume-file.js';
import { CANDIDATE_MESSAGES } from '../messages-candidates.js';

export type ResumeFileInfo = { name: string; size: number };

/**
 * The resume rules both sides can check before the bytes (CAND-VAL-26, CAND-VAL-27):
 * required on create, one of six extensions, at most 10 MB. The API also checks the content.
 */
export function resumeIssue(file: ResumeFileInfo | null | undefined): string | null {
  if (!file) return CANDIDATE_MESSAGES.resumeRequired;
  if (!resumeExtension(file.name)) return CANDIDATE_MESSAGES.resumeType;
  if (file.size > RESUME_MAX_BYTES) return CANDIDATE_MESSAGES.resumeTooLarge;
  if (file.size === 0) return CANDIDATE_MESSAGES.resumeRequired;
  return null;
}
