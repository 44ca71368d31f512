import { tooManyApplicationsMessage } from '@talent-desk/shared';
import { AppError } from '../../errors.js';
import type { Queryable } from '../../lib/queryable.js';
import { countAttempt, readCounter } from '../auth/login-throttle.repo.js';

/**
 * How many applications one IP address may send (DECISIONS, Careers site): a person applies to a few
 * jobs, a shared office network to some more; a bot to hundreds. Both limits hold: a short burst
 * window and a cap per hour, so waiting out the short window does not buy unlimited applications.
 */
export const APPLICATION_LIMITS = [
  { name: 'apply-ip', windowMs: 10 * 60_000, max: 5 },
  { name: 'apply-ip-hour', windowMs: 60 * 60_000, max: 10 },
] as const;

/**
 * Counts an application of this address against each limit in turn, in the database (the sign-in
 * throttle table, keys of their own, one atomic upsert each), so every API process agrees and a burst
 * of parallel requests cannot slip through a check made before any was counted. Refused: 429 with
 * Retry-After, the seconds until the exhausted window ends. A limit counts only applications the
 * previous one let through: refusals in the burst window never use up the hour.
 */
export async function reserveApplication(db: Queryable, ip: string): Promise<void> {
  for (const limit of APPLICATION_LIMITS) {
    const key = `${limit.name}:${ip}`;
    const count = await countAttempt(db, key, limit.windowMs);
    if (count <= limit.max) continue;
    const counter = await readCounter(db, key, limit.windowMs);
    const retryAfter = Math.max(1, counter?.windowSecondsLeft ?? 1);
    throw new AppError(429, 'TOO_MANY_APPLICATIONS', tooManyApplicationsMessage(retryAfter), undefined, {
      'Retry-After': String(retryAfter),
    });
  }
}
