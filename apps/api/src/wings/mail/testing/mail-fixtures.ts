import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { MailStatus } from '@talent-desk/shared';
import { mailMessages } from '../../../db/schema/index.js';
import { MAIL_QUEUE } from '../delivery/mail-queue.js';
import type { TestApp } from '../../../test/test-app.js';
import type { NewMail } from '../delivery/mailer.js';

/** Fast timing for tests: the worker polls every 500 ms (pg-boss's floor) and the first retry comes after 1-2 s. */
export const FAST_JOBS = { pollingIntervalMs: 500, mailRetry: { retryDelaySeconds: 1 } };

export const aMail = (to: string, overrides: Partial<NewMail> = {}): NewMail => ({
  to: [to],
  subject: `Your interview at Talent Desk (${to})`,
  html: '<h1>Interview</h1><p>See you on <b>Tuesday</b> at 10:00.</p>',
  text: 'Interview\n\nSee you on Tuesday at 10:00.',
  createdByUserId: null,
  ...overrides,
});

/** Queues a message the way a producer does: in a transaction, waking the worker after the commit. */
export async function queueInTransaction(t: TestApp, mail: NewMail) {
  const row = await t.db.transaction((tx) => t.app.mailer.queue(tx, mail));
  t.app.mailer.wake();
  return row;
}

export async function messageRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(mailMessages).where(eq(mailMessages.id, id));
  return row;
}

/** Waits (polling the outbox row, no sleeps) until the worker has left the message in `status`. */
export async function untilStatus(t: TestApp, id: number, status: MailStatus, timeout = 20_000) {
  await expect.poll(async () => (await messageRow(t, id))?.status, { timeout, interval: 100 }).toBe(status);
  return messageRow(t, id);
}

/** Delivery jobs in pg-boss's table, whatever their state. */
export async function mailJobCount(t: TestApp): Promise<number> {
  const result = await t.db.execute<{ n: number }>(
    sql`select count(*)::int as n from pgboss.job where name = ${MAIL_QUEUE}`,
  );
  return result.rows[0]?.n ?? 0;
}
