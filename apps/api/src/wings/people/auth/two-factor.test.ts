import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MESSAGES,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_PATTERN,
  SECOND_FACTOR_REQUIRED,
  TWO_FACTOR_MESSAGES,
} from '@talent-desk/shared';
import { userRecoveryCodes, userTwoFactor } from '../../../db/schema/index.js';
import { withEvents } from '../../../test/audit-events.js';
import {
  createTestApp,
  sessionCookieOf,
  TEST_PASSWORD,
  type TestApp,
  type TestUser,
} from '../../../test/test-app.js';
import { hashToken } from '../../../lib/token-digest.js';
import { insertToken } from '../password-tokens/password-token.repo.js';
import { mailsTo } from '../testing/user-fixtures.js';
import { enrolTwoFactor, requireTwoFactor, totpCode } from '../testing/two-factor-fixtures.js';
import { TWO_FACTOR_RESET_SUBJECT } from './two-factor-reset-notice.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

// The tests move the clock by whole 30-second steps (codes of a step not newer than the last one used
// are refused). Only Date is faked, and it keeps running from where it is set.
const STEP = 30_000;
let clock = 0;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  clock = (Math.floor(Date.now() / STEP) + 1) * STEP + 1000;
  vi.setSystemTime(clock);
});
afterEach(async () => {
  vi.useRealTimers();
  await requireTwoFactor(t, { staff: false, vendors: false });
});
function nextStep(): void {
  clock += STEP;
  vi.setSystemTime(clock);
}

type Call = { url: string; cookie?: string; payload?: object; remoteAddress?: string };
const post = ({ url, cookie, payload, remoteAddress }: Call) =>
  t.inject({
    method: 'POST',
    url,
    headers: cookie ? { cookie } : {},
    payload: payload ?? {},
    ...(remoteAddress ? { remoteAddress } : {}),
  });
const get = (url: string, cookie: string) => t.inject({ method: 'GET', url, headers: { cookie } });
const verify = (cookie: string, code: string, remoteAddress?: string) =>
  post({ url: '/api/auth/two-factor/verify', cookie, payload: { code }, remoteAddress });
const newCookieOf = (response: LightMyRequestResponse) => sessionCookieOf(response);

/** A signed-in (password only) session of the user, and the answer of the sign-in. */
async function signIn(user: TestUser, remoteAddress?: string) {
  const response = await t.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: TEST_PASSWORD },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  expect(response.statusCode, response.body).toBe(200);
  return { cookie: sessionCookieOf(response), user: response.json() };
}

/** Sets two-factor sign-in up through the API in a fully signed-in session: the secret and codes. */
async function enrolThroughApi(user: TestUser) {
  const cookie = await t.sessionCookie(user);
  const setup = await post({
    url: '/api/auth/two-factor/setup',
    cookie,
    payload: { password: TEST_PASSWORD },
  });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json<{ secret: string }>();
  const enable = await post({
    url: '/api/auth/two-factor/enable',
    cookie,
    payload: { code: totpCode(secret) },
  });
  expect(enable.statusCode, enable.body).toBe(200);
  return { secret, cookie, recoveryCodes: enable.json<{ recoveryCodes: string[] }>().recoveryCodes };
}

