import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@talent-desk/shared';
import { users } from '../../../db/schema/index.js';
import { hashPasswordWith } from '../../../lib/password-hash.js';
import { DEMO_PASSWORD } from '../../../lib/published-password.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

// Issue 20, item 6: on a real deployment (NODE_ENV=production on a PostgreSQL server) an account that
// still has the published demo password may do nothing but change it. The config says "PostgreSQL
// server"; the test's own database serves it either way.
const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgresql://talentdesk@db.internal:5432/talentdesk',
  PUBLIC_URL: 'https://talent.example.com',
  TWO_FACTOR_KEY: '7f'.repeat(32),
};

async function demoUser(t: TestApp) {
  const user = await t.createUser('ADMIN');
  const passwordHash = await hashPasswordWith(DEMO_PASSWORD, { N: 2 ** 10, r: 8, p: 1 });
  await t.db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
  return user;
}

const json = (body: unknown) => ({ payload: body as object });

describe('the published demo password in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(PRODUCTION);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('signs in to a session that can only read who it is, change the password and sign out', async () => {
    const user = await demoUser(t);
    const { response, cookie } = await t.login(user.email, DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().passwordChangeRequired).toBe(true);
    const headers = { cookie, origin: 'https://talent.example.com' };

    const me = await t.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect(me.statusCode).toBe(200);
    expect(me.json().passwordChangeRequired).toBe(true);
    for (const url of ['/api/candidates', '/api/users', '/api/settings/mail-outbox', '/api/dashboard']) {
      const refused = await t.inject({ method: 'GET', url, headers });
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({
        code: 'PASSWORD_CHANGE_REQUIRED',
        message: MESSAGES.passwordChangeRequired,
      });
    }
    const created = await t.inject({
      method: 'POST',
      url: '/api/vendors',
      headers,
      ...json({ name: 'Backdoor Ltd' }),
    });
    expect(created.statusCode).toBe(403);

    const changed = await t.inject({
      method: 'POST',
      url: '/user-service/user/change/password',
      headers,
      ...json({
        currentPassword: DEMO_PASSWORD,
        newPassword: 'Quartz-Lagoon-2026',
        confirmPassword: 'Quartz-Lagoon-2026',
      }),
    });
    expect(changed.statusCode).toBe(200);
    const again = await t.login(user.email, 'Quartz-Lagoon-2026');
    expect(again.response.json().passwordChangeRequired).toBe(false);
    const list = await t.inject({ method: 'GET', url: '/api/users', headers: { cookie: again.cookie } });
    expect(list.statusCode).toBe(200);
  });

  it('another password signs in normally', async () => {
    const user = await t.createUser('TAG');
    const { response, cookie } = await t.login(user.email);
    expect(response.json().passwordChangeRequired).toBe(false);
    expect((await t.inject({ method: 'GET', url: '/api/candidates', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });
});

describe('the embedded demo start (npm start without DATABASE_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the demo password signs in to the whole product', async () => {
    const user = await demoUser(t);
    const { response, cookie } = await t.login(user.email, DEMO_PASSWORD);
    expect(response.json().passwordChangeRequired).toBe(false);
    expect((await t.inject({ method: 'GET', url: '/api/users', headers: { cookie } })).statusCode).toBe(200);
  });
});
