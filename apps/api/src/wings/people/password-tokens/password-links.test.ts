import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, PASSWORD_TOKEN_MESSAGES } from '@talent-desk/shared';
import { sessions, users } from '../../../db/schema/index.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { seedCandidateReference } from '../../../test/fixtures.js';
import { FAST_JOBS } from '../../mail/testing/index.js';
import { linkToken, userBody } from '../testing/user-fixtures.js';
import { cookieOf } from '../testing/vendor-harness.js';

let smtp: TestSmtpServer;
let t: TestApp;
let origin: string;
let adminCookie: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  t = await createTestApp(
    { SMTP_URL: smtp.url, PUBLIC_URL: 'https://talent.example.test', TRUST_PROXY: 'loopback' },
    { jobs: FAST_JOBS },
  );
  await seedCandidateReference(t.db); // the countries users refer to
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  adminCookie = await t.sessionCookie(t.admin);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (url: string, body: unknown, cookie?: string, ip?: string) =>
  fetch(`${origin}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(cookie ? { cookie } : {}),
      ...(ip ? { 'x-forwarded-for': ip } : {}),
    },
    body: JSON.stringify(body),
  });
const get = (url: string) => fetch(`${origin}${url}`);
/** An answer's JSON: an error ({message, fields}) or a user ({externalId}). */
const bodyOf = async (response: Response) =>
  (await response.json()) as {
    message?: string;
    fields?: { path: string; message: string }[];
    externalId?: string;
  };

/** Waits (polling, no sleeps) for the SMTP server to receive the n-th message to `address`. */
async function received(address: string, n = 1) {
  await expect
    .poll(() => smtp.received.filter((r) => r.envelopeTo.includes(address)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(n);
  const mail = smtp.received.filter((r) => r.envelopeTo.includes(address))[n - 1]?.mail;
  if (!mail) throw new Error(`no message ${n} to ${address}`);
  return mail;
}
const setPassword = (token: string, password: string, confirm = password) =>
  post('/api/auth/set-password', { token, newPassword: password, confirmPassword: confirm });
const login = (email: string, password: string) => post('/api/auth/login', { email, password });

describe('invitation: new user -> e-mail over SMTP -> set password -> sign in', () => {
  it('[VEND-19] the invitation reaches the SMTP server with a single-use link on PUBLIC_URL; the link sets the first password once', async () => {
    const vendor = await t.createVendor();
    const payload = userBody(vendor.externalId, { firstName: 'Ananya' });
    const email = payload.email.toLowerCase();
    const createdAnswer = await post('/api/users', payload, adminCookie);
    expect(createdAnswer.status, await createdAnswer.clone().text()).toBe(201);

    const mail = await received(email);
    expect(mail.subject).toBe('Your Talent Desk account: choose a password');
    expect(mail.text).toContain('Hello Ananya,');
    expect(mail.text).toContain('https://talent.example.test/set-password#token=');
    expect(mail.html).toContain('href="https://talent.example.test/set-password#token=');
    const token = linkToken(mail.text ?? '');

    const info = await get(`/api/auth/password-tokens/${token}`);
    expect(info.status).toBe(200);
    expect(await bodyOf(info)).toMatchObject({ purpose: 'INVITATION', firstName: 'Ananya', email });

    // AUTH-08 policy: too short, common, not matching.
    const short = await setPassword(token, 'short');
    expect(short.status).toBe(400);
    expect((await bodyOf(short)).fields).toContainEqual({
      path: 'newPassword',
      message: MESSAGES.passwordPolicy,
    });
    expect((await setPassword(token, 'password123')).status).toBe(400);
    const mismatch = await setPassword(token, 'Lotus-garden-2026', 'Lotus-garden-2027');
    expect((await bodyOf(mismatch)).fields).toContainEqual({
      path: 'confirmPassword',
      message: MESSAGES.passwordsDoNotMatch,
    });

    const done = await setPassword(token, 'Lotus-garden-2026');
    expect(done.status).toBe(200);
    expect((await bodyOf(done)).message).toBe(PASSWORD_TOKEN_MESSAGES.passwordSet);
    expect(cookieOf(await login(email, 'Lotus-garden-2026'))).not.toBe('');

    // Single use: the page and the POST both refuse it now.
    expect((await get(`/api/auth/password-tokens/${token}`)).status).toBe(404);
    const reused = await setPassword(token, 'Another-garden-2026');
    expect(reused.status).toBe(404);
    expect((await bodyOf(reused)).message).toBe(PASSWORD_TOKEN_MESSAGES.linkInvalid);
  });

  it('two submissions of one link at the same moment: exactly one sets the password', async () => {
    const vendor = await t.createVendor();
    const payload = userBody(vendor.externalId);
    await post('/api/users', payload, adminCookie);
    const token = linkToken((await received(payload.email.toLowerCase())).text ?? '');
    const answers = await Promise.all([
      setPassword(token, 'First-choice-2026'),
      setPassword(token, 'Second-choice-2026'),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    const winner = answers[0]?.status === 200 ? 'First-choice-2026' : 'Second-choice-2026';
    expect(cookieOf(await login(payload.email, winner))).not.toBe('');
  });

  it('an expired link, a malformed one and the link of a deactivated user are refused', async () => {
    const vendor = await t.createVendor();
    const payload = userBody(vendor.externalId);
    const user = await bodyOf(await post('/api/users', payload, adminCookie));
    const token = linkToken((await received(payload.email.toLowerCase())).text ?? '');
    await t.db.execute(
      sql`update user_tokens set expires_at = now() - interval '1 second' where user_id = (select id from users where external_id = ${user.externalId ?? ''})`,
    );
    expect((await get(`/api/auth/password-tokens/${token}`)).status).toBe(404);
    expect((await setPassword(token, 'Lotus-garden-2026')).status).toBe(404);
    expect((await get('/api/auth/password-tokens/not-a-token')).status).toBe(400);

    await fetch(`${origin}/api/users/${user.externalId ?? ''}/invitation`, {
      method: 'POST',
      headers: { cookie: adminCookie },
    });
    const fresh = linkToken((await received(payload.email.toLowerCase(), 2)).text ?? '');
    await fetch(`${origin}/api/users/${user.externalId ?? ''}/deactivate`, {
      method: 'PUT',
      headers: { cookie: adminCookie },
    });
    expect((await setPassword(fresh, 'Lotus-garden-2026')).status).toBe(404);
  });
});

describe('forgot password', () => {
  it('a known address gets a reset link; the new password works, the old one and every session end', async () => {
    const user = await t.createUser('TAG');
    const cookie = await t.sessionCookie(user);
    const asked = await post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
    expect(asked.status).toBe(202);
    expect((await bodyOf(asked)).message).toBe(PASSWORD_TOKEN_MESSAGES.resetRequested);
    const mail = await received(user.email);
    expect(mail.subject).toBe('Reset your Talent Desk password');
    const token = linkToken(mail.text ?? '');

    const same = await setPassword(token, TEST_PASSWORD);
    expect(same.status).toBe(400);
    expect((await bodyOf(same)).message).toBe(MESSAGES.passwordSameAsCurrent);
    expect((await setPassword(token, 'Fresh-start-2026')).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect(cookieOf(await login(user.email, 'Fresh-start-2026'))).not.toBe('');
    expect((await fetch(`${origin}/api/auth/me`, { headers: { cookie } })).status).toBe(401);
    const left = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(1); // the sign-in just made
  });

  it('an unknown or inactive address gets the same answer and no e-mail', async () => {
    const inactive = await t.createUser('TAG');
    await t.db.update(users).set({ status: 'INACTIVE' }).where(eq(users.id, inactive.id));
    const before = smtp.received.length;
    for (const email of ['nobody@example.test', inactive.email]) {
      const answer = await post('/api/auth/forgot-password', { email }, undefined, '203.0.113.7');
      expect(answer.status).toBe(202);
      expect((await bodyOf(answer)).message).toBe(PASSWORD_TOKEN_MESSAGES.resetRequested);
    }
    // A known address asked at the same time is delivered: the unknown ones really sent nothing.
    const known = await t.createUser('ADMIN');
    await post('/api/auth/forgot-password', { email: known.email }, undefined, '203.0.113.7');
    await received(known.email);
    expect(smtp.received.length).toBe(before + 1);
  });

  it('at most 3 reset e-mails per account an hour (silently), 10 requests per IP (then 429 with Retry-After)', async () => {
    const user = await t.createUser('TAG');
    for (let i = 0; i < 5; i += 1) {
      const answer = await post(
        '/api/auth/forgot-password',
        { email: user.email },
        undefined,
        '198.51.100.20',
      );
      expect(answer.status).toBe(202);
    }
    await received(user.email, 3);
    const burst = await Promise.all(
      Array.from({ length: 8 }, () =>
        post('/api/auth/forgot-password', { email: 'nobody@example.test' }, undefined, '198.51.100.20'),
      ),
    );
    const refused = burst.filter((a) => a.status === 429);
    expect(refused).toHaveLength(3); // 5 + 5 allowed, then refused
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(smtp.received.filter((r) => r.envelopeTo.includes(user.email))).toHaveLength(3);
    // Another address is not held back by this one.
    expect(
      (await post('/api/auth/forgot-password', { email: user.email }, undefined, '198.51.100.21')).status,
    ).toBe(202);
  });
});
