/**
 * The one application error (docs/architecture.md §3): the error handler turns it into
 * `{status, code, message}`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: readonly { path: string; message: string }[],
    /** Extra response headers, e.g. Retry-After on 429. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
