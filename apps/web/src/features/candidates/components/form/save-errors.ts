import { CANDIDATE_MESSAGES, MESSAGES } from '@talent-desk/shared';
import { isApiError } from '@/lib/http';

/** Where the server's error lands: a toast, and messages under the fields it names. */
export type SaveFailure = { toast: string; fields: { name: string; message: string }[] };

// The assessment gate's reasons (CAND-STATUS-28): the 409 of an edit says why, so it is shown as sent.
const GATE_REASONS = new Set<string>([
  CANDIDATE_MESSAGES.editLockedAllPending,
  CANDIDATE_MESSAGES.editLockedOffer,
]);

/** A field path of a 400 as the form knows it: the multipart JSON part's prefix dropped. */
function formFieldName(path: string): string {
  return path.replace(/^candidate\./, '');
}

/**
 * CAND-FORM-19..21: 409 'Email already exists' / 'Phone number already exists' get their toasts and
 * mark the field; a 400 marks each named field; everything else is 'Something went wrong'.
 */
export function saveFailure(error: unknown): SaveFailure {
  if (!isApiError(error)) return { toast: MESSAGES.somethingWentWrong, fields: [] };
  if (error.status === 409 && error.message === CANDIDATE_MESSAGES.emailExists) {
    return { toast: error.message, fields: [{ name: 'email', message: error.message }] };
  }
  if (error.status === 409 && error.message === CANDIDATE_MESSAGES.phoneExists) {
    return { toast: error.message, fields: [{ name: 'phone', message: error.message }] };
  }
  if (error.status === 409 && GATE_REASONS.has(error.message)) return { toast: error.message, fields: [] };
  const fields =
    error.status === 400
      ? error.fields.map((field) => ({ name: formFieldName(field.path), message: field.message }))
      : [];
  return { toast: MESSAGES.somethingWentWrong, fields };
}
