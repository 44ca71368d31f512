/**
 * Password-guessing throttle (ASVS 6.3.1, docs/decisions.md "Throttling"), for sign-in and change
 * password alike. A client is one account seen from one IP address: it is slowed down by its own
 * failures, so a stranger's failures never lock an owner out.
 */

/** Failures of one client that cost nothing; from this one on, the next attempt has to wait. */
export const LOGIN_FREE_FAILURES_PER_CLIENT = 5;
/** The wait after the LOGIN_FREE_FAILURES_PER_CLIENT-th failure; it doubles with each further failure. */
export const LOGIN_FIRST_DELAY_MS = 30_000;
/** The longest wait between two attempts of one client. */
export const LOGIN_MAX_DELAY_MS = 15 * 60_000;
/** A client's failures are forgotten this long after its first one (or at once on a success). */
export const LOGIN_CLIENT_MEMORY_MS = 24 * 60 * 60_000;

/** The window of the per-IP and per-account counters, from the first failure. */
export const LOGIN_THROTTLE_WINDOW_MS = 15 * 60_000;
/** Failures from one IP address within the window before every attempt from it answers 429. */
export const LOGIN_MAX_FAILURES_PER_IP = 100;
/**
 * Failures on one account from all IPs within the window (distributed guessing) after which a client
 * that has itself failed on the account waits for the window to end; clients that have not failed pass.
 */
export const LOGIN_ACCOUNT_CEILING = 20;

/** Wrong current passwords of one user within the window after which change password ends the session. */
export const PASSWORD_CHANGE_MAX_FAILURES = 5;
/** The 401 code of change password when a wrong current password also ended the session. */
export const PASSWORD_CHANGE_SIGNED_OUT = 'SIGNED_OUT';
