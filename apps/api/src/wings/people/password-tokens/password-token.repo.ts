import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { UserTokenPurpose } from '@talent-desk/shared';
import { users, userTokens, vendors } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';

/**
 * Stores a new link's token hash. Earlier unused links of the same purpose stop working (marked used):
 * only the newest invitation or reset e-mail opens the page.
 */
export async function insertToken(
  db: Queryable,
  userId: number,
  purpose: UserTokenPurpose,
  tokenHash: string,
  lifetimeHours: number,
): Promise<Date> {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  const [row] = await db
    .insert(userTokens)
    .values({
      userId,
      purpose,
      tokenHash,
      expiresAt: sql`now() + ${lifetimeHours} * interval '1 hour'`,
    })
    .returning({ expiresAt: userTokens.expiresAt });
  if (!row) throw new Error('the token insert returned no row');
  return row.expiresAt;
}

/**
 * A link that still works: unused, not expired (database clock), its user ACTIVE and not of an INACTIVE
 * vendor. `lock`: the token row is locked for the rest of the transaction (one use only).
 */
export async function findUsableToken(db: Queryable, tokenHash: string, lock = false) {
  const query = db
    .select({
      tokenId: userTokens.id,
      purpose: userTokens.purpose,
      expiresAt: userTokens.expiresAt,
      userId: users.id,
      firstName: users.firstName,
      email: users.email,
      passwordHash: users.passwordHash,
    })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .leftJoin(vendors, eq(vendors.id, users.vendorId))
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
        eq(users.status, 'ACTIVE'),
        sql`${vendors.status} is distinct from 'INACTIVE'`,
      ),
    )
    .limit(1);
  const [row] = lock ? await query.for('update', { of: userTokens }) : await query;
  return row ?? null;
}

/** Every unused link of the user stops working (its password was just set). */
export async function useAllTokens(db: Queryable, userId: number): Promise<void> {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), isNull(userTokens.usedAt)));
}

export async function setPassword(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Who may ask for a reset by e-mail: an ACTIVE user not of an INACTIVE vendor. */
export async function findResettableUser(db: Queryable, email: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .leftJoin(vendors, eq(vendors.id, users.vendorId))
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        eq(users.status, 'ACTIVE'),
        sql`${vendors.status} is distinct from 'INACTIVE'`,
      ),
    )
    .limit(1);
  return row ?? null;
}
