/**
 * The closed vocabulary of the `code` every API error body carries (ERR-01; docs/architecture.md §3,
 * Errors). The web branches on these codes and maps each to a translated message, never on the text.
 * A new kind of failure adds its code here, its message to the web's `en-errors.ts`, and nothing else:
 * the API's `AppError` and the error body's schema accept only these.
 */
export const API_ERROR_CODES = [
  // Input (400) and the request itself (408, 413, 414, 415, 431).
  'VALIDATION',
  'MALFORMED_BODY',
  'BAD_REQUEST',
  'BAD_URL',
  'INVALID_CHARACTERS',
  'EXPORT_TOO_LARGE',
  'VACANCY_NOT_OPEN',
  'PASSWORD_POLICY',
  'TIMEOUT',
  'BODY_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'HEADERS_TOO_LARGE',
  // Sign-in and access (401, 403).
  'UNAUTHENTICATED',
  'INVALID_CREDENTIALS',
  'CURRENT_PASSWORD_WRONG',
  'SIGNED_OUT',
  'FORBIDDEN',
  'CROSS_ORIGIN',
  'PASSWORD_CHANGE_REQUIRED',
  // Two-factor sign-in (issue 25): the code is still due (403), or the code given is wrong or used (401).
  'SECOND_FACTOR_REQUIRED',
  'SECOND_FACTOR_WRONG',
  'USER_INACTIVE',
  'VENDOR_INACTIVE',
  // Not found or gone (404, 410): another VENDOR's object is NOT_FOUND too.
  'NOT_FOUND',
  'PASSWORD_LINK_INVALID',
  'GLO_R_VACANCY_NOT_FOUND',
  'GLO_R_PROJECT_NOT_FOUND',
  'LINK_EXPIRED',
  // Taken values (409): the body's `fields` names the field when there is one.
  'CONFLICT',
  'EMAIL_EXISTS',
  'PHONE_EXISTS',
  'USER_EMAIL_EXISTS',
  'VENDOR_NAME_EXISTS',
  'AUDIENCE_NAME_EXISTS',
  'CAMPAIGN_NAME_EXISTS',
  'EMAIL_TEMPLATE_TITLE_EXISTS',
  'SURVEY_TEMPLATE_TITLE_EXISTS',
  'DUPLICATE_GLO_ID',
  'ALREADY_ATTACHED',
  'ALREADY_SUBMITTED',
  // A rule or the row's state refuses the change (406, 409).
  'UNKNOWN_VARIABLES',
  'EDIT_LOCKED',
  'STATUS_CHANGE_NOT_ALLOWED',
  'BACKGROUND_STATUS_NOT_ALLOWED',
  'GLO_EXPORT_NOT_ALLOWED',
  'GLO_EXPORT_IN_PROGRESS',
  'CAMPAIGN_WRONG_STATUS',
  'CAMPAIGN_CLOSED',
  'FIXED',
  'IN_USE',
  'OWN_ROLE',
  'OWN_STATUS',
  'PASSWORD_ALREADY_SET',
  // Two-factor set-up confirmed without a set-up started (400).
  'NO_PENDING_SETUP',
  // Limits (429, with Retry-After).
  'TOO_MANY_ATTEMPTS',
  'TOO_MANY_RESET_REQUESTS',
  'TOO_MANY_APPLICATIONS',
  'CAREERS_SITE_BUSY',
  // The server or GLO-R failed (500, 502); CONTRACT_VIOLATION only in tests (contract/response-check.ts).
  'INTERNAL',
  'CONTRACT_VIOLATION',
  'GLO_R_UNREACHABLE',
  'GLO_R_BAD_RESPONSE',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

const KNOWN: ReadonlySet<string> = new Set(API_ERROR_CODES);

/** True for a code of the vocabulary (the web meets others of its own: NETWORK, INVALID_RESPONSE, HTTP_n). */
export function isApiErrorCode(code: string): code is ApiErrorCode {
  return KNOWN.has(code);
}
