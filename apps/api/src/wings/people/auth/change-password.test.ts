import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@talent-desk/shared';
import { loginThrottle, sessions } from '../../../db/schema/index.js';
import { createTestApp, TEST_PASSWORD, type TestApp, type TestUser } from '../../../test/test-app.js';
import { COMMON_PASSWORD_COUNT, isCommonPassword } from './common-passwords.js';

const URL = '/user-service/user/change/password';
const NEW_PASSWORD = 'Violet-lantern-river-7';

let t: TestApp;
let user: TestUser;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser('TAG');
  cookie = (await t.login(user.email)).cookie;
});
afterAll(async () => {
  await t?.close();
});

const change = (body: Record<string, unknown>, sessionCookie = cookie) =>
  t.inject({ method: 'POST', url: URL, headers: { cookie: sessionCookie }, payload: body });

describe('change password', () => {
  it('[AUTH-09] without a session the call answers 401', async () => {
    const response = await t.inject({
      method: 'POST',
      url: URL,
      payload: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
  });

  it('[AUTH-11] a wrong current password answers 401 with the server message', async () => {
    const response = await change({
      currentPassword: 'wrong-one',
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 401, message: MESSAGES.currentPasswordWrong });
    // A wrong current password is not a sign-out: the session still works.
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('[AUTH-07] a confirmation that differs answers 400 naming confirmPassword', async () => {
    const response = await change({
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: `${NEW_PASSWORD}x`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { path: 'confirmPassword', message: MESSAGES.passwordsDoNotMatch },
    ]);
    expect(response.json().message).toContain('confirmPassword');
  });

  it('[AUTH-04][AUTH-05][AUTH-06] missing fields answer 400 naming each of them', async () => {
    const response = await change({});
    expect(response.statusCode).toBe(400);
    const paths = (response.json().fields as { path: string }[]).map((f) => f.path).sort();
    expect(paths).toEqual(['confirmPassword', 'currentPassword', 'newPassword']);
  });

  it('[AUTH-05][AUTH-12] a new password shorter than 8 characters answers 400 with the policy message', async () => {
    const response = await change({
      currentPassword: TEST_PASSWORD,
      newPassword: 'Ab1!xyz',
      confirmPassword: 'Ab1!xyz',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual({ path: 'newPassword', message: MESSAGES.passwordPolicy });
  });

  it('[AUTH-08][AUTH-12] a common password answers 400 with the policy message', async () => {
    expect(COMMON_PASSWORD_COUNT).toBeGreaterThanOrEqual(10_000);
    expect(isCommonPassword('password123')).toBe(true);
    const response = await change({
      currentPassword: TEST_PASSWORD,
      newPassword: 'Password123',
      confirmPassword: 'Password123',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message: MESSAGES.passwordPolicy });
    expect(response.json().fields).toEqual([{ path: 'newPassword', message: MESSAGES.passwordPolicy }]);
  });

  it('[AUTH-08][AUTH-12] the current password cannot be the new one', async () => {
    const response = await change({
      currentPassword: TEST_PASSWORD,
      newPassword: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.passwordPolicy);
    expect(response.json().fields).toEqual([
      { path: 'newPassword', message: MESSAGES.passwordSameAsCurrent },
    ]);
  });

  it('[AUTH-08] a password longer than 128 characters answers 400', async () => {
    const long = 'x'.repeat(129);
    const response = await change({
      currentPassword: TEST_PASSWORD,
      newPassword: long,
      confirmPassword: long,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toContainEqual({ path: 'newPassword', message: MESSAGES.passwordPolicy });
  });

  it('[AUTH-03] an unknown field answers 400 naming it', async () => {
    const response = await change({
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
      role: 'ADMIN',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ path: 'role', message: 'Unknown field: role' }]);
  });

  it('[AUTH-09][AUTH-10] success changes the password and ends every session of the user, this one included', async () => {
    const other = (await t.login(user.email)).cookie;
    const bystander = (await t.login(t.admin.email)).cookie;
    const response = await change({
      currentPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.passwordChanged });
    expect(response.cookies.find((c) => c.name === 'td_session')?.value).toBe('');

    for (const ended of [cookie, other]) {
      expect(
        (await t.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: ended } })).statusCode,
      ).toBe(401);
    }
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    // Another user's session is untouched.
    expect(
      (await t.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: bystander } })).statusCode,
    ).toBe(200);

    expect((await t.login(user.email, TEST_PASSWORD)).response.statusCode).toBe(401);
    expect((await t.login(user.email, NEW_PASSWORD)).response.statusCode).toBe(200);
  });
});

describe('change password throttling', () => {
  const wrong = { currentPassword: 'wrong-one', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
  const right = { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
  const me = (sessionCookie: string) =>
    t.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookie } });

  it('[AUTH-11] the 4th wrong current password keeps the session; the 5th answers 401 and ends it', async () => {
    const owner = await t.createUser('TAG');
    const session = (await t.login(owner.email)).cookie;
    for (const n of [1, 2, 3, 4]) {
      const response = await change(wrong, session);
      expect(response.statusCode, `failure ${n}`).toBe(401);
      expect(response.json().code).toBe('CURRENT_PASSWORD_WRONG');
    }
    expect((await me(session)).statusCode).toBe(200);

    const fifth = await change(wrong, session);
    expect(fifth.statusCode).toBe(401);
    expect(fifth.json()).toMatchObject({
      code: 'SIGNED_OUT',
      message: MESSAGES.passwordAttemptsSignedOut,
    });
    expect(fifth.cookies.find((c) => c.name === 'td_session')?.value).toBe('');
    expect((await me(session)).statusCode).toBe(401);
    expect((await change(right, session)).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, owner.id))).toHaveLength(0);
  });

  it('[AUTH-11] after 5 wrong current passwords the right one waits 30 s (429), then succeeds', async () => {
    const owner = await t.createUser('TAG');
    for (const n of [1, 2, 3, 4, 5]) {
      const session = (await t.login(owner.email)).cookie;
      expect((await change(wrong, session)).statusCode, `failure ${n}`).toBe(401);
    }
    const session = (await t.login(owner.email)).cookie;
    const refused = await change(right, session);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, message: MESSAGES.tooManyPasswordAttempts });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(30);
    // A refused attempt ends nothing: the session still works.
    expect((await me(session)).statusCode).toBe(200);

    await t.db
      .update(loginThrottle)
      .set({ blockedUntil: sql`now() - interval '1 second'` })
      .where(eq(loginThrottle.key, `password-client:127.0.0.1|${owner.id}`));
    expect((await change(right, session)).statusCode).toBe(200);
  });

  it('[AUTH-11] the wait is per client: the same user from another IP is not held back', async () => {
    const owner = await t.createUser('TAG');
    for (const n of [1, 2, 3, 4, 5]) {
      const session = (await t.login(owner.email)).cookie;
      expect((await change(wrong, session)).statusCode, `failure ${n}`).toBe(401);
    }
    const session = (await t.login(owner.email)).cookie;
    const elsewhere = await t.inject({
      method: 'POST',
      url: URL,
      remoteAddress: '198.51.100.20',
      headers: { cookie: session },
      payload: right,
    });
    expect(elsewhere.statusCode).toBe(200);
  });
});
