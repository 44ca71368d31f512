import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { mailMessages } from '../../../db/schema/index.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  aMail,
  FAST_JOBS,
  mailJobCount,
  messageRow,
  queueInTransaction,
  untilStatus,
} from '../testing/mail-fixtures.js';

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp(
    { SMTP_URL: smtp.url, MAIL_FROM: 'Talent Desk Tests <robot@talentdesk.test>' },
    { jobs: { ...FAST_JOBS, mailRetry: { ...FAST_JOBS.mailRetry, maxAttempts: 3 } } },
  );
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const receivedBy = (address: string) => smtp.received.filter((r) => r.envelopeTo.includes(address));

describe('outgoing mail through the queue to a real SMTP server', () => {
  it('a queued message reaches the SMTP server as written (From MAIL_FROM) and is marked SENT once accepted', async () => {
    const row = await queueInTransaction(
      t,
      aMail('maria.schmidt@example.test', { createdByUserId: t.admin.id }),
    );
    expect(row.status).toBe('QUEUED');

    const sent = await untilStatus(t, row.id, 'SENT');
    expect(sent).toMatchObject({ attempts: 1, lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);

    const [got, ...others] = receivedBy('maria.schmidt@example.test');
    expect(others).toHaveLength(0);
    expect(got?.mail.subject).toBe('Your interview at Talent Desk (maria.schmidt@example.test)');
    expect(got?.mail.to && !Array.isArray(got.mail.to) ? got.mail.to.value : []).toEqual([
      { name: '', address: 'maria.schmidt@example.test' },
    ]);
    expect(got?.mail.from?.value).toEqual([{ name: 'Talent Desk Tests', address: 'robot@talentdesk.test' }]);
    expect(got?.mail.html).toContain('<h1>Interview</h1><p>See you on <b>Tuesday</b> at 10:00.</p>');
    expect(got?.mail.text?.trim()).toBe('Interview\n\nSee you on Tuesday at 10:00.');
    expect(got?.mail.messageId).toBe(`<${row.externalId}@talentdesk.test>`);
  });

  it('a temporary failure (451) is retried after a backoff and then delivered, once', async () => {
    const to = 'tempfail-once.alex@example.test';
    const row = await queueInTransaction(t, aMail(to));
    const sent = await untilStatus(t, row.id, 'SENT');
    // The first attempt's error was recorded, then cleared by the success.
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(receivedBy(to)).toHaveLength(1);
  });

  it('a permanent refusal (550) marks the message FAILED with the server answer, without a retry', async () => {
    const row = await queueInTransaction(t, aMail('reject.jo@example.test'));
    const failed = await untilStatus(t, row.id, 'FAILED');
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toContain('550 5.1.1 No such user here');
    expect(failed?.sentAt).toBeNull();
  });

  it('a message that keeps failing temporarily is FAILED after the last attempt, with the last error', async () => {
    const row = await queueInTransaction(t, aMail('tempfail.sam@example.test'));
    const failed = await untilStatus(t, row.id, 'FAILED', 30_000);
    expect(failed?.attempts).toBe(3);
    expect(failed?.lastError).toContain('451 4.3.0 Mailbox busy');
  });

  it('a message whose every attempt died mid-send (attempts counted, no outcome) is FAILED, not QUEUED for good', async () => {
    const to = 'crashed.every.time@example.test';
    const row = await t.db.transaction(async (tx) => {
      const queued = await t.app.mailer.queue(tx, aMail(to));
      // As after three attempts whose process stopped between the count and the outcome.
      await tx.update(mailMessages).set({ attempts: 3 }).where(eq(mailMessages.id, queued.id));
      return queued;
    });
    t.app.mailer.wake();
    const failed = await untilStatus(t, row.id, 'FAILED');
    expect(failed?.lastError).toBe(
      'Gave up after 3 attempts that ended without an answer (the sending process stopped)',
    );
    expect(receivedBy(to)).toHaveLength(0);
  });

  it('a rolled-back transaction leaves neither a message nor a job: nothing is sent', async () => {
    const [before] = await t.db.select({ n: count() }).from(mailMessages);
    const jobsBefore = await mailJobCount(t);
    await expect(
      t.db.transaction(async (tx) => {
        await t.app.mailer.queue(tx, aMail('rolled.back@example.test'));
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    const [after] = await t.db.select({ n: count() }).from(mailMessages);
    expect(after?.n).toBe(before?.n);
    expect(await mailJobCount(t)).toBe(jobsBefore);
    // A later message is delivered, and the rolled-back one never was.
    const later = await queueInTransaction(t, aMail('after.rollback@example.test'));
    await untilStatus(t, later.id, 'SENT');
    expect(receivedBy('rolled.back@example.test')).toHaveLength(0);
  });

  it('the job is committed with the message: queued while no worker runs, it goes out at the next start', async () => {
    const sleepy = await createTestApp({ SMTP_URL: smtp.url }, { jobs: { pollingIntervalMs: 3_600_000 } });
    const to = 'next.start@example.test';
    let row;
    try {
      // No wake: this app's worker has polled once at start and now sleeps for an hour.
      row = await sleepy.db.transaction((tx) => sleepy.app.mailer.queue(tx, aMail(to)));
      await sleepy.app.close(); // the process "stops" with the message queued
      expect((await messageRow(sleepy, row.id))?.status).toBe('QUEUED');
      expect(receivedBy(to)).toHaveLength(0);

      const restarted = await buildApp({ config: sleepy.config, database: sleepy.database, jobs: FAST_JOBS });
      try {
        await untilStatus(sleepy, row.id, 'SENT');
      } finally {
        await restarted.close();
      }
      expect(receivedBy(to)).toHaveLength(1);
    } finally {
      await sleepy.database.close();
    }
  });
});
