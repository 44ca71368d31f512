import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_THROTTLE_WINDOW_MS,
  MESSAGES,
} from '@talent-desk/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import * as repo from './login-throttle.repo.js';

export type ThrottleKeys = { account: string; ip: string };

/** Unknown e-mails get an account key too, so they are throttled exactly like real ones. */
export function throttleKeys(email: string, ip: string): ThrottleKeys {
  return { account: `account:${email.trim().toLowerCase()}`, ip: `ip:${ip}` };
}

/** Throws 429 with Retry-After when the account or the IP has used up its failures; runs before any password check. */
export async function assertNotThrottled(db: Db, keys: ThrottleKeys): Promise<void> {
  const counters = await repo.findActiveCounters(db, [keys.account, keys.ip], LOGIN_THROTTLE_WINDOW_MS);
  const blocked = counters.filter((c) =>
    c.key === keys.account
      ? c.failures >= LOGIN_MAX_FAILURES_PER_ACCOUNT
      : c.failures >= LOGIN_MAX_FAILURES_PER_IP,
  );
  if (blocked.length === 0) return;
  const retryAfter = Math.max(...blocked.map((c) => c.retryAfterSeconds));
  throw new AppError(429, 'TOO_MANY_ATTEMPTS', MESSAGES.tooManyAttempts, undefined, {
    'retry-after': String(retryAfter),
  });
}

export async function recordLoginFailure(db: Db, keys: ThrottleKeys): Promise<void> {
  await repo.recordFailure(db, keys.account, LOGIN_THROTTLE_WINDOW_MS);
  await repo.recordFailure(db, keys.ip, LOGIN_THROTTLE_WINDOW_MS);
}

/** A success ends the run of consecutive failures on the account (the IP bound keeps counting). */
export async function recordLoginSuccess(db: Db, keys: ThrottleKeys): Promise<void> {
  await repo.clearCounter(db, keys.account);
}
