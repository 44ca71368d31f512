import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@talent-desk/shared';
import { loginThrottle } from '../../../db/schema/index.js';
import { purgeForgottenCounters } from '../../../lib/limits/throttle-counters.repo.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../../test/test-app.js';

// Limits are written out as numbers (5 free failures, 30 s doubling to 15 min, 20 per account, 100 per
// IP, 15-minute windows): a change of the constants has to change these tests too.
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

const ATTACKER = '203.0.113.7';
const OWNER = '198.51.100.20';

const loginFrom = (ip: string, email: string, password = TEST_PASSWORD) =>
  t.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { email, password } });
const retryAfter = (response: { headers: Record<string, unknown> }) =>
  Number(response.headers['retry-after']);
const clientKey = (ip: string, email: string) => `login-client:${ip}|${email.toLowerCase()}`;
const accountKey = (email: string) => `login-account:${email.toLowerCase()}`;
const counter = async (key: string) =>
  (await t.db.select().from(loginThrottle).where(eq(loginThrottle.key, key)))[0];
/** Puts a counter where real failures would have left it (scrypt makes real ones slow). */
const setCounter = (key: string, failures: number, windowAgeMs = 0) => {
  const values = { failures, windowStartedAt: sql`now() - ${windowAgeMs} * interval '1 millisecond'` };
  return t.db
    .insert(loginThrottle)
    .values({ key, ...values })
    .onConflictDoUpdate({ target: loginThrottle.key, set: values });
};
/** As if the client's wait had run out. */
const waitOut = (key: string) =>
  t.db
    .update(loginThrottle)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(eq(loginThrottle.key, key));
const failTimes = async (times: number, ip: string, email: string) => {
  for (let i = 1; i <= times; i += 1) {
    expect((await loginFrom(ip, email, 'wrong-password')).statusCode, `failure ${i}`).toBe(401);
  }
};

