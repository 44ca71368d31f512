import { eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../lib/queryable.js';
import { users, vendors } from '../../../db/schema/index.js';

const currentUserColumns = {
  id: users.id,
  vendorId: users.vendorId,
  externalId: users.externalId,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  title: users.title,
  passwordHash: users.passwordHash,
  vendorExternalId: vendors.externalId,
  vendorName: vendors.name,
  vendorStatus: vendors.status,
  status: users.status,
};

export type UserRecord = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

/** E-mails match case-insensitively (backed by the unique index on lower(email)). */
export async function findUserByEmail(db: Queryable, email: string) {
  const [row] = await db
    .select(currentUserColumns)
    .from(users)
    .leftJoin(vendors, eq(vendors.id, users.vendorId))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return row ?? null;
}

export async function findUserById(db: Queryable, userId: number) {
  const [row] = await db
    .select(currentUserColumns)
    .from(users)
    .leftJoin(vendors, eq(vendors.id, users.vendorId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

export async function findPasswordHash(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return row?.passwordHash ?? null;
}

/** Locks the user's row for the rest of the transaction, so two password changes cannot interleave. */
export async function lockPasswordHash(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row?.passwordHash ?? null;
}

export async function updatePasswordHash(db: Queryable, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

/** Which of these e-mails have an account (main.ts prints the demo logins only when they exist). */
export async function existingEmails(db: Queryable, emails: readonly string[]): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.email})`,
        emails.map((e) => e.toLowerCase()),
      ),
    );
  return new Set(rows.map((r) => r.email));
}
