import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessageSchema, mailOutboxListResponseSchema, MESSAGES } from '@talent-desk/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { aMail, FAST_JOBS, queueInTransaction, untilStatus } from '../testing/mail-fixtures.js';
import { TEST_MAIL_SUBJECT } from './test-mail-content.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({}, { jobs: FAST_JOBS }); // no SMTP_URL: messages are kept in the outbox
  admin = await t.sessionCookie(t.admin);
});
afterAll(async () => {
  await t?.close();
});

const get = async (url: string, cookie = admin) => t.inject({ method: 'GET', url, headers: { cookie } });
const list = async (query = '') =>
  mailOutboxListResponseSchema.parse((await get(`/api/settings/mail-outbox${query}`)).json());

describe('mail outbox API (ADMIN only)', () => {
  it('[SET-01] TAG and VENDOR get 403 on every outbox call, an anonymous caller 401', async () => {
    const calls = [
      { method: 'GET', url: '/api/settings/mail-outbox' },
      { method: 'GET', url: '/api/settings/mail-outbox/00000000-0000-4000-8000-000000000000' },
      { method: 'POST', url: '/api/settings/mail-outbox/test' },
    ] as const;
    for (const call of calls) {
      for (const user of [t.tag, t.vendor]) {
        const response = await t.inject({ ...call, headers: { cookie: await t.sessionCookie(user) } });
        expect(response.statusCode, `${user.role} ${call.method} ${call.url}`).toBe(403);
        expect(response.json()).toMatchObject({ code: 'FORBIDDEN', message: MESSAGES.forbidden });
      }
      expect((await t.inject(call)).statusCode).toBe(401);
    }
  });

  it('Send test e-mail queues a message to the signed-in admin (202); without SMTP_URL it is kept in the outbox', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/settings/mail-outbox/test',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(202);
    const queued = response.json<{ externalId: string; status: string; to: string[]; subject: string }>();
    expect(queued).toMatchObject({ status: 'QUEUED', to: [t.admin.email], subject: TEST_MAIL_SUBJECT });

    await expect
      .poll(
        async () =>
          mailMessageSchema.parse((await get(`/api/settings/mail-outbox/${queued.externalId}`)).json())
            .status,
        {
          timeout: 20_000,
          interval: 100,
        },
      )
      .toBe('KEPT');
    const message = mailMessageSchema.parse(
      (await get(`/api/settings/mail-outbox/${queued.externalId}`)).json(),
    );
    expect(message).toMatchObject({
      to: [t.admin.email],
      from: 'Talent Desk <no-reply@talentdesk.test>',
      subject: TEST_MAIL_SUBJECT,
      attempts: 1,
      lastError: null,
      createdBy: { externalId: t.admin.externalId, fullName: 'Test ADMIN' },
    });
    expect(message.sentAt).not.toBeNull();
    expect(message.html).toContain('Hello Test,');
    expect(message.text).toContain('outgoing mail works');
    expect((await list()).content[0]?.externalId).toBe(queued.externalId);
  });

  it('the list is newest first and paged; search finds recipients and subjects in any case; status filters', async () => {
    const names = ['Ana.Lopez', 'ben.okafor', 'chloe.martin'];
    for (const name of names) {
      const row = await queueInTransaction(
        t,
        aMail(`${name}@example.test`, { subject: `Offer for ${name}` }),
      );
      await untilStatus(t, row.id, 'KEPT');
    }
    const firstPage = await list('?page=1&size=5');
    expect(firstPage.content.slice(0, 3).map((r) => r.to[0])).toEqual([
      'chloe.martin@example.test',
      'ben.okafor@example.test',
      'Ana.Lopez@example.test',
    ]);
    expect(firstPage.totalElements).toBeGreaterThanOrEqual(4);

    expect((await list('?search=ANA.LOP')).content.map((r) => r.to[0])).toEqual(['Ana.Lopez@example.test']);
    expect((await list('?search=offer%20for%20ben')).content.map((r) => r.subject)).toEqual([
      'Offer for ben.okafor',
    ]);
    expect((await list('?search=no-such-recipient')).totalElements).toBe(0);
    expect((await list('?status=FAILED')).totalElements).toBe(0);
    expect((await list('?status=KEPT')).totalElements).toBe(firstPage.totalElements);
    // %, _ are taken literally (LIKE escapes), not as wildcards.
    expect((await list('?search=%25')).totalElements).toBe(0);

    // Four messages in this file so far: one page either way, in opposite orders.
    const oldestFirst = await list('?order=asc&size=5');
    expect(oldestFirst.content.map((r) => r.externalId)).toEqual(
      [...firstPage.content].reverse().map((r) => r.externalId),
    );
  });

  it('[LIST-04] a page past the last one is clamped to the last page', async () => {
    const clamped = await list('?page=999&size=5');
    expect(clamped.pageable.pageNumber).toBe(clamped.totalPages);
    expect(clamped.content.length).toBeGreaterThan(0);
  });

  it('an unknown message is 404; a bad id or filter is 400', async () => {
    const unknown = await get('/api/settings/mail-outbox/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await get('/api/settings/mail-outbox/not-a-uuid')).statusCode).toBe(400);
    expect((await get('/api/settings/mail-outbox?status=LOST')).statusCode).toBe(400);
  });
});
