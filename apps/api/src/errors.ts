import type { ApiErrorCode } from '@talent-desk/shared';

/**
 * The one application error (docs/architecture.md §3): the error handler turns it into
 * `{status, code, message}`. `code` is one of the shared vocabulary (`API_ERROR_CODES`).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: readonly { path: string; message: string }[],
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
