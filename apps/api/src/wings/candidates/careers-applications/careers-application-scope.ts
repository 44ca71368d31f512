import { MESSAGES } from '@talent-desk/shared';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../../lib/actor.js';

/**
 * Careers-site applications are staff business only (docs/decisions.md, Careers-site applications): a
 * VENDOR never sees one, not even of its own candidate, and every route answers it the plain 404 of an
 * object it may not see.
 */
export function requireStaff(actor: Actor): void {
  if (actor.role === 'VENDOR') throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
}

/** The same rule as a where clause, so no repository read can hand a VENDOR a row either. */
export function applicationScope(actor: Actor): SQL | undefined {
  return actor.role === 'VENDOR' ? sql`false` : undefined;
}

export const applicationNotFound = () => new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
