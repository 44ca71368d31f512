import { request as httpRequest } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, userTokens } from '../../../db/schema/index.js';
import { startTestSmtpServer, type TestSmtpServer } from '../../../test/smtp-server.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { seedCandidateReference } from '../../../test/fixtures.js';
import { FAST_JOBS } from '../../mail/testing/index.js';
import { linkToken, userBody } from '../testing/user-fixtures.js';
import { cookieOf } from '../testing/vendor-harness.js';
import { EMAIL_CHANGE_NOTICE_SUBJECT } from '../users/email-change-notice.js';

// Issue 20, items 1 and 5: e-mailed links are never built from a request's headers, and a password or
// e-mail change leaves no open link behind. Everything over real HTTP against a listening app.

let smtp: TestSmtpServer;
let t: TestApp;
let origin: string;
let adminCookie: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
  // No PUBLIC_URL: the embedded default, http://localhost:3000 (PORT's default), is the only origin.
  t = await createTestApp(
    { SMTP_URL: smtp.url, TRUST_PROXY: 'loopback', PASSWORD_RESET_EMAILS_PER_HOUR: '1000' },
    { jobs: FAST_JOBS },
  );
  await seedCandidateReference(t.db);
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  adminCookie = await t.sessionCookie(t.admin);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let client = 0;
/** A POST as a browser at another address would send it (X-Forwarded-For from the trusted loopback proxy). */
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${origin}${url}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${(client += 1) % 250}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });

/** A POST with a Host header of the attacker's choosing (fetch may not set Host; node:http may). */
function postWithHost(path: string, host: string, body: unknown): Promise<number> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { host, 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

async function received(address: string, n = 1) {
  const to = address.toLowerCase();
  await expect
    .poll(() => smtp.received.filter((r) => r.envelopeTo.includes(to)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(n);
  const mail = smtp.received.filter((r) => r.envelopeTo.includes(to))[n - 1]?.mail;
  if (!mail) throw new Error(`no message ${n} to ${address}`);
  return mail;
}

const openLinks = async (userId: number) =>
  (await t.db.select().from(userTokens).where(eq(userTokens.userId, userId))).filter((r) => !r.usedAt);

describe('item 1: reset and invitation links never come from the Host header', () => {
  it('a forgot-password request sent with Host: evil.example e-mails a link on the configured origin', async () => {
    const user = await t.createUser('ADMIN');
    expect(await postWithHost('/api/auth/forgot-password', 'evil.example', { email: user.email })).toBe(202);
    const mail = await received(user.email);
    expect(mail.text).toContain('http://localhost:3000/set-password#token=');
    expect(`${mail.text}${mail.html || ''}`).not.toContain('evil.example');
  });

  it('an invitation created through a request with Host: evil.example links to the configured origin', async () => {
    const vendor = await t.createVendor();
    const body = userBody(vendor.externalId);
    const { port } = new URL(origin);
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/users',
          method: 'POST',
          headers: { host: 'evil.example', 'content-type': 'application/json', cookie: adminCookie },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(JSON.stringify(body));
    });
    expect(status).toBe(201);
    const mail = await received(body.email);
    expect(mail.text).toContain('http://localhost:3000/set-password#token=');
    expect(`${mail.text}${mail.html || ''}`).not.toContain('evil.example');
  });
});

describe('item 5: a password or e-mail change leaves no open link', () => {
  it('changing the password voids an open reset link', async () => {
    const user = await t.createUser('TAG');
    expect((await post('/api/auth/forgot-password', { email: user.email })).status).toBe(202);
    const token = linkToken((await received(user.email)).text ?? '');
    expect(await openLinks(user.id)).toHaveLength(1);

    const cookie = await t.sessionCookie(user);
    const changed = await post(
      '/user-service/user/change/password',
      {
        currentPassword: TEST_PASSWORD,
        newPassword: 'Kettle-Harbour-2026',
        confirmPassword: 'Kettle-Harbour-2026',
      },
      { cookie },
    );
    expect(changed.status, await changed.clone().text()).toBe(200);
    expect(await openLinks(user.id)).toHaveLength(0);
    // The link an attacker may have read cannot set the password again.
    const reuse = await post('/api/auth/set-password', {
      token,
      newPassword: 'Attacker-Owns-2026',
      confirmPassword: 'Attacker-Owns-2026',
    });
    expect(reuse.status).toBe(404);
    expect(
      (await post('/api/auth/login', { email: user.email, password: 'Kettle-Harbour-2026' })).status,
    ).toBe(200);
  });

  it("changing a user's e-mail ends their sessions and open links and sends a notice to the old address", async () => {
    const vendor = await t.createVendor();
    const body = userBody(vendor.externalId, { firstName: 'Ishita' });
    const created = await post('/api/users', body, { cookie: adminCookie });
    expect(created.status).toBe(201);
    const { externalId } = (await created.json()) as { externalId: string };
    const invitation = linkToken((await received(body.email)).text ?? '');
    const set = await post('/api/auth/set-password', {
      token: invitation,
      newPassword: 'Lantern-Meadow-2026',
      confirmPassword: 'Lantern-Meadow-2026',
    });
    expect(set.status).toBe(200);
    const session = cookieOf(
      await post('/api/auth/login', { email: body.email, password: 'Lantern-Meadow-2026' }),
    );
    expect((await post('/api/auth/forgot-password', { email: body.email })).status).toBe(202);
    const reset = linkToken((await received(body.email, 2)).text ?? '');

    const newEmail = `ishita.${Date.now()}@lotus.example`;
    const updated = await fetch(`${origin}/api/users/${externalId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: adminCookie },
      body: JSON.stringify({ ...body, email: newEmail }),
    });
    expect(updated.status, await updated.clone().text()).toBe(200);

    expect((await fetch(`${origin}/api/auth/me`, { headers: { cookie: session } })).status).toBe(401);
    const resetAfter = await post('/api/auth/set-password', {
      token: reset,
      newPassword: 'Attacker-Owns-2026',
      confirmPassword: 'Attacker-Owns-2026',
    });
    expect(resetAfter.status).toBe(404);
    const notice = await received(body.email, 3);
    expect(notice.subject).toBe(EMAIL_CHANGE_NOTICE_SUBJECT);
    expect(notice.text).toContain(newEmail);
    // The same address in another case is no change: nobody is signed out.
    const again = cookieOf(
      await post('/api/auth/login', { email: newEmail, password: 'Lantern-Meadow-2026' }),
    );
    const recased = await fetch(`${origin}/api/users/${externalId}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: adminCookie },
      body: JSON.stringify({ ...body, email: newEmail.toUpperCase() }),
    });
    expect(recased.status).toBe(200);
    expect((await fetch(`${origin}/api/auth/me`, { headers: { cookie: again } })).status).toBe(200);
  });
});

