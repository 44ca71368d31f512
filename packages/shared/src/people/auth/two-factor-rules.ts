// The zod-free part of two-factor sign-in (./two-factor.ts has the schemas): the web's first load (the
// sign-in page's code step, reading /me) uses these without zod.

/**
 * TOTP two-factor sign-in (issue 25, docs/decisions.md "Two-factor sign-in"): RFC 6238, 30-second
 * steps, 6 digits, SHA-1 (what every authenticator app reads from an otpauth:// URI).
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that a code may come from (a phone's clock a little off). */
export const TOTP_WINDOW_STEPS = 1;
/** The issuer an authenticator app shows beside the account. */
export const TOTP_ISSUER = 'Talent Desk';
/** Recovery codes handed out at enrolment (each works once), shown once, stored as digests. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code as shown: two groups of five lowercase letters and digits, `abcde-12345`. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{5}-[a-z0-9]{5}$/;

/**
 * Where a session stands with the second factor (`CurrentUser.secondFactor`):
 * - `done`: fully signed in (the code was given, or the account needs none);
 * - `code`: the password was right, the authenticator's code (or a recovery code) is still due;
 * - `enrol`: the password was right, and the role must use two-factor sign-in but has not set it up.
 * Until `done`, only /me, sign-out and the two-factor calls answer (403 SECOND_FACTOR_REQUIRED).
 */
export const SECOND_FACTOR_STATES = ['done', 'code', 'enrol'] as const;
export type SecondFactorState = (typeof SECOND_FACTOR_STATES)[number];

/** The 403 code of every other call while the second factor is due. */
export const SECOND_FACTOR_REQUIRED = 'SECOND_FACTOR_REQUIRED';

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter the 6-digit code from your authenticator app',
  codeFormat: 'Enter the 6 digits from your authenticator app, or a recovery code like abcde-12345',
  codeWrong: 'That code is not right, or it was already used. Wait for the next code and try again',
  secondFactorRequired: 'Finish signing in with your authenticator app first',
  notEnabled: 'Two-factor sign-in is not set up for this account',
  alreadyEnabled: 'Two-factor sign-in is already set up: turn it off first, or set it up again',
  noPendingSetup: 'Start the set-up again: scan the new QR code, then enter its code',
  requiredForRole: 'Two-factor sign-in is required for your role, so it cannot be turned off',
  passwordWrong: 'The password is not right',
  enabled: 'Two-factor sign-in is on',
  disabled: 'Two-factor sign-in is off',
  reset: 'Two-factor sign-in was reset: the user sets it up again at their next sign-in',
} as const;

/** Whether a normalised code is a recovery code rather than an authenticator's. */
export function isRecoveryCode(code: string): boolean {
  return RECOVERY_CODE_PATTERN.test(code);
}
