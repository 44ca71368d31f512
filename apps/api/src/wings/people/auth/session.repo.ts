import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../lib/queryable.js';
import type { SecondFactorDue } from '../../../lib/actor.js';
import { sessions, users, vendors } from '../../../db/schema/index.js';

/** A session row with what access control needs about its user; time checks use the database clock. */
export async function findSessionWithUser(db: Queryable, tokenHash: string, idleMs: number) {
  const idle = sql`${idleMs} * interval '1 millisecond'`;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expired: sql<boolean>`(${sessions.expiresAt} <= now() or ${sessions.lastSeenAt} <= now() - ${idle})`,
      // lastSeenAt is refreshed at most once a minute so that reads do not write on every request.
      stale: sql<boolean>`${sessions.lastSeenAt} <= now() - interval '1 minute'`,
      userId: users.id,
      externalId: users.externalId,
      role: sql<string>`${users.role}::text`,
      businessGroupId: users.businessGroupId,
      vendorId: vendors.id,
      vendorExternalId: vendors.externalId,
      vendorStatus: vendors.status,
      userStatus: users.status,
      passwordChangeRequired: sessions.passwordChangeRequired,
      secondFactorDue: sessions.secondFactorDue,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(vendors, eq(vendors.id, users.vendorId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row ?? null;
}

export async function insertSession(
  db: Queryable,
  tokenHash: string,
  userId: number,
  maxMs: number,
  passwordChangeRequired = false,
  secondFactorDue: SecondFactorDue = null,
): Promise<void> {
  await db.insert(sessions).values({
    tokenHash,
    userId,
    passwordChangeRequired,
    secondFactorDue,
    expiresAt: sql`now() + ${maxMs} * interval '1 millisecond'`,
  });
}

/**
 * The second factor was given: the session is signed in fully, under a new token (the one that waited
 * for the code is void). False when no session has the old token (it ended meanwhile).
 */
export async function completeSecondFactor(
  db: Queryable,
  oldTokenHash: string,
  newTokenHash: string,
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ tokenHash: newTokenHash, secondFactorDue: null })
    .where(eq(sessions.tokenHash, oldTokenHash))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

export async function touchSession(db: Queryable, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.id, sessionId));
}

export async function deleteSessionById(db: Queryable, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteSessionByTokenHash(db: Queryable, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteUserSessions(db: Queryable, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Opportunistic clean-up at login: the user's sessions that can no longer be used. */
export async function deleteExpiredUserSessions(
  db: Queryable,
  userId: number,
  idleMs: number,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        or(
          lte(sessions.expiresAt, sql`now()`),
          lte(sessions.lastSeenAt, sql`now() - ${idleMs} * interval '1 millisecond'`),
        ),
      ),
    );
}

/** Ends every session of a vendor's users (the vendor was deactivated: VEND-15). */
export async function deleteVendorSessions(db: Queryable, vendorId: number): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(
      inArray(sessions.userId, db.select({ id: users.id }).from(users).where(eq(users.vendorId, vendorId))),
    )
    .returning({ id: sessions.id });
  return deleted.length;
}
