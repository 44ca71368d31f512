import {
  LOGIN_ACCOUNT_CEILING,
  LOGIN_CLIENT_MEMORY_MS,
  LOGIN_FIRST_DELAY_MS,
  LOGIN_FREE_FAILURES_PER_CLIENT,
  LOGIN_MAX_DELAY_MS,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_THROTTLE_WINDOW_MS,
  MESSAGES,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import * as repo from '../../../lib/limits/throttle-counters.repo.js';

/**
 * Who a password attempt is counted against (docs/decisions.md "Throttling"): the client (the account
 * as seen from one IP), the account from everywhere, and the IP across accounts.
 */
export type PasswordAttempt = { client: string; account: string; ip: string; refusal: string };

/** Unknown e-mails get the same keys as real ones, so they are throttled exactly alike. */
export function signInAttempt(email: string, ip: string): PasswordAttempt {
  const account = email.trim().toLowerCase();
  // The IP comes first: it cannot contain '|', so no e-mail can forge another client's key.
  return {
    client: `login-client:${ip}|${account}`,
    account: `login-account:${account}`,
    ip: `ip:${ip}`,
    refusal: MESSAGES.tooManyAttempts,
  };
}

/** Wrong current passwords are guesses too; they count against the same IP cap as sign-ins. */
export function passwordChangeAttempt(userId: number, ip: string): PasswordAttempt {
  return {
    client: `password-client:${ip}|${userId}`,
    account: `password-account:${userId}`,
    ip: `ip:${ip}`,
    refusal: MESSAGES.tooManyPasswordAttempts,
  };
}

/** Seconds this client must still wait, 0 when it may try now. */
async function waitSeconds(db: Db, attempt: PasswordAttempt): Promise<number> {
  const client = await repo.readCounter(db, attempt.client, LOGIN_CLIENT_MEMORY_MS);
  const account = await repo.readCounter(db, attempt.account, LOGIN_THROTTLE_WINDOW_MS);
  const ip = await repo.readCounter(db, attempt.ip, LOGIN_THROTTLE_WINDOW_MS);
  // Under the free failures nobody waits: a parallel attempt's `blocked_until = now()` can lie a moment
  // in this transaction's future (throttle-counters.repo.ts, reserveClientAttempt).
  const blocked = client && client.failures >= LOGIN_FREE_FAILURES_PER_CLIENT;
  const waits = [blocked ? client.blockedSecondsLeft : 0];
  if (ip && ip.failures >= LOGIN_MAX_FAILURES_PER_IP) waits.push(ip.windowSecondsLeft);
  // Against guessing spread over many IPs: only clients that have themselves failed are held back.
  if (client && account && account.failures >= LOGIN_ACCOUNT_CEILING) waits.push(account.windowSecondsLeft);
  return Math.max(...waits);
}

function tooMany(attempt: PasswordAttempt, seconds: number): AppError {
  return new AppError(429, 'TOO_MANY_ATTEMPTS', attempt.refusal, undefined, {
    'retry-after': String(Math.max(1, seconds)),
  });
}

/**
 * Before any password work: 429 with Retry-After while this client has to wait; otherwise the attempt
 * is counted as a failure until `attemptSucceeded` takes it back (so parallel attempts are counted
 * too). Returns the account's attempts in the window, this one included.
 */
export async function beginAttempt(db: Db, attempt: PasswordAttempt): Promise<{ accountFailures: number }> {
  const wait = await waitSeconds(db, attempt);
  if (wait > 0) throw tooMany(attempt, wait);
  const window = LOGIN_THROTTLE_WINDOW_MS;
  if (
    !(await repo.reserveCappedAttempt(db, attempt.ip, { windowMs: window, cap: LOGIN_MAX_FAILURES_PER_IP }))
  )
    throw tooMany(attempt, await waitSeconds(db, attempt));
  const reserved = await repo.reserveClientAttempt(db, attempt.client, {
    windowMs: LOGIN_CLIENT_MEMORY_MS,
    freeFailures: LOGIN_FREE_FAILURES_PER_CLIENT,
    firstDelayMs: LOGIN_FIRST_DELAY_MS,
    maxDelayMs: LOGIN_MAX_DELAY_MS,
  });
  if (!reserved) {
    await repo.uncountAttempt(db, attempt.ip);
    throw tooMany(attempt, await waitSeconds(db, attempt));
  }
  return { accountFailures: await repo.countAttempt(db, attempt.account, window) };
}

/**
 * A right password while the second factor is still due: the attempt is no failure, but the client's
 * earlier failures stay (attemptSucceeded clears them once the code is right too). Otherwise signing in
 * again with the password would wipe the count of wrong codes, and the codes could be guessed on.
 */
export async function passwordStepSucceeded(db: Db, attempt: PasswordAttempt): Promise<void> {
  await repo.uncountAttempt(db, attempt.client);
  await repo.uncountAttempt(db, attempt.account);
  await repo.uncountAttempt(db, attempt.ip);
}

/** A right password: the client starts afresh, and the attempt is no failure of the account or IP. */
export async function attemptSucceeded(db: Db, attempt: PasswordAttempt): Promise<void> {
  await repo.deleteCounter(db, attempt.client);
  await repo.uncountAttempt(db, attempt.account);
  await repo.uncountAttempt(db, attempt.ip);
}
