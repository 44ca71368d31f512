/** Sign-in throttling (issue 2 §3): failures counted per account and per IP in a fixed window. */
export const LOGIN_THROTTLE_WINDOW_MS = 15 * 60_000;
/** Consecutive failures on one account within the window before sign-in answers 429. */
export const LOGIN_MAX_FAILURES_PER_ACCOUNT = 10;
/** Failures from one IP address within the window before sign-in answers 429 (many accounts behind one NAT). */
export const LOGIN_MAX_FAILURES_PER_IP = 100;
