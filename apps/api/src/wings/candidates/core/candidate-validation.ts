import {
  CANDIDATE_MESSAGES,
  candidateFormSchema,
  type CandidateFormValues,
  type Role,
} from '@talent-desk/shared';
import { AppError } from '../../../errors.js';
import { fieldError, validationError, zodIssueFields } from '../../../lib/validation-fields.js';
import { parseJsonPart } from '../../../lib/resume/resume-parts.js';

export { fieldError, validationError } from '../../../lib/validation-fields.js';

/** The candidate form rules for the acting role (CAND-VAL-*): the same schema the web form uses. */
export function parseCandidateForm(body: unknown, actorRole: Role, root = 'candidate'): CandidateFormValues {
  const result = candidateFormSchema({ actorRole }).safeParse(body);
  if (!result.success) throw validationError(zodIssueFields(result.error.issues, root));
  return result.data;
}

/** The `candidate` part of a create: JSON text of the form (or already parsed, sent as application/json). */
export const parseCandidateJson = (part: unknown): unknown => parseJsonPart(part, 'candidate');

export const unknownLanguage = () => fieldError('languageExternalIds', CANDIDATE_MESSAGES.languageUnknown);
export const unknownSkill = () => fieldError('skillsExternalIds', CANDIDATE_MESSAGES.skillUnknown);

/** Postgres unique violations on the candidate's email or phone, as the spec's 409s (a lost race). */
export function duplicateConflict(error: unknown): AppError | null {
  const pgError = findPgError(error);
  if (pgError?.code !== '23505') return null;
  if (pgError.constraint === 'candidates_email_lower_unique') return emailConflict();
  if (pgError.constraint === 'candidates_phone_unique') return phoneConflict();
  return null;
}

export const emailConflict = () => new AppError(409, 'EMAIL_EXISTS', CANDIDATE_MESSAGES.emailExists);
export const phoneConflict = () => new AppError(409, 'PHONE_EXISTS', CANDIDATE_MESSAGES.phoneExists);

type PgError = { code?: unknown; constraint?: unknown };

/** drizzle wraps driver errors (DrizzleQueryError.cause): look through the cause chain. */
function findPgError(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as PgError & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}
