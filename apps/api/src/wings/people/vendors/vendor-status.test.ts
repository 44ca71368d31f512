import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@talent-desk/shared';
import { sessions } from '../../../db/schema/index.js';
import { TEST_PASSWORD } from '../../../test/test-app.js';
import { cookieOf, openVendorHarness, type VendorHarness } from '../testing/vendor-harness.js';

let h: VendorHarness;
beforeAll(async () => {
  h = await openVendorHarness();
});
afterAll(async () => {
  await h?.close();
});

const me = (cookie: string) => h.get('admin', '/api/auth/me', cookie);
const sessionCount = async (userIds: number[]) =>
  (await h.t.db.select({ id: sessions.id }).from(sessions).where(inArray(sessions.userId, userIds))).length;

describe('activate and deactivate (ADMIN only)', () => {
  it("[VEND-10][VEND-11][VEND-15] a deactivated vendor's user loses its session and cannot sign in; after activation can", async () => {
    const vendor = await h.t.createVendor();
    const user = await h.t.createUser('VENDOR', { vendorId: vendor.id });
    const colleague = await h.t.createUser('VENDOR', { vendorId: vendor.id });
    const sessionsOfUser = [await h.t.sessionCookie(user), await h.t.sessionCookie(user)];
    const colleagueSession = await h.t.sessionCookie(colleague);
    for (const cookie of [...sessionsOfUser, colleagueSession])
      expect((await me(cookie)).statusCode).toBe(200);

    const off = await h.send('admin', 'PUT', `/api/vendors/${vendor.externalId}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().status).toBe('INACTIVE');
    expect(await sessionCount([user.id, colleague.id])).toBe(0); // deleted, not merely refused
    for (const cookie of [...sessionsOfUser, colleagueSession])
      expect((await me(cookie)).statusCode).toBe(401);
    const refused = await h.t.login(user.email, TEST_PASSWORD);
    expect(refused.response.statusCode).toBe(403);
    expect(refused.response.json().message).toBe(MESSAGES.vendorInactive);
    // A wrong password stays the usual 401: the vendor's state is told only to its own users.
    expect((await h.t.login(user.email, 'Wrong-password-1')).response.statusCode).toBe(401);

    const on = await h.send('admin', 'PUT', `/api/vendors/${vendor.externalId}/activate`);
    expect(on.json().status).toBe('ACTIVE');
    const back = await h.t.login(user.email, TEST_PASSWORD);
    expect(back.response.statusCode).toBe(200);
    expect((await me(back.cookie)).statusCode).toBe(200);
  });

  it("[VEND-15] deactivating ends only that vendor's sessions: other vendors and staff stay signed in", async () => {
    const vendor = await h.t.createVendor();
    await h.t.createUser('VENDOR', { vendorId: vendor.id });
    const bystander = await h.t.createUser('VENDOR');
    const bystanderSession = await h.t.sessionCookie(bystander);
    await h.send('admin', 'PUT', `/api/vendors/${vendor.externalId}/deactivate`);
    expect((await me(bystanderSession)).statusCode).toBe(200);
    expect((await me(h.cookies.admin)).statusCode).toBe(200);
    expect((await me(h.cookies.tag)).statusCode).toBe(200);
  });

  it('[VEND-15] TAG and VENDOR may not activate or deactivate (403); nothing changes', async () => {
    const vendor = await h.t.createVendor();
    const user = await h.t.createUser('VENDOR', { vendorId: vendor.id });
    const session = await h.t.sessionCookie(user);
    for (const who of ['tag', 'vendor'] as const) {
      for (const action of ['deactivate', 'activate']) {
        expect((await h.send(who, 'PUT', `/api/vendors/${vendor.externalId}/${action}`)).statusCode).toBe(
          403,
        );
      }
    }
    expect((await h.get('admin', `/api/vendors/${vendor.externalId}`)).json().status).toBe('ACTIVE');
    expect((await me(session)).statusCode).toBe(200);
  });

  it('[VEND-14] the calls take an empty body; asking for the status a vendor already has changes nothing', async () => {
    const vendor = await h.t.createVendor('INACTIVE');
    const before = (await h.get('admin', `/api/vendors/${vendor.externalId}`)).json();
    const again = await h.http(h.cookies.admin, 'PUT', `/api/vendors/${vendor.externalId}/deactivate`);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(before); // same updatedAt: nothing was written
    const on = await h.http(h.cookies.admin, 'PUT', `/api/vendors/${vendor.externalId}/activate`);
    expect(await on.json()).toMatchObject({ status: 'ACTIVE' });
  });
});

describe('at the same moment (over real HTTP)', () => {
  it('two ADMINs toggling one vendor at once all get an answer, never a 500; sessions follow the final state', async () => {
    const vendor = await h.t.createVendor();
    const user = await h.t.createUser('VENDOR', { vendorId: vendor.id });
    const secondAdmin = await h.t.sessionCookie(await h.t.createUser('ADMIN'));
    await h.t.sessionCookie(user);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        h.http(
          i % 2 ? secondAdmin : h.cookies.admin,
          'PUT',
          `/api/vendors/${vendor.externalId}/${i % 3 ? 'activate' : 'deactivate'}`,
        ),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const { status } = (await h.get('admin', `/api/vendors/${vendor.externalId}`)).json();
    expect(['ACTIVE', 'INACTIVE']).toContain(status);
    // Every deactivation in the storm ended the sessions that existed then.
    expect(await sessionCount([user.id])).toBe(0);
  });

  it('sign-ins racing a deactivation: whatever the order, no session of the vendor works afterwards', async () => {
    const vendor = await h.t.createVendor();
    const user = await h.t.createUser('VENDOR', { vendorId: vendor.id });
    const login = () =>
      h.http(undefined, 'POST', '/api/auth/login', { email: user.email, password: TEST_PASSWORD });
    const [first, second, off, third] = await Promise.all([
      login(),
      login(),
      h.http(h.cookies.admin, 'PUT', `/api/vendors/${vendor.externalId}/deactivate`),
      login(),
    ]);
    expect(off.status).toBe(200);
    for (const answer of [first, second, third]) {
      expect([200, 403]).toContain(answer.status);
      const cookie = cookieOf(answer);
      // A login that read the vendor as ACTIVE may have saved its session after the deletion: the
      // session check reads the vendor's status on every request, so that session is refused too.
      if (cookie) expect((await me(cookie)).statusCode).toBe(401);
    }
    expect((await h.t.login(user.email, TEST_PASSWORD)).response.statusCode).toBe(403);
  });
});
