import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@talent-desk/shared';
import { sessions, users, vendors } from '../../../db/schema/index.js';
import { createTestApp, sessionCookieOf, TEST_PASSWORD, type TestApp } from '../../../test/test-app.js';
import { hashToken } from './session.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await t?.close();
});

const me = (cookie: string) => t.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });
const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf('=') + 1);

describe('sign in', () => {
  it('a correct e-mail and password answer 200 with the current user and a session cookie', async () => {
    const { response, cookie } = await t.login(t.admin.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      externalId: t.admin.externalId,
      email: t.admin.email,
      role: 'ADMIN',
      firstName: 'Test',
      lastName: 'ADMIN',
      vendor: null,
    });
    expect(response.json()).not.toHaveProperty('passwordHash');
    expect(cookie).toMatch(/^td_session=[A-Za-z0-9_-]{22}$/);
  });

  it('the e-mail matches whatever its case', async () => {
    const { response } = await t.login(t.tag.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json().externalId).toBe(t.tag.externalId);
  });

  it('an unknown e-mail and a wrong password get the same 401 answer', async () => {
    const wrong = await t.login(t.admin.email, 'not-the-password');
    const unknown = await t.login('nobody-here@example.test', 'not-the-password');
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.response.statusCode).toBe(401);
    // Equal but for the request id each answer quotes.
    expect({ ...wrong.response.json(), requestId: null }).toEqual({
      ...unknown.response.json(),
      requestId: null,
    });
    expect(wrong.response.json().message).toBe(MESSAGES.invalidCredentials);
    expect(wrong.response.cookies).toHaveLength(0);
  });

  it('the session cookie is HttpOnly, SameSite=Lax, Path=/ and not Secure over plain http', async () => {
    const { response } = await t.login(t.admin.email);
    const cookie = response.cookies.find((c) => c.name === 'td_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
  });

  it('the cookie is Secure when the request came over https through a proxy', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: t.admin.email, password: TEST_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect(response.cookies.find((c) => c.name === 'td_session')?.secure).toBe(true);
  });

  it('every sign-in gets a new token and only its SHA-256 is stored', async () => {
    const first = await t.login(t.admin.email);
    const second = await t.login(t.admin.email);
    expect(tokenOf(first.cookie)).not.toBe(tokenOf(second.cookie));
    const rows = await t.db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(eq(sessions.userId, t.admin.id));
    const stored = rows.map((r) => r.tokenHash);
    expect(stored).toContain(hashToken(tokenOf(second.cookie)));
    expect(stored).not.toContain(tokenOf(second.cookie));
    // Both sessions work: signing in elsewhere does not sign the other browser out.
    expect((await me(first.cookie)).statusCode).toBe(200);
    expect((await me(second.cookie)).statusCode).toBe(200);
  });

  it('signing in again ends the session the browser already had: its old cookie answers 401', async () => {
    const first = await t.login(t.tag.email);
    const again = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie: first.cookie },
      payload: { email: t.tag.email, password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(200);
    const second = sessionCookieOf(again);
    expect(second).not.toBe(first.cookie);
    expect((await me(first.cookie)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('a failed sign-in leaves the session the browser had untouched', async () => {
    const { cookie } = await t.login(t.tag.email);
    const wrong = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { cookie },
      payload: { email: t.tag.email, password: 'wrong-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect((await me(cookie)).statusCode).toBe(200);
  });

  it('[VEND-15] a user of an INACTIVE vendor cannot sign in (403 after a correct password only)', async () => {
    const inactive = await t.createVendor('INACTIVE');
    const user = await t.createUser('VENDOR', { vendorId: inactive.id });
    const right = await t.login(user.email);
    expect(right.response.statusCode).toBe(403);
    expect(right.response.json().message).toBe(MESSAGES.vendorInactive);
    expect(right.response.cookies).toHaveLength(0);
    const wrong = await t.login(user.email, 'wrong-password');
    expect(wrong.response.statusCode).toBe(401);
  });

  it('[ERR-01] a missing password is a 400 naming the field, not a 500', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: t.admin.email },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ path: 'password', message: MESSAGES.mandatoryField }]);
    expect(response.json().message).toContain('password');
  });
});

