import { randomBytes } from 'node:crypto';
import { isRole } from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { hashToken } from '../../../lib/token-digest.js';
import type { Actor, SecondFactorDue } from '../../../lib/actor.js';
import type { SessionTimes } from '../../../lib/session-times.js';
import * as repo from './session.repo.js';

export const SESSION_COOKIE = 'td_session';

export { hashToken };

/** A new 128-bit random session token; the database keeps its hash only. */
export function newSessionToken(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * A new token for every sign-in. `passwordChangeRequired`: the session may do nothing but change the
 * password (the published demo password in production). `secondFactorDue`: the password was right but
 * the second factor is still due (two-factor.service.ts).
 */
export async function startSession(
  db: Db,
  userId: number,
  times: SessionTimes,
  passwordChangeRequired = false,
  secondFactorDue: SecondFactorDue = null,
): Promise<string> {
  const token = newSessionToken();
  await repo.deleteExpiredUserSessions(db, userId, times.idleMs);
  await repo.insertSession(
    db,
    hashToken(token),
    userId,
    times.maxMs,
    passwordChangeRequired,
    secondFactorDue,
  );
  return token;
}

/**
 * The actor behind a session token, or null. An expired session, an unknown role (NAV-21) or an
 * INACTIVE vendor (VEND-15) or user ends the session for good.
 */
export async function resolveSession(db: Db, token: string, times: SessionTimes): Promise<Actor | null> {
  const row = await repo.findSessionWithUser(db, hashToken(token), times.idleMs);
  if (!row) return null;
  if (
    row.expired ||
    !isRole(row.role) ||
    row.vendorStatus === 'INACTIVE' ||
    row.userStatus === 'INACTIVE' ||
    (row.role === 'VENDOR' && !row.vendorId)
  ) {
    await repo.deleteSessionById(db, row.sessionId);
    return null;
  }
  if (row.stale) await repo.touchSession(db, row.sessionId);
  return {
    userId: row.userId,
    externalId: row.externalId,
    role: row.role,
    vendorId: row.vendorId,
    vendorExternalId: row.vendorExternalId,
    businessGroupId: row.businessGroupId,
    passwordChangeRequired: row.passwordChangeRequired,
    secondFactorDue: row.secondFactorDue,
  };
}

export async function endSession(db: Db, token: string): Promise<void> {
  await repo.deleteSessionByTokenHash(db, hashToken(token));
}