describe('item 5: forgot-password answers in the same time for a known and an unknown address', () => {
  it('medians over 50 requests each differ by less than a generous margin (the work is queued)', async () => {
    const user = await t.createUser('TAG');
    const timed = async (email: string) => {
      const started = performance.now();
      const answer = await post('/api/auth/forgot-password', { email });
      expect(answer.status).toBe(202);
      await answer.arrayBuffer();
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      // Interleaved, so that whatever else the machine does weighs on both alike.
      known.push(await timed(user.email));
      unknown.push(await timed(`nobody.${i}@nowhere.example`));
    }
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const [k, u] = [median(known), median(unknown)];
    // Before the change a known address cost a look-up, a token, a template and an outbox row more.
    expect(Math.abs(k - u)).toBeLessThan(Math.max(5, 0.5 * Math.min(k, u)));
    await received(user.email); // the job did send the known address its link
  });
});

describe('item 5: the outbox shows link tokens only to the user a message is for', () => {
  it("an ADMIN reading another user's reset e-mail sees the link redacted; the user themselves sees it whole", async () => {
    const other = await t.createUser('ADMIN');
    expect((await post('/api/auth/forgot-password', { email: other.email })).status).toBe(202);
    const token = linkToken((await received(other.email)).text ?? '');
    const [row] = await t.db
      .select({ externalId: mailMessages.externalId })
      .from(mailMessages)
      .where(eq(mailMessages.recipientUserId, other.id));
    if (!row) throw new Error('the reset message is not in the outbox');
    const read = async (cookie: string) => {
      const answer = await fetch(`${origin}/api/settings/mail-outbox/${row.externalId}`, {
        headers: { cookie },
      });
      expect(answer.status).toBe(200);
      return (await answer.json()) as { html: string; text: string; subject: string };
    };
    const asAdmin = await read(adminCookie);
    expect(asAdmin.subject).toBe('Reset your Talent Desk password');
    expect(`${asAdmin.html}${asAdmin.text}`).not.toContain(token);
    expect(asAdmin.text).toContain('/set-password#token=REDACTED');
    const asOwner = await read(await t.sessionCookie(other));
    expect(asOwner.text).toContain(token);
  });
});
