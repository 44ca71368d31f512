import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_MAX_FAILURES_PER_IP,
  LOGIN_THROTTLE_WINDOW_MS,
  MESSAGES,
} from '@talent-desk/shared';
import { loginThrottle } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.db.delete(loginThrottle);
});

const accountKey = (email: string) => `account:${email.toLowerCase()}`;
/** Puts a counter where N real failures would have left it (scrypt makes real ones slow). */
const setFailures = (key: string, failures: number, ageMs = 0) =>
  t.db
    .insert(loginThrottle)
    .values({ key, failures, windowStartedAt: sql`now() - ${ageMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: { failures, windowStartedAt: sql`now() - ${ageMs} * interval '1 millisecond'` },
    });

describe('sign-in throttling', () => {
  it(`${LOGIN_MAX_FAILURES_PER_ACCOUNT} consecutive failures lock the account: 429 with Retry-After, even for the right password`, async () => {
    const user = await t.createUser('TAG');
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ACCOUNT; i += 1) {
      expect((await t.login(user.email, `wrong-${i}`)).response.statusCode).toBe(401);
    }
    const { response } = await t.login(user.email);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ status: 429, message: MESSAGES.tooManyAttempts });
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_THROTTLE_WINDOW_MS / 1000);
  });

  it('the count is per account: another account is not locked', async () => {
    const locked = await t.createUser('TAG');
    await setFailures(accountKey(locked.email), LOGIN_MAX_FAILURES_PER_ACCOUNT);
    expect((await t.login(locked.email)).response.statusCode).toBe(429);
    expect((await t.login(t.tag.email)).response.statusCode).toBe(200);
  });

  it('a success resets the account count', async () => {
    const user = await t.createUser('TAG');
    await setFailures(accountKey(user.email), LOGIN_MAX_FAILURES_PER_ACCOUNT - 1);
    expect((await t.login(user.email)).response.statusCode).toBe(200);
    expect(
      await t.db
        .select()
        .from(loginThrottle)
        .where(eq(loginThrottle.key, accountKey(user.email))),
    ).toHaveLength(0);
    expect((await t.login(user.email, 'wrong')).response.statusCode).toBe(401);
    expect((await t.login(user.email)).response.statusCode).toBe(200);
  });

  it('the window ends 15 minutes after the first failure, and the count starts again', async () => {
    const user = await t.createUser('TAG');
    await setFailures(
      accountKey(user.email),
      LOGIN_MAX_FAILURES_PER_ACCOUNT,
      LOGIN_THROTTLE_WINDOW_MS - 60_000,
    );
    const blocked = await t.login(user.email);
    expect(blocked.response.statusCode).toBe(429);
    expect(Number(blocked.response.headers['retry-after'])).toBeLessThanOrEqual(60);

    await setFailures(
      accountKey(user.email),
      LOGIN_MAX_FAILURES_PER_ACCOUNT,
      LOGIN_THROTTLE_WINDOW_MS + 1000,
    );
    expect((await t.login(user.email, 'wrong')).response.statusCode).toBe(401);
    const [row] = await t.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, accountKey(user.email)));
    expect(row?.failures).toBe(1);
  });

  it('an unknown e-mail is counted and locked exactly like a real account', async () => {
    const email = 'Nobody.Here@Example.test';
    for (let i = 0; i < 2; i += 1) await t.login(email, 'wrong');
    const [row] = await t.db
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.key, accountKey(email)));
    expect(row?.failures).toBe(2);
    await setFailures(accountKey(email), LOGIN_MAX_FAILURES_PER_ACCOUNT);
    const { response } = await t.login(email, 'wrong');
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
  });

  it(`one IP is locked after ${LOGIN_MAX_FAILURES_PER_IP} failures across accounts`, async () => {
    await setFailures('ip:127.0.0.1', LOGIN_MAX_FAILURES_PER_IP - 1);
    expect((await t.login(t.admin.email)).response.statusCode).toBe(200);
    await setFailures('ip:127.0.0.1', LOGIN_MAX_FAILURES_PER_IP);
    expect((await t.login(t.admin.email)).response.statusCode).toBe(429);
  });
});
