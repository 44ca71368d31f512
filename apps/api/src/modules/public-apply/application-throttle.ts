import { tooManyApplicationsMessage } from '@talent-desk/shared';
import type { Queryable } from '../../lib/queryable.js';
import { reserveWithinLimits, tooManyRequests, type WindowedLimit } from '../../lib/windowed-limits.js';

/**
 * How many applications one IP address may send (DECISIONS, Careers site): a person applies to a few
 * jobs, a shared office network to some more; a bot to hundreds. Both limits hold: a short burst
 * window and a cap per hour, so waiting out the short window does not buy unlimited applications.
 */
export const APPLICATION_LIMITS = [
  { name: 'apply-ip', windowMs: 10 * 60_000, max: 5 },
  { name: 'apply-ip-hour', windowMs: 60 * 60_000, max: 10 },
] as const satisfies readonly WindowedLimit[];

/** Counts an application of this address; refused: 429 with Retry-After, the seconds left. */
export async function reserveApplication(db: Queryable, ip: string): Promise<void> {
  await reserveWithinLimits(db, APPLICATION_LIMITS, ip, (seconds) =>
    tooManyRequests('TOO_MANY_APPLICATIONS', tooManyApplicationsMessage(seconds), seconds),
  );
}
