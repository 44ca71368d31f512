import { careersSiteBusyMessage, tooManyApplicationsMessage } from '@talent-desk/shared';
import type { Config } from '../../../config/index.js';
import type { Queryable } from '../../../lib/queryable.js';
import {
  reserveWithinLimits,
  tooManyRequests,
  type WindowedLimit,
} from '../../../lib/limits/windowed-limits.js';

const HOUR_MS = 60 * 60_000;

/**
 * How many applications one client (an IPv4 address, an IPv6 /64: lib/client-address.ts) may send
 * (docs/decisions.md, Careers site): a person applies to a few jobs, a shared office network to some more; a
 * bot to hundreds. Both limits hold: a short burst window and a cap per hour, so waiting out the short
 * window does not buy unlimited applications.
 */
export const APPLICATION_LIMITS = [
  { name: 'apply-ip', windowMs: 10 * 60_000, max: 5 },
  { name: 'apply-ip-hour', windowMs: HOUR_MS, max: 10 },
] as const satisfies readonly WindowedLimit[];

export type ApplicationCeilings = Config['limits'];

/** Which ceiling refused an application, for the warning the caller logs. */
export type CeilingHit = { ceiling: 'per-vacancy' | 'overall'; max: number; retryAfterSeconds: number };

/**
 * Counts an application of this client, then against the ceilings that hold whatever addresses the
 * requests claim: per vacancy per hour and over the whole careers site per hour (a botnet's thousand
 * addresses still fill the disk at most that fast). Refused: 429 with Retry-After, the seconds left;
 * a ceiling's refusal is also reported to `onCeiling` (a warning in the log for ADMIN).
 */
export async function reserveApplication(
  db: Queryable,
  ceilings: ApplicationCeilings,
  client: string,
  vacancyId: number,
  onCeiling: (hit: CeilingHit) => void,
): Promise<void> {
  await reserveWithinLimits(db, APPLICATION_LIMITS, client, (seconds) =>
    tooManyRequests('TOO_MANY_APPLICATIONS', tooManyApplicationsMessage(seconds), seconds),
  );
  const ceiling = (name: CeilingHit['ceiling'], max: number, subject: string) =>
    reserveWithinLimits(db, [{ name: `apply-${name}`, windowMs: HOUR_MS, max }], subject, (seconds) => {
      onCeiling({ ceiling: name, max, retryAfterSeconds: seconds });
      return tooManyRequests('CAREERS_SITE_BUSY', careersSiteBusyMessage(seconds), seconds);
    });
  await ceiling('per-vacancy', ceilings.careersApplicationsPerVacancyPerHour, String(vacancyId));
  await ceiling('overall', ceilings.careersApplicationsPerHour, 'all');
}