describe('sign-in throttling per client (account + IP)', () => {
  it("an attacker's failures from one IP do not stop the owner signing in from another", async () => {
    const owner = await t.createUser('TAG');
    await failTimes(5, ATTACKER, owner.email);
    expect((await loginFrom(ATTACKER, owner.email)).statusCode).toBe(429);
    expect((await loginFrom(OWNER, owner.email)).statusCode).toBe(200);
    // A typo of the owner's own costs nothing more than usual.
    expect((await loginFrom(OWNER, owner.email, 'typo')).statusCode).toBe(401);
    expect((await loginFrom(OWNER, owner.email)).statusCode).toBe(200);
  });

  it('the 5th wrong password is still answered 401; the 6th attempt gets 429 for 30 s, even with the right password', async () => {
    const user = await t.createUser('TAG');
    await failTimes(4, ATTACKER, user.email);
    expect((await counter(clientKey(ATTACKER, user.email)))?.failures).toBe(4);
    await failTimes(1, ATTACKER, user.email);
    const refused = await loginFrom(ATTACKER, user.email);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ status: 429, message: MESSAGES.tooManyAttempts });
    expect(refused.cookies).toHaveLength(0);
    expect(retryAfter(refused)).toBeGreaterThan(25);
    expect(retryAfter(refused)).toBeLessThanOrEqual(30);
    // A refused attempt is not a failure: the count stays at 5.
    expect((await counter(clientKey(ATTACKER, user.email)))?.failures).toBe(5);
  });

  it('the wait doubles with each further failure (30 s, 60 s, 120 s) and stops growing at 15 minutes', async () => {
    const user = await t.createUser('TAG');
    const key = clientKey(ATTACKER, user.email);
    await failTimes(5, ATTACKER, user.email);
    expect(retryAfter(await loginFrom(ATTACKER, user.email))).toBeLessThanOrEqual(30);

    await waitOut(key);
    await failTimes(1, ATTACKER, user.email);
    const second = retryAfter(await loginFrom(ATTACKER, user.email));
    expect(second).toBeGreaterThan(55);
    expect(second).toBeLessThanOrEqual(60);

    await waitOut(key);
    await failTimes(1, ATTACKER, user.email);
    const third = retryAfter(await loginFrom(ATTACKER, user.email));
    expect(third).toBeGreaterThan(115);
    expect(third).toBeLessThanOrEqual(120);

    await setCounter(key, 12);
    await waitOut(key);
    await failTimes(1, ATTACKER, user.email);
    const capped = retryAfter(await loginFrom(ATTACKER, user.email));
    expect(capped).toBeGreaterThan(890);
    expect(capped).toBeLessThanOrEqual(900);
  });

  it('once the wait is over the right password signs in, and the client starts afresh', async () => {
    const user = await t.createUser('TAG');
    await failTimes(5, ATTACKER, user.email);
    expect((await loginFrom(ATTACKER, user.email)).statusCode).toBe(429);
    await waitOut(clientKey(ATTACKER, user.email));
    expect((await loginFrom(ATTACKER, user.email)).statusCode).toBe(200);
    expect(await counter(clientKey(ATTACKER, user.email))).toBeUndefined();
    await failTimes(4, ATTACKER, user.email);
  });

  it("a client's failures are forgotten 24 hours after its first one", async () => {
    const user = await t.createUser('TAG');
    const key = clientKey(ATTACKER, user.email);
    await setCounter(key, 9, 24 * 3_600_000 - 60_000);
    await t.db
      .update(loginThrottle)
      .set({ blockedUntil: sql`now() + interval '10 minutes'` })
      .where(eq(loginThrottle.key, key));
    expect((await loginFrom(ATTACKER, user.email)).statusCode).toBe(429);

    await setCounter(key, 9, 24 * 3_600_000 + 60_000);
    await failTimes(1, ATTACKER, user.email);
    expect((await counter(key))?.failures).toBe(1);
  });

  it('parallel attempts cannot slip through: 8 at once from one client get five 401 and three 429', async () => {
    const user = await t.createUser('TAG');
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => loginFrom(ATTACKER, user.email, 'wrong-password')),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('a parallel attempt whose transaction began a moment earlier is not refused under the free failures', async () => {
    // On PostgreSQL, of two parallel sign-ins the one that began first can update second: the other's
    // `blocked_until = now()` then lies in its future. Stated here as that row, so PGlite shows it too.
    const user = await t.createUser('TAG');
    const key = clientKey(ATTACKER, user.email);
    await setCounter(key, 2);
    await t.db
      .update(loginThrottle)
      .set({ blockedUntil: sql`now() + interval '50 milliseconds'` })
      .where(eq(loginThrottle.key, key));
    expect((await loginFrom(ATTACKER, user.email)).statusCode).toBe(200);
  });

  it('an unknown e-mail is answered and throttled exactly like an account', async () => {
    const known = await t.createUser('TAG');
    const unknown = 'Nobody.Here@Example.test';
    const wrongKnown = await loginFrom(ATTACKER, known.email, 'wrong-password');
    const wrongUnknown = await loginFrom(ATTACKER, unknown, 'wrong-password');
    expect(wrongUnknown.statusCode).toBe(401);
    // Equal but for the request id each answer quotes.
    expect({ ...wrongUnknown.json(), requestId: null }).toEqual({ ...wrongKnown.json(), requestId: null });
    await failTimes(4, ATTACKER, unknown);
    expect((await counter(clientKey(ATTACKER, unknown)))?.failures).toBe(5);
    const refused = await loginFrom(ATTACKER, unknown, 'wrong-password');
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeLessThanOrEqual(30);
  });
});

