import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Queryable } from '../../../lib/queryable.js';
import { userRecoveryCodes, userTwoFactor, users } from '../../../db/schema/index.js';

/** A user's two-factor row (secrets still encrypted), or null when they never started setting it up. */
export async function findTwoFactor(db: Queryable, userId: number, lock = false) {
  const query = db
    .select({
      secretEncrypted: userTwoFactor.secretEncrypted,
      pendingSecretEncrypted: userTwoFactor.pendingSecretEncrypted,
      enabledAt: userTwoFactor.enabledAt,
      lastUsedStep: userTwoFactor.lastUsedStep,
    })
    .from(userTwoFactor)
    .where(eq(userTwoFactor.userId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
export type TwoFactorRow = NonNullable<Awaited<ReturnType<typeof findTwoFactor>>>;

/** Whether two-factor sign-in is on for the user (a confirmed secret). */
export function isEnabled(row: TwoFactorRow | null): row is TwoFactorRow & { secretEncrypted: string } {
  return row !== null && row.secretEncrypted !== null && row.enabledAt !== null;
}

export async function savePendingSecret(db: Queryable, userId: number, encrypted: string): Promise<void> {
  await db
    .insert(userTwoFactor)
    .values({ userId, pendingSecretEncrypted: encrypted })
    .onConflictDoUpdate({
      target: userTwoFactor.userId,
      set: { pendingSecretEncrypted: encrypted, updatedAt: sql`now()` },
    });
}

/** The pending secret becomes the active one, confirmed by a code of `step`. */
export async function enablePendingSecret(db: Queryable, userId: number, step: number): Promise<void> {
  await db
    .update(userTwoFactor)
    .set({
      secretEncrypted: sql`${userTwoFactor.pendingSecretEncrypted}`,
      pendingSecretEncrypted: null,
      enabledAt: sql`now()`,
      lastUsedStep: step,
      updatedAt: sql`now()`,
    })
    .where(eq(userTwoFactor.userId, userId));
}

/**
 * Takes the code of `step` as used, in one statement: false when a code of this step or a later one was
 * taken already (a replay, or the same code sent twice at once).
 */
export async function claimStep(db: Queryable, userId: number, step: number): Promise<boolean> {
  const rows = await db
    .update(userTwoFactor)
    .set({ lastUsedStep: step, updatedAt: sql`now()` })
    .where(
      and(
        eq(userTwoFactor.userId, userId),
        or(isNull(userTwoFactor.lastUsedStep), lt(userTwoFactor.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTwoFactor.userId });
  return rows.length > 0;
}

/** Two-factor sign-in off: the secrets go, and the recovery codes with them. */
export async function deleteTwoFactor(db: Queryable, userId: number): Promise<void> {
  await db.delete(userTwoFactor).where(eq(userTwoFactor.userId, userId));
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
}

export async function replaceRecoveryCodes(
  db: Queryable,
  userId: number,
  digests: readonly string[],
): Promise<void> {
  await db.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, userId));
  await db.insert(userRecoveryCodes).values(digests.map((codeDigest) => ({ userId, codeDigest })));
}

/** Uses an unused recovery code, in one statement: false when there is none with this digest. */
export async function useRecoveryCode(db: Queryable, userId: number, digest: string): Promise<boolean> {
  const rows = await db
    .update(userRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userRecoveryCodes.userId, userId),
        eq(userRecoveryCodes.codeDigest, digest),
        isNull(userRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: userRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(userRecoveryCodes)
    .where(and(eq(userRecoveryCodes.userId, userId), isNull(userRecoveryCodes.usedAt)));
  return row?.count ?? 0;
}

/** The user an ADMIN resets, by external id. */
export async function findUserByExternalId(db: Queryable, externalId: string) {
  const [row] = await db
    .select({
      id: users.id,
      externalId: users.externalId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(users)
    .where(eq(users.externalId, externalId))
    .limit(1);
  return row ?? null;
}
