import { CANDIDATE_MESSAGES, MESSAGES } from '@talent-desk/shared';
import { isApiError } from '@/lib/http';

/**
 * Where the server's error lands: messages under the fields it names, and a toast only for what no
 * field shows (one clear message, never the same text twice).
 */
export type SaveFailure = { toast: string | null; fields: { name: string; message: string }[] };

/** A field path of a 400 as the form knows it: the multipart JSON part's prefix dropped. */
function formFieldName(path: string): string {
  return path.replace(/^candidate\./, '');
}

/**
 * CAND-FORM-19..21: 409 'Email already exists' / 'Phone number already exists' show the spec's text
 * under the field; a 400 marks each field it names; the gate's 409 and anything else is a toast
 * ('Something went wrong' unless the server's text is meant for the user). `shown` says which field
 * names the form can show a message under: a 400 naming any other gets the toast as well.
 */
export function saveFailure(error: unknown, shown: (name: string) => boolean): SaveFailure {
  if (!isApiError(error)) return { toast: MESSAGES.somethingWentWrong, fields: [] };
  // By the code, whatever the server's wording: the field shows the spec's text (translated as the form's own).
  if (error.code === 'EMAIL_EXISTS') {
    return { toast: null, fields: [{ name: 'email', message: CANDIDATE_MESSAGES.emailExists }] };
  }
  if (error.code === 'PHONE_EXISTS') {
    return { toast: null, fields: [{ name: 'phone', message: CANDIDATE_MESSAGES.phoneExists }] };
  }
  // The assessment gate's reason (CAND-STATUS-28): the 409 of an edit says why, so it is shown as sent.
  if (error.code === 'EDIT_LOCKED') return { toast: error.message, fields: [] };
  if (error.status !== 400) return { toast: MESSAGES.somethingWentWrong, fields: [] };
  const fields = error.fields
    .map((field) => ({ name: formFieldName(field.path), message: field.message }))
    .filter((field) => shown(field.name));
  const unshown = fields.length === 0 || fields.length < error.fields.length;
  return { toast: unshown ? MESSAGES.somethingWentWrong : null, fields };
}