describe('sign-in throttling per account (guessing from many IPs)', () => {
  it('with 19 failures on the account a client that failed may still try; at 20 it waits, a client that has not failed passes', async () => {
    const user = await t.createUser('TAG');
    await setCounter(accountKey(user.email), 18);
    await failTimes(1, '192.0.2.1', user.email);
    // 19 on the account: the client that failed once tries again (the 20th failure).
    await failTimes(1, '192.0.2.1', user.email);
    expect((await counter(accountKey(user.email)))?.failures).toBe(20);

    const refused = await loginFrom('192.0.2.1', user.email);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(900);
    // A fresh client is never held back by others' failures: a guess is answered, the owner signs in.
    await failTimes(1, '192.0.2.2', user.email);
    expect((await loginFrom('192.0.2.2', user.email)).statusCode).toBe(429);
    expect((await loginFrom(OWNER, user.email)).statusCode).toBe(200);
  });

  it('the account window ends 15 minutes after its first failure', async () => {
    const user = await t.createUser('TAG');
    await setCounter(clientKey('192.0.2.3', user.email), 1);
    await setCounter(accountKey(user.email), 20, 15 * 60_000 - 60_000);
    const refused = await loginFrom('192.0.2.3', user.email);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeLessThanOrEqual(60);
    await setCounter(accountKey(user.email), 20, 15 * 60_000 + 1000);
    expect((await loginFrom('192.0.2.3', user.email)).statusCode).toBe(200);
  });
});

describe('sign-in throttling per IP', () => {
  it('the 100th failure from one IP is answered; then every attempt from it gets 429, other IPs are not affected', async () => {
    const [first, second, third] = [
      await t.createUser('TAG'),
      await t.createUser('TAG'),
      await t.createUser('TAG'),
    ];
    const ip = '203.0.113.99';
    await setCounter(`ip:${ip}`, 99);
    expect((await loginFrom(ip, first.email, 'wrong-password')).statusCode).toBe(401);
    expect((await counter(`ip:${ip}`))?.failures).toBe(100);
    const refused = await loginFrom(ip, second.email);
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);
    expect(retryAfter(refused)).toBeLessThanOrEqual(900);
    expect((await loginFrom(OWNER, third.email)).statusCode).toBe(200);
  });

  it('a successful sign-in is not counted as a failure of the IP', async () => {
    const ip = '203.0.113.98';
    await setCounter(`ip:${ip}`, 99);
    expect((await loginFrom(ip, t.tag.email)).statusCode).toBe(200);
    expect((await counter(`ip:${ip}`))?.failures).toBe(99);
    expect((await loginFrom(ip, t.admin.email)).statusCode).toBe(200);
  });

  it('the IP window ends 15 minutes after its first failure', async () => {
    const ip = '203.0.113.97';
    await setCounter(`ip:${ip}`, 100, 15 * 60_000 - 60_000);
    expect((await loginFrom(ip, t.tag.email)).statusCode).toBe(429);
    await setCounter(`ip:${ip}`, 100, 15 * 60_000 + 1000);
    expect((await loginFrom(ip, t.tag.email)).statusCode).toBe(200);
  });
});

describe('forgotten counters are deleted', () => {
  it('housekeeping deletes counters past their memory that block nobody, and keeps the rest', async () => {
    const dayAndHour = 25 * 3_600_000;
    await setCounter('login-ip:192.0.2.1', 3, dayAndHour + 60_000); // old, not blocking: deleted
    await setCounter('login-ip:192.0.2.2', 3, 60_000); // recent: kept
    await setCounter('login-client:192.0.2.3|old@example.test', 9, dayAndHour + 60_000);
    await t.db
      .update(loginThrottle)
      .set({ blockedUntil: sql`now() + interval '5 minutes'` })
      .where(eq(loginThrottle.key, 'login-client:192.0.2.3|old@example.test')); // old but blocking: kept

    expect(await purgeForgottenCounters(t.db, dayAndHour)).toBe(1);
    const keys = (await t.db.select({ key: loginThrottle.key }).from(loginThrottle)).map((r) => r.key).sort();
    expect(keys).toEqual(['login-client:192.0.2.3|old@example.test', 'login-ip:192.0.2.2']);
  });
});
