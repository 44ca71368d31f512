import type { ApiErrorCode } from './error-codes.js';

/**
 * One invalid field: its path, the message, and where the message is one of a closed set, its stable
 * key (`code`), which the web translates rather than recognising the English text.
 */
export type ApiFieldError = { path: string; message: string; code?: string };

/** The one error body of the API (ERR-01: ours). `fields` names each invalid field for validation errors. */
export type ApiErrorBody = {
  status: number;
  code: string;
  message: string;
  fields?: ApiFieldError[];
  requestId?: string;
};

/** The body as the API sends it: its code is one of the vocabulary (what the web reads may be newer). */
export type SentApiErrorBody = ApiErrorBody & { code: ApiErrorCode };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFieldError(value: unknown): value is ApiFieldError {
  return (
    isRecord(value) &&
    typeof value.path === 'string' &&
    typeof value.message === 'string' &&
    (value.code === undefined || typeof value.code === 'string')
  );
}

/**
 * Reads a failed response's body as ours, or null. Plain checks rather than `apiErrorSchema` (which
 * accepts the same bodies, see its test): the web's first load parses errors without zod. A code
 * outside the vocabulary (a newer server, a proxy) is still read, so its message and fields are kept;
 * the web shows its generic message for it (`isApiErrorCode`).
 */
export function readApiErrorBody(body: unknown): ApiErrorBody | null {
  if (!isRecord(body)) return null;
  const { status, code, message, fields, requestId } = body;
  if (typeof status !== 'number' || !Number.isInteger(status)) return null;
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  if (fields !== undefined && !(Array.isArray(fields) && fields.every(isFieldError))) return null;
  if (requestId !== undefined && typeof requestId !== 'string') return null;
  return {
    status,
    code,
    message,
    ...(fields === undefined
      ? {}
      : {
          fields: fields.map(({ path, message: text, code: key }) =>
            key === undefined ? { path, message: text } : { path, message: text, code: key },
          ),
        }),
    ...(requestId === undefined ? {} : { requestId }),
  };
}
