import type { ApiErrorCode } from '@talent-desk/shared';
import { AppError } from '../../errors.js';
import type { Queryable } from '../queryable.js';
import { countAttempt, readCounter } from './throttle-counters.repo.js';

/** At most `max` requests of one subject (an IP, an account) per `windowMs`, under the key `name:subject`. */
export type WindowedLimit = { name: string; windowMs: number; max: number };

/**
 * Counts a request of `subject` against each limit in turn, in the database (the sign-in throttle table,
 * one atomic upsert each), so every API process agrees and a burst of parallel requests cannot slip
 * through a check made before any was counted. Over a limit: `refuse(seconds left in that window)` is
 * thrown. A limit counts only requests the previous one let through, so refusals in a short window
 * never use up a longer one.
 */
export async function reserveWithinLimits(
  db: Queryable,
  limits: readonly WindowedLimit[],
  subject: string,
  refuse: (retryAfterSeconds: number) => AppError,
): Promise<void> {
  for (const limit of limits) {
    const key = `${limit.name}:${subject}`;
    const count = await countAttempt(db, key, limit.windowMs);
    if (count <= limit.max) continue;
    const counter = await readCounter(db, key, limit.windowMs);
    throw refuse(Math.max(1, counter?.windowSecondsLeft ?? 1));
  }
}

/** A 429 with Retry-After, the answer of every refused limit. */
export function tooManyRequests(code: ApiErrorCode, message: string, retryAfterSeconds: number): AppError {
  return new AppError(429, code, message, undefined, { 'Retry-After': String(retryAfterSeconds) });
}
