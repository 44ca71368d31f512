import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import { TOKEN_LIFETIME_HOURS } from '@talent-desk/shared';
import type { Queryable } from '../../lib/queryable.js';
import { hashToken } from '../../lib/token-digest.js';
import { users, userTokens, vendors } from '../../db/schema/index.js';
import { DEMO_USERS } from './demo-constants.js';

const LOGINS = DEMO_USERS.map((u) => u.email);

/**
 * Two users a new admin should meet in the demo (never one of the documented logins): a deactivated
 * recruiter, and a vendor user of an active vendor still to accept the invitation (no password, an open
 * invitation; 'Resend invitation' on their page e-mails a fresh link to the outbox). Returns their e-mails.
 */
export async function seedDemoUserStates(db: Queryable): Promise<{ inactive?: string; invited?: string }> {
  const [recruiter] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.role, 'TAG'), notInArray(users.email, LOGINS)))
    .orderBy(desc(users.id))
    .limit(1);
  if (recruiter) await db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, recruiter.id));

  const [invitee] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(vendors, eq(vendors.id, users.vendorId))
    .where(
      and(
        eq(users.role, 'VENDOR'),
        eq(vendors.status, 'ACTIVE'),
        notInArray(users.email, LOGINS),
        isNull(users.passwordChangedAt),
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  if (invitee) {
    await db
      .update(users)
      .set({ passwordHash: null })
      .where(inArray(users.id, [invitee.id]));
    // Nobody can use this link (only its hash exists); it makes the invitation pending, as a real one is.
    await db.insert(userTokens).values({
      userId: invitee.id,
      purpose: 'INVITATION',
      tokenHash: hashToken(randomBytes(32).toString('base64url')),
      expiresAt: sql`now() + ${TOKEN_LIFETIME_HOURS.INVITATION} * interval '1 hour'`,
    });
  }
  return { inactive: recruiter?.email, invited: invitee?.email };
}