describe('setting two-factor sign-in up', () => {
  it('set-up asks the password, answers a base32 secret, its otpauth URL and an SVG QR code', async () => {
    const user = await t.createUser('TAG');
    const cookie = await t.sessionCookie(user);
    const noPassword = await post({ url: '/api/auth/two-factor/setup', cookie });
    expect(noPassword.statusCode).toBe(400);
    const wrong = await post({
      url: '/api/auth/two-factor/setup',
      cookie,
      payload: { password: 'not-the-password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe(TWO_FACTOR_MESSAGES.passwordWrong);

    const setup = await post({
      url: '/api/auth/two-factor/setup',
      cookie,
      payload: { password: TEST_PASSWORD },
    });
    expect(setup.statusCode).toBe(200);
    const body = setup.json<{ secret: string; otpauthUrl: string; qrSvg: string }>();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Talent Desk:${user.email}`);
    expect(url.searchParams.get('secret')).toBe(body.secret);
    expect(url.searchParams.get('issuer')).toBe('Talent Desk');
    expect(url.searchParams.get('period')).toBe('30');
    expect(url.searchParams.get('digits')).toBe('6');
    expect(body.qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    // Pending only: not on until a code confirms it.
    const status = await get('/api/auth/two-factor', cookie);
    expect(status.json()).toMatchObject({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
  });

  it('enable confirms the pending secret with one of its codes, answers the recovery codes and is audited', async () => {
    const user = await t.createUser('TAG');
    const cookie = await t.sessionCookie(user);
    const none = await post({
      url: '/api/auth/two-factor/enable',
      cookie,
      payload: { code: '123456' },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      code: 'NO_PENDING_SETUP',
      message: TWO_FACTOR_MESSAGES.noPendingSetup,
    });

    const setup = await post({
      url: '/api/auth/two-factor/setup',
      cookie,
      payload: { password: TEST_PASSWORD },
    });
    const { secret } = setup.json<{ secret: string }>();
    const wrongCode = String((Number(totpCode(secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await post({ url: '/api/auth/two-factor/enable', cookie, payload: { code: wrongCode } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({
      code: 'SECOND_FACTOR_WRONG',
      message: TWO_FACTOR_MESSAGES.codeWrong,
    });

    const { result: enable, events } = await withEvents(t.database, () =>
      post({ url: '/api/auth/two-factor/enable', cookie, payload: { code: totpCode(secret) } }),
    );
    expect(enable.statusCode).toBe(200);
    const codes = enable.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(RECOVERY_CODE_PATTERN);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect(events.map((e) => e.action)).toEqual(['auth.two_factor_enabled']);
    expect(events[0]).toMatchObject({ actor_user_id: user.id, target_id: user.externalId });

    const status = await get('/api/auth/two-factor', cookie);
    expect(status.json()).toMatchObject({
      enabled: true,
      required: false,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    expect(status.json().enabledAt).not.toBeNull();
    // The session that set it up stays signed in.
    expect((await get('/api/candidates', cookie)).statusCode).toBe(200);
  });

  it('the secret is stored encrypted: no column holds the base32 secret, and recovery codes only as digests', async () => {
    const user = await t.createUser('ADMIN');
    const { secret, recoveryCodes } = await enrolThroughApi(user);
    const [row] = await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id));
    expect(row?.secretEncrypted).toBeTruthy();
    expect(row?.secretEncrypted).not.toContain(secret);
    expect(row?.secretEncrypted?.toLowerCase()).not.toContain(secret.toLowerCase());
    expect(row?.pendingSecretEncrypted).toBeNull();
    const stored = await t.db.execute<{ text: string }>(
      sql`select row_to_json(u)::text as text from user_two_factor u where user_id = ${user.id}`,
    );
    expect(stored.rows[0]?.text).not.toContain(secret);
    const digests = await t.db
      .select({ codeDigest: userRecoveryCodes.codeDigest })
      .from(userRecoveryCodes)
      .where(eq(userRecoveryCodes.userId, user.id));
    expect(digests).toHaveLength(RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) {
      expect(digests.map((d) => d.codeDigest)).toContain(hashToken(code));
      expect(digests.map((d) => d.codeDigest)).not.toContain(code);
    }
  });

  it('setting it up again (a new phone) asks the password and a current code', async () => {
    const user = await t.createUser('TAG');
    const { secret, cookie } = await enrolThroughApi(user);
    nextStep();
    const noCode = await post({
      url: '/api/auth/two-factor/setup',
      cookie,
      payload: { password: TEST_PASSWORD },
    });
    expect(noCode.statusCode).toBe(400);
    const again = await post({
      url: '/api/auth/two-factor/setup',
      cookie,
      payload: { password: TEST_PASSWORD, code: totpCode(secret) },
    });
    expect(again.statusCode, again.body).toBe(200);
    const newSecret = again.json<{ secret: string }>().secret;
    expect(newSecret).not.toBe(secret);
    nextStep();
    const enable = await post({
      url: '/api/auth/two-factor/enable',
      cookie,
      payload: { code: totpCode(newSecret) },
    });
    expect(enable.statusCode).toBe(200);
    // The old phone's codes no longer sign in.
    nextStep();
    const { cookie: half } = await signIn(user);
    expect((await verify(half, totpCode(secret))).statusCode).toBe(401);
    expect((await verify(half, totpCode(newSecret))).statusCode).toBe(200);
  });
});

describe('signing in with two-factor sign-in on', () => {
  it('the password alone answers secondFactor code; only /me and the two-factor calls answer until the code', async () => {
    const user = await t.createUser('TAG');
    await enrolTwoFactor(t, user);
    const { cookie, user: current } = await signIn(user);
    expect(current).toMatchObject({ externalId: user.externalId, secondFactor: 'code' });

    const candidates = await get('/api/candidates', cookie);
    expect(candidates.statusCode).toBe(403);
    expect(candidates.json()).toMatchObject({
      code: SECOND_FACTOR_REQUIRED,
      message: TWO_FACTOR_MESSAGES.secondFactorRequired,
    });
    expect((await get('/api/users', cookie)).statusCode).toBe(403);
    const changePassword = await post({
      url: '/user-service/user/change/password',
      cookie,
      payload: {
        currentPassword: TEST_PASSWORD,
        newPassword: 'x'.repeat(12),
        confirmPassword: 'x'.repeat(12),
      },
    });
    expect(changePassword.json().code).toBe(SECOND_FACTOR_REQUIRED);
    const me = await get('/api/auth/me', cookie);
    expect(me.statusCode).toBe(200);
    expect(me.json().secondFactor).toBe('code');
    expect((await get('/api/auth/two-factor', cookie)).statusCode).toBe(200);
    // Neither setting it up afresh nor turning it off skips the code.
    const setup = await post({ url: '/api/auth/two-factor/setup', cookie, payload: {} });
    expect(setup.json().code).toBe(SECOND_FACTOR_REQUIRED);
    const disable = await post({
      url: '/api/auth/two-factor/disable',
      cookie,
      payload: { password: TEST_PASSWORD, code: '123456' },
    });
    expect(disable.json().code).toBe(SECOND_FACTOR_REQUIRED);
  });

  it('the right code signs in fully under a new session cookie; the half-signed-in token stops working', async () => {
    const user = await t.createUser('ADMIN');
    const secret = await enrolTwoFactor(t, user);
    const { cookie } = await signIn(user);
    const response = await verify(cookie, totpCode(secret));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ externalId: user.externalId, secondFactor: 'done' });
    const fresh = newCookieOf(response);
    expect(fresh).not.toBe(cookie);
    expect((await get('/api/candidates', fresh)).statusCode).toBe(200);
    expect((await get('/api/auth/me', fresh)).json().secondFactor).toBe('done');
    expect((await get('/api/auth/me', cookie)).statusCode).toBe(401);
  });

  it('codes may have spaces ("123 456") and come from one step either side, not two', async () => {
    const user = await t.createUser('TAG');
    const secret = await enrolTwoFactor(t, user);
    const { cookie } = await signIn(user);
    expect((await verify(cookie, totpCode(secret, clock - 2 * STEP))).statusCode).toBe(401);
    expect((await verify(cookie, totpCode(secret, clock + 2 * STEP))).statusCode).toBe(401);
    const code = totpCode(secret, clock - STEP);
    expect((await verify(cookie, `${code.slice(0, 3)} ${code.slice(3)}`)).statusCode).toBe(200);
  });

  it('a code already used is refused (replay), as is a code of an earlier step', async () => {
    const user = await t.createUser('TAG');
    const secret = await enrolTwoFactor(t, user);
    const code = totpCode(secret);
    const first = await signIn(user);
    expect((await verify(first.cookie, code)).statusCode).toBe(200);

    const second = await signIn(user);
    const replay = await verify(second.cookie, code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'SECOND_FACTOR_WRONG',
      message: TWO_FACTOR_MESSAGES.codeWrong,
    });
    // The previous step's code is within the window but older than the one used.
    expect((await verify(second.cookie, totpCode(secret, clock - STEP))).statusCode).toBe(401);
    nextStep();
    expect((await verify(second.cookie, totpCode(secret))).statusCode).toBe(200);
  });

  it('the same code sent by two sessions at once signs in only one of them', async () => {
    const user = await t.createUser('TAG');
    const secret = await enrolTwoFactor(t, user);
    const a = await signIn(user);
    const b = await signIn(user);
    const code = totpCode(secret);
    const statuses = (await Promise.all([verify(a.cookie, code), verify(b.cookie, code)])).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([200, 401]);
  });

  it('a recovery code signs in once (audited), and then no more', async () => {
    const user = await t.createUser('TAG');
    const { recoveryCodes, cookie: settings } = await enrolThroughApi(user);
    const code = recoveryCodes[3] ?? '';
    const { cookie } = await signIn(user);
    const { result, events } = await withEvents(t.database, () => verify(cookie, code.toUpperCase()));
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json().secondFactor).toBe('done');
    expect(events.map((e) => e.action)).toEqual(['auth.recovery_code_used']);
    expect(events[0]?.actor_user_id).toBe(user.id);

    const again = await signIn(user);
    expect((await verify(again.cookie, code)).statusCode).toBe(401);
    expect((await get('/api/auth/two-factor', settings)).json().recoveryCodesLeft).toBe(
      RECOVERY_CODE_COUNT - 1,
    );
  });

  it('wrong codes are audited and share the sign-in throttle: the 6th attempt gets 429, the password too', async () => {
    const user = await t.createUser('TAG');
    const secret = await enrolTwoFactor(t, user);
    const ip = '203.0.113.77';
    const { cookie } = await signIn(user, ip);
    const wrongCode = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) {
      const { result, events } = await withEvents(t.database, () => verify(cookie, wrongCode, ip));
      expect(result.statusCode).toBe(401);
      expect(events.map((e) => e.action)).toEqual(['auth.second_factor_failed']);
    }
    const throttled = await verify(cookie, totpCode(secret), ip);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: MESSAGES.tooManyAttempts });
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThan(0);
    // Signing in again with the right password neither clears the count nor gets round it.
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: TEST_PASSWORD },
      remoteAddress: ip,
    });
    expect(login.statusCode).toBe(429);
    // Another client (the owner elsewhere) is not held back.
    const owner = await signIn(user, '198.51.100.5');
    expect((await verify(owner.cookie, totpCode(secret), '198.51.100.5')).statusCode).toBe(200);
  });

  it('a right password does not wipe the wrong codes counted before it', async () => {
    const user = await t.createUser('TAG');
    const secret = await enrolTwoFactor(t, user);
    const ip = '203.0.113.78';
    const wrongCode = String((Number(totpCode(secret)) + 500_000) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 4; i++) {
      const { cookie } = await signIn(user, ip);
      expect((await verify(cookie, wrongCode, ip)).statusCode).toBe(401);
    }
    const { cookie } = await signIn(user, ip);
    expect((await verify(cookie, wrongCode, ip)).statusCode).toBe(401);
    expect((await verify(cookie, totpCode(secret), ip)).statusCode).toBe(429);
  });
});

describe('two-factor sign-in required for a role (Settings > Security)', () => {
  it('a staff user without it gets secondFactor enrol, sets it up without the password and is then signed in', async () => {
    await requireTwoFactor(t, { staff: true, vendors: false });
    const user = await t.createUser('TAG');
    const { cookie, user: current } = await signIn(user);
    expect(current.secondFactor).toBe('enrol');
    expect((await get('/api/candidates', cookie)).json().code).toBe(SECOND_FACTOR_REQUIRED);
    expect((await verify(cookie, '123456')).statusCode).toBe(409);
    const status = await get('/api/auth/two-factor', cookie);
    expect(status.json()).toMatchObject({ enabled: false, required: true });

    const setup = await post({ url: '/api/auth/two-factor/setup', cookie, payload: {} });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json<{ secret: string }>();
    const enable = await post({
      url: '/api/auth/two-factor/enable',
      cookie,
      payload: { code: totpCode(secret) },
    });
    expect(enable.statusCode).toBe(200);
    const fresh = newCookieOf(enable);
    expect((await get('/api/candidates', fresh)).statusCode).toBe(200);
    expect((await get('/api/auth/me', fresh)).json().secondFactor).toBe('done');
    expect((await get('/api/auth/me', cookie)).statusCode).toBe(401);

    // The next sign-in asks for the code.
    nextStep();
    expect((await signIn(user)).user.secondFactor).toBe('code');
  });

  it('VENDOR users are not asked unless the vendors setting is on', async () => {
    await requireTwoFactor(t, { staff: true, vendors: false });
    const vendor = await t.createUser('VENDOR');
    expect((await signIn(vendor)).user.secondFactor).toBe('done');
    await requireTwoFactor(t, { staff: false, vendors: true });
    expect((await signIn(vendor)).user.secondFactor).toBe('enrol');
    const tag = await t.createUser('TAG');
    expect((await signIn(tag)).user.secondFactor).toBe('done');
  });
});

describe('turning two-factor sign-in off, and new recovery codes', () => {
  it('disable asks the password and a current code, is audited, and sign-in is one step again', async () => {
    const user = await t.createUser('VENDOR');
    const { secret, cookie } = await enrolThroughApi(user);
    nextStep();
    const wrongPassword = await post({
      url: '/api/auth/two-factor/disable',
      cookie,
      payload: { password: 'not-the-password', code: totpCode(secret) },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.json()).toMatchObject({ message: TWO_FACTOR_MESSAGES.passwordWrong });
    const noCode = await post({
      url: '/api/auth/two-factor/disable',
      cookie,
      payload: { password: TEST_PASSWORD },
    });
    expect(noCode.statusCode).toBe(400);
    const { result, events } = await withEvents(t.database, () =>
      post({
        url: '/api/auth/two-factor/disable',
        cookie,
        payload: { password: TEST_PASSWORD, code: totpCode(secret) },
      }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toEqual({ message: TWO_FACTOR_MESSAGES.disabled });
    expect(events.map((e) => e.action)).toEqual(['auth.two_factor_disabled']);
    expect((await get('/api/auth/two-factor', cookie)).json()).toMatchObject({ enabled: false });
    expect((await signIn(user)).user.secondFactor).toBe('done');
  });

  it('disable is refused (409) when the role must use two-factor sign-in', async () => {
    const user = await t.createUser('TAG');
    const { secret, cookie } = await enrolThroughApi(user);
    await requireTwoFactor(t, { staff: true, vendors: false });
    nextStep();
    const refused = await post({
      url: '/api/auth/two-factor/disable',
      cookie,
      payload: { password: TEST_PASSWORD, code: totpCode(secret) },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TWO_FACTOR_MESSAGES.requiredForRole);
    expect((await get('/api/auth/two-factor', cookie)).json()).toMatchObject({
      enabled: true,
      required: true,
    });
  });

  it('new recovery codes replace the old ones (audited)', async () => {
    const user = await t.createUser('TAG');
    const { secret, cookie, recoveryCodes: old } = await enrolThroughApi(user);
    nextStep();
    const { result, events } = await withEvents(t.database, () =>
      post({
        url: '/api/auth/two-factor/recovery-codes',
        cookie,
        payload: { password: TEST_PASSWORD, code: totpCode(secret) },
      }),
    );
    expect(result.statusCode, result.body).toBe(200);
    const fresh = result.json<{ recoveryCodes: string[] }>().recoveryCodes;
    expect(fresh).toHaveLength(RECOVERY_CODE_COUNT);
    expect(events.map((e) => e.action)).toEqual(['auth.recovery_codes_created']);
    const half = await signIn(user);
    expect((await verify(half.cookie, old[0] ?? '')).statusCode).toBe(401);
    expect((await verify(half.cookie, fresh[0] ?? '')).statusCode).toBe(200);
  });

  it('without two-factor sign-in on, disable and new recovery codes answer 409', async () => {
    const user = await t.createUser('TAG');
    const cookie = await t.sessionCookie(user);
    for (const url of ['/api/auth/two-factor/disable', '/api/auth/two-factor/recovery-codes']) {
      const response = await post({ url, cookie, payload: { password: TEST_PASSWORD, code: '123456' } });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(TWO_FACTOR_MESSAGES.notEnabled);
    }
  });
});

describe("an ADMIN's reset, and who may change the security settings", () => {
  it('an ADMIN resets a user: audited, sessions ended, an e-mail sent, and the user must enrol again', async () => {
    const user = await t.createUser('TAG');
    await enrolTwoFactor(t, user);
    const { cookie } = await signIn(user);
    const admin = await t.sessionCookie(t.admin);
    const { result, events } = await withEvents(t.database, () =>
      post({ url: `/api/users/${user.externalId}/two-factor/reset`, cookie: admin }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toEqual({ message: TWO_FACTOR_MESSAGES.reset });
    expect(events.map((e) => e.action)).toEqual(['user.two_factor_reset']);
    expect(events[0]).toMatchObject({ actor_user_id: t.admin.id, target_id: user.externalId });
    expect((await get('/api/auth/me', cookie)).statusCode).toBe(401);
    const mails = await mailsTo(t, user.email);
    expect(mails.map((m) => m.subject)).toEqual([TWO_FACTOR_RESET_SUBJECT]);
    expect(mails[0]?.text).toContain('reset by an administrator');
    expect(mails[0]?.text).toContain('set it up again at your next sign-in');
    expect(await t.db.select().from(userTwoFactor).where(eq(userTwoFactor.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(userRecoveryCodes).where(eq(userRecoveryCodes.userId, user.id))).toEqual(
      [],
    );

    await requireTwoFactor(t, { staff: true, vendors: false });
    expect((await signIn(user)).user.secondFactor).toBe('enrol');
  });

  it('an unknown user is 404', async () => {
    const admin = await t.sessionCookie(t.admin);
    const response = await post({ url: `/api/users/${crypto.randomUUID()}/two-factor/reset`, cookie: admin });
    expect(response.statusCode).toBe(404);
  });

  it('a TAG can neither reset a user nor read or change the security settings (403)', async () => {
    const user = await t.createUser('VENDOR');
    const tag = await t.sessionCookie(t.tag);
    expect(
      (await post({ url: `/api/users/${user.externalId}/two-factor/reset`, cookie: tag })).statusCode,
    ).toBe(403);
    expect((await get('/api/settings/security', tag)).statusCode).toBe(403);
    const put = await t.inject({
      method: 'PUT',
      url: '/api/settings/security',
      headers: { cookie: tag },
      payload: { requireTwoFactorForStaff: false, requireTwoFactorForVendors: false },
    });
    expect(put.statusCode).toBe(403);
  });

  it('an ADMIN reads and changes the security settings; the change is audited with old and new values', async () => {
    const admin = await t.sessionCookie(t.admin);
    expect((await get('/api/settings/security', admin)).json()).toEqual({
      requireTwoFactorForStaff: false,
      requireTwoFactorForVendors: false,
    });
    const { result, events } = await withEvents(t.database, () =>
      t.inject({
        method: 'PUT',
        url: '/api/settings/security',
        headers: { cookie: admin },
        payload: { requireTwoFactorForStaff: true, requireTwoFactorForVendors: false },
      }),
    );
    expect(result.statusCode, result.body).toBe(200);
    expect(result.json()).toEqual({ requireTwoFactorForStaff: true, requireTwoFactorForVendors: false });
    expect(events.map((e) => e.action)).toEqual(['setting.updated']);
    expect(events[0]?.changes).toEqual([{ field: 'requireTwoFactorForStaff', old: false, new: true }]);
    // The ADMIN's own session goes on; their next sign-in asks them to set it up.
    expect((await get('/api/settings/security', admin)).statusCode).toBe(200);
    expect((await signIn(t.admin)).user.secondFactor).toBe('enrol');
  });
});

describe('password links do not skip the second factor', () => {
  it('after a password reset the user still signs in with the password and then the code', async () => {
    const user = await t.createUser('TAG');
    const secret = await enrolTwoFactor(t, user);
    const token = randomBytes(32).toString('base64url');
    await insertToken(t.db, user.id, 'PASSWORD_RESET', hashToken(token), 1);
    const newPassword = 'Quiet-harbour-lamp-93';
    const set = await post({
      url: '/api/auth/set-password',
      payload: { token, newPassword, confirmPassword: newPassword },
    });
    expect(set.statusCode, set.body).toBe(200);
    // The link signs nobody in.
    expect(set.cookies.filter((c) => c.name === 'td_session' && c.value !== '')).toEqual([]);
    const login = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: newPassword },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().secondFactor).toBe('code');
    const cookie = sessionCookieOf(login);
    expect((await get('/api/candidates', cookie)).statusCode).toBe(403);
    expect((await verify(cookie, totpCode(secret))).statusCode).toBe(200);
  });
});
