/** The longest error text kept on a message (SMTP answers can be long multi-line texts). */
const MAX_ERROR_LENGTH = 1000;

/**
 * Codes nodemailer gives when our side is wrong (credentials, settings) rather than the message: even
 * when the server answered 5xx (535 bad credentials), a corrected setting lets a retry succeed.
 */
const CONFIGURATION_CODES = new Set(['EAUTH', 'ENOAUTH', 'EOAUTH2', 'ECONFIG', 'ETLS', 'EREQUIRETLS']);

function field(error: unknown, name: string): unknown {
  return typeof error === 'object' && error !== null && name in error
    ? (error as Record<string, unknown>)[name]
    : undefined;
}

export type SmtpFailure = { permanent: boolean; error: string };

/**
 * Reads a nodemailer failure. RFC 5321: a 5xx reply is permanent (the same message will be refused
 * again), a 4xx reply transient; no reply at all (refused connection, timeout, dropped socket) is
 * transient too.
 */
export function smtpFailure(error: unknown): SmtpFailure {
  const responseCode = field(error, 'responseCode');
  const response = field(error, 'response');
  const code = field(error, 'code');
  const message = error instanceof Error ? error.message : String(error);
  const permanent =
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    !(typeof code === 'string' && CONFIGURATION_CODES.has(code));
  const text =
    typeof responseCode === 'number' && typeof response === 'string' ? response : message || 'unknown error';
  return { permanent, error: text.slice(0, MAX_ERROR_LENGTH) };
}