describe('current user', () => {
  it('[NAV-20] without a session /api/auth/me answers 401 "Please sign in"', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, message: MESSAGES.sessionRequired });
  });

  it('[NAV-16] /api/auth/me returns the signed-in user with names and role', async () => {
    const { cookie } = await t.login(t.tag.email);
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      externalId: t.tag.externalId,
      role: 'TAG',
      vendor: null,
      title: 'TAG tester',
    });
  });

  it('[NAV-18][NAV-19] for a VENDOR user /api/auth/me carries the vendor externalId and name', async () => {
    const [vendor] = await t.db
      .select()
      .from(vendors)
      .where(eq(vendors.id, t.vendor.vendorId ?? -1));
    const { cookie } = await t.login(t.vendor.email);
    const response = await me(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().vendor).toEqual({ externalId: vendor?.externalId, name: vendor?.name });
  });

  it('[NAV-20] a forged token gets 401 and the cookie is cleared', async () => {
    const response = await me('td_session=AAAAAAAAAAAAAAAAAAAAAA');
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name === 'td_session')?.value).toBe('');
  });
});

describe('sign out', () => {
  it('[AUTH-02] GET /api/auth/logout deletes the session and clears the cookie', async () => {
    const { cookie } = await t.login(t.admin.email);
    const response = await t.inject({ method: 'GET', url: '/api/auth/logout', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('message');
    const cleared = response.cookies.find((c) => c.name === 'td_session');
    expect(cleared?.value).toBe('');
    const rows = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(tokenOf(cookie))));
    expect(rows).toHaveLength(0);
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('[AUTH-02] logging out without a session still answers 200', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/auth/logout' });
    expect(response.statusCode).toBe(200);
  });
});

describe('session lifetime', () => {
  const sessionRow = (cookie: string) =>
    sessions.tokenHash.getSQL().append(sql` = ${hashToken(tokenOf(cookie))}`);

  it('a session idle longer than the idle timeout is refused and deleted', async () => {
    const { cookie } = await t.login(t.admin.email);
    const idleMinutes = t.config.sessionIdleMs / 60_000 + 1;
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - ${idleMinutes} * interval '1 minute'` })
      .where(sessionRow(cookie));
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(sessionRow(cookie))).toHaveLength(0);
  });

  it('a session past its absolute lifetime is refused even when in use', async () => {
    const { cookie } = await t.login(t.admin.email);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sessionRow(cookie));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('use refreshes lastSeenAt (at most once a minute) so an active session stays alive', async () => {
    const { cookie } = await t.login(t.admin.email);
    const idleMinutes = t.config.sessionIdleMs / 60_000 - 1;
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - ${idleMinutes} * interval '1 minute'` })
      .where(sessionRow(cookie));
    expect((await me(cookie)).statusCode).toBe(200);
    const [row] = await t.db
      .select({ fresh: sql<boolean>`${sessions.lastSeenAt} > now() - interval '1 minute'` })
      .from(sessions)
      .where(sessionRow(cookie));
    expect(row?.fresh).toBe(true);
  });

  it('expired sessions of a user are cleaned up at the next sign-in', async () => {
    const { cookie } = await t.login(t.tag.email);
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(sessionRow(cookie));
    await t.login(t.tag.email);
    expect(await t.db.select().from(sessions).where(sessionRow(cookie))).toHaveLength(0);
  });

  it('[NAV-21] the session of a user whose vendor became INACTIVE is refused and deleted', async () => {
    const vendor = await t.createVendor('ACTIVE');
    const user = await t.createUser('VENDOR', { vendorId: vendor.id });
    const { cookie } = await t.login(user.email);
    expect((await me(cookie)).statusCode).toBe(200);
    await t.db.update(vendors).set({ status: 'INACTIVE' }).where(eq(vendors.id, vendor.id));
    expect((await me(cookie)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it('[NAV-21] the session of a user who no longer exists is refused', async () => {
    const user = await t.createUser('TAG');
    const cookie = await t.sessionCookie(user);
    expect((await me(cookie)).statusCode).toBe(200);
    await t.db.delete(users).where(eq(users.id, user.id));
    expect((await me(cookie)).statusCode).toBe(401);
  });

  it('the login response sets exactly one cookie, the session one', async () => {
    const { response } = await t.login(t.admin.email);
    expect(sessionCookieOf(response)).toMatch(/^td_session=/);
    expect(response.cookies).toHaveLength(1);
  });
});
