import { and, asc, count, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { MailOutboxListQuery, MailStatus } from '@talent-desk/shared';
import { mailMessages, users } from '../../../db/schema/index.js';
import { containsPattern } from '../../../lib/like.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';

export type NewMailRow = {
  fromAddress: string;
  toAddresses: string[];
  subject: string;
  html: string;
  text: string;
  createdByUserId: number | null;
  recipientUserId?: number | null;
};

/** The text the outbox search looks in: recipients and subject, lower-cased (trigram index). */
export function searchTextOf(row: Pick<NewMailRow, 'toAddresses' | 'subject'>): string {
  return [...row.toAddresses, row.subject].join(' ').toLowerCase();
}

export async function insertMailRow(db: Queryable, row: NewMailRow) {
  const [inserted] = await db
    .insert(mailMessages)
    .values({ ...row, searchText: searchTextOf(row) })
    .returning();
  if (!inserted) throw new Error('mail message not inserted');
  return inserted;
}
export type MailRow = Awaited<ReturnType<typeof insertMailRow>>;

/** The list's WHERE: status, and the search by trigrams of recipients and subject. */
export function outboxWhere(query: Pick<MailOutboxListQuery, 'search' | 'status'>): SQL | undefined {
  return and(
    query.status ? eq(mailMessages.status, query.status) : undefined,
    query.search ? like(mailMessages.searchText, containsPattern(query.search)) : undefined,
  );
}

const listColumns = {
  externalId: mailMessages.externalId,
  toAddresses: mailMessages.toAddresses,
  subject: mailMessages.subject,
  status: mailMessages.status,
  attempts: mailMessages.attempts,
  createdAt: mailMessages.createdAt,
  sentAt: mailMessages.sentAt,
};

/** One page, newest first by default; ties by id so the order is stable (index (created_at, id)). */
export async function outboxPage(
  db: Queryable,
  where: SQL | undefined,
  order: 'asc' | 'desc',
  window: PageWindow,
) {
  const direction = order === 'asc' ? asc : desc;
  return db
    .select(listColumns)
    .from(mailMessages)
    .where(where)
    .orderBy(direction(mailMessages.createdAt), direction(mailMessages.id))
    .limit(window.limit)
    .offset(window.offset);
}
export type OutboxListDbRow = Awaited<ReturnType<typeof outboxPage>>[number];

export async function countOutbox(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(mailMessages).where(where);
  return row?.n ?? 0;
}

/** A whole message with the name of who caused it. */
export async function findMailMessage(db: Queryable, externalId: string) {
  const [row] = await db
    .select({
      message: mailMessages,
      userExternalId: users.externalId,
      userFullName: sql<
        string | null
      >`nullif(concat_ws(' ', ${users.firstName}, ${users.middleName}, ${users.lastName}), '')`,
    })
    .from(mailMessages)
    .leftJoin(users, eq(users.id, mailMessages.createdByUserId))
    .where(eq(mailMessages.externalId, externalId));
  return row ?? null;
}

/**
 * Starts a delivery attempt: counts it and returns the message, only while it is QUEUED (a message
 * already sent, kept or failed is never sent again by a repeated job). One statement, no transaction
 * left open during the SMTP conversation that follows.
 */
export async function claimForAttempt(db: Queryable, id: number): Promise<MailRow | null> {
  const [row] = await db
    .update(mailMessages)
    .set({ attempts: sql`${mailMessages.attempts} + 1`, updatedAt: sql`now()` })
    .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'QUEUED')))
    .returning();
  return row ?? null;
}

/** The outcome of an attempt: SENT or KEPT (with the time), FAILED, or still QUEUED with the last error. */
export async function recordOutcome(
  db: Queryable,
  id: number,
  outcome: { status: MailStatus; lastError: string | null },
): Promise<void> {
  const delivered = outcome.status === 'SENT' || outcome.status === 'KEPT';
  await db
    .update(mailMessages)
    .set({
      status: outcome.status,
      lastError: outcome.lastError,
      sentAt: delivered ? sql`now()` : null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(mailMessages.id, id), eq(mailMessages.status, 'QUEUED')));
}

/** Address and name of a user, to write to them. */
export async function findUserContact(db: Queryable, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
