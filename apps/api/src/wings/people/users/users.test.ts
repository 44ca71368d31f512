import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, USER_MESSAGES } from '@talent-desk/shared';
import { sessions, users } from '../../../db/schema/index.js';
import { cookieOf, openVendorHarness, type VendorHarness } from '../testing/vendor-harness.js';
import { linkToken, mailsTo, outboxCount, userBody } from '../testing/user-fixtures.js';

let h: VendorHarness;
let vendor: { id: number; externalId: string; name: string };
beforeAll(async () => {
  h = await openVendorHarness();
  vendor = await h.t.createVendor();
});
afterAll(async () => {
  await h?.close();
});

const create = (who: 'admin' | 'tag' | 'vendor', payload: object) =>
  h.send(who, 'POST', '/api/users', payload);
const sessionCount = async (userId: number) =>
  (await h.t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;
const userCount = async (email: string) =>
  (await h.t.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()))).length;

describe('create a user (VEND-19) and read it (USER-07)', () => {
  it('[VEND-18] [VEND-19] [USER-06] [USER-07] an ADMIN creates a vendor user: 201 with every USER-06 field; the invitation e-mail is queued', async () => {
    const payload = userBody(vendor.externalId, { middleName: 'Devi', title: 'Account manager' });
    const created = await create('admin', payload);
    expect(created.statusCode).toBe(201);
    const user = created.json();
    expect(user).toMatchObject({
      firstName: 'Meera',
      middleName: 'Devi',
      lastName: payload.lastName,
      email: payload.email.toLowerCase(),
      telephone: '+919876543210',
      address: '12 MG Road, Bengaluru',
      country: 'India',
      role: 'VENDOR',
      title: 'Account manager',
      vendorExternalId: vendor.externalId,
      vendorName: vendor.name,
      status: 'ACTIVE',
      access: 'INVITED',
    });
    expect(Date.parse(user.createdAt)).not.toBeNaN();
    expect(Date.parse(user.updatedAt)).not.toBeNaN();

    const read = await h.get('tag', `/api/users/${user.externalId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(user);

    const [invitation, ...more] = await mailsTo(h.t, payload.email);
    expect(more).toHaveLength(0);
    expect(invitation?.subject).toBe('Your Talent Desk account: choose a password');
    expect(invitation?.createdByUserId).toBe(h.t.admin.id);
    expect(linkToken(invitation?.text ?? '')).toHaveLength(43);
    // No password until the link is used: signing in is refused like a wrong password.
    expect((await h.t.login(payload.email, '')).response.statusCode).toBe(400);
    expect((await h.t.login(payload.email, 'Any-password-1')).response.statusCode).toBe(401);
  });

  it('[VEND-38] an e-mail already used, whatever its case, is 409 "email exists"; nothing more is saved or sent', async () => {
    const payload = userBody(vendor.externalId);
    expect((await create('admin', payload)).statusCode).toBe(201);
    const mails = await outboxCount(h.t);
    const again = await create('tag', { ...payload, email: payload.email.toUpperCase(), lastName: 'Other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(USER_MESSAGES.emailExists);
    expect(await userCount(payload.email)).toBe(1);
    expect(await outboxCount(h.t)).toBe(mails);
  });

  it('[VEND-38] two recruiters creating one address at the same moment: one 201, one 409, one row, one invitation', async () => {
    const payload = userBody(vendor.externalId);
    const answers = await Promise.all([
      h.http(h.cookies.admin, 'POST', '/api/users', payload),
      h.http(h.cookies.tag, 'POST', '/api/users', { ...payload, firstName: 'Priya' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(await userCount(payload.email)).toBe(1);
    expect(await mailsTo(h.t, payload.email)).toHaveLength(1);
  });

  it('bad input is a 400 naming the field; an unknown vendor names vendorExternalId; nothing is saved', async () => {
    const mails = await outboxCount(h.t);
    const bad = await create('admin', userBody(vendor.externalId, { firstName: 'M', email: 'nope' }));
    expect(bad.statusCode).toBe(400);
    const paths = bad.json().fields.map((e: { path: string }) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['firstName', 'email']));
    const unknown = await create('admin', userBody('7d0c2d1e-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual([
      { path: 'vendorExternalId', message: USER_MESSAGES.vendorNotFound },
    ]);
    const noVendor = await create('admin', userBody(null));
    expect(noVendor.json().fields).toEqual([
      { path: 'vendorExternalId', message: USER_MESSAGES.vendorRequired },
    ]);
    expect(await outboxCount(h.t)).toBe(mails);
  });

  it('an INACTIVE vendor takes no new users: 409, no user, no e-mail', async () => {
    const inactive = await h.t.createVendor('INACTIVE');
    const payload = userBody(inactive.externalId);
    const refused = await create('tag', payload);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(USER_MESSAGES.vendorInactive);
    expect(await userCount(payload.email)).toBe(0);
    expect(await mailsTo(h.t, payload.email)).toHaveLength(0);
  });

  it('[USER-05] an unknown user is 404 "User not found"', async () => {
    const missing = await h.get('admin', '/api/users/7d0c2d1e-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(USER_MESSAGES.notFound);
  });
});

describe('who may manage which user (USER-02, USER-03, PERM-03)', () => {
  it('[USER-02] a TAG creates and edits VENDOR-role users only: a staff user is 403, unchanged', async () => {
    expect((await create('tag', userBody(vendor.externalId))).statusCode).toBe(201);
    const staff = userBody(null, { role: 'TAG' });
    const refused = await create('tag', staff);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(USER_MESSAGES.tagVendorUsersOnly);
    expect(await userCount(staff.email)).toBe(0);

    const admin = (await create('admin', userBody(null, { role: 'ADMIN' }))).json();
    const edit = await h.send('tag', 'PUT', `/api/users/${admin.externalId}`, {
      ...userBody(null, { role: 'ADMIN', email: admin.email }),
      firstName: 'Changed',
    });
    expect(edit.statusCode).toBe(403);
    expect((await h.get('admin', `/api/users/${admin.externalId}`)).json().firstName).toBe('Meera');
  });

  it('[USER-02] a TAG may not promote a vendor user to a staff role', async () => {
    const user = (await create('admin', userBody(vendor.externalId))).json();
    const promoted = await h.send('tag', 'PUT', `/api/users/${user.externalId}`, {
      ...userBody(null, { role: 'ADMIN', email: user.email }),
    });
    expect(promoted.statusCode).toBe(403);
    expect((await h.get('tag', `/api/users/${user.externalId}`)).json().role).toBe('VENDOR');
  });

  it('[USER-02] a TAG edits a vendor user', async () => {
    const user = (await create('admin', userBody(vendor.externalId))).json();
    const edited = await h.send('tag', 'PUT', `/api/users/${user.externalId}`, {
      ...userBody(vendor.externalId, { email: user.email, firstName: 'Priya', telephone: '' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ firstName: 'Priya', telephone: null, role: 'VENDOR' });
  });

  it('[USER-03] an ADMIN edits anyone; a new role ends that user’s sessions; nobody changes their own role', async () => {
    const target = await h.t.createUser('TAG');
    const cookie = await h.t.sessionCookie(target);
    const detail = (await h.get('admin', `/api/users/${target.externalId}`)).json();
    const edited = await h.send('admin', 'PUT', `/api/users/${target.externalId}`, {
      ...userBody(vendor.externalId, { email: detail.email, firstName: 'Former', lastName: 'Recruiter' }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ role: 'VENDOR', vendorName: vendor.name });
    expect(await sessionCount(target.id)).toBe(0);
    expect((await h.get('admin', '/api/auth/me', cookie)).statusCode).toBe(401);

    const self = (await h.get('admin', `/api/users/${h.t.admin.externalId}`)).json();
    const own = await h.send('admin', 'PUT', `/api/users/${h.t.admin.externalId}`, {
      ...userBody(null, { role: 'TAG', email: self.email }),
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(USER_MESSAGES.ownRole);
  });

  it('a VENDOR has no users API at all (403), not even its own colleagues', async () => {
    expect((await h.get('vendor', '/api/users')).statusCode).toBe(403);
    expect((await h.get('vendor', `/api/users/${h.t.vendor.externalId}`)).statusCode).toBe(403);
    expect((await create('vendor', userBody(vendor.externalId))).statusCode).toBe(403);
  });
});

describe('the users list', () => {
  it('searches name and e-mail, filters by role, vendor and status, sorts and pages', async () => {
    const other = await h.t.createVendor();
    const a = (
      await create('admin', userBody(other.externalId, { firstName: 'Zelda', lastName: 'Quarry' }))
    ).json();
    const b = (
      await create('admin', userBody(other.externalId, { firstName: 'Abel', lastName: 'Quarry' }))
    ).json();
    await h.send('admin', 'PUT', `/api/users/${b.externalId}/deactivate`);

    const byVendor = (await h.get('admin', `/api/users?vendorExternalIds=${other.externalId}`)).json();
    expect(byVendor.content.map((u: { fullName: string }) => u.fullName)).toEqual([
      'Abel Quarry',
      'Zelda Quarry',
    ]);
    expect(byVendor.content[0]).toMatchObject({
      role: 'VENDOR',
      vendorName: other.name,
      status: 'INACTIVE',
      access: 'INVITED',
    });
    const desc = (await h.get('tag', `/api/users?vendorExternalIds=${other.externalId}&order=desc`)).json();
    expect(desc.content.map((u: { externalId: string }) => u.externalId)).toEqual([
      a.externalId,
      b.externalId,
    ]);

    const search = (await h.get('tag', '/api/users?search=quarry&statuses=ACTIVE')).json();
    expect(search.content.map((u: { externalId: string }) => u.externalId)).toEqual([a.externalId]);
    const byMail = (
      await h.get('tag', `/api/users?search=${encodeURIComponent(a.email.slice(0, 14))}`)
    ).json();
    expect(byMail.content.map((u: { externalId: string }) => u.externalId)).toContain(a.externalId);

    const admins = (await h.get('admin', '/api/users?roles=ADMIN&size=5')).json();
    expect(admins.content.every((u: { role: string }) => u.role === 'ADMIN')).toBe(true);
    const page = (await h.get('admin', '/api/users?size=5&page=2&column=email')).json();
    expect(page).toMatchObject({ pageable: { pageNumber: 2, offset: 5 }, numberOfElements: 5 });
    expect((await h.get('admin', '/api/users?roles=OWNER')).statusCode).toBe(400);
  });
});

describe('deactivate and activate a user (ADMIN only)', () => {
  it('deactivating ends the user’s sessions and blocks sign-in with a clear message; activating lets them back', async () => {
    const user = await h.t.createUser('TAG');
    const cookie = await h.t.sessionCookie(user);
    expect((await h.send('tag', 'PUT', `/api/users/${user.externalId}/deactivate`)).statusCode).toBe(403);
    const off = await h.send('admin', 'PUT', `/api/users/${user.externalId}/deactivate`);
    expect(off.json()).toMatchObject({ status: 'INACTIVE' });
    expect(await sessionCount(user.id)).toBe(0);
    expect((await h.get('admin', '/api/auth/me', cookie)).statusCode).toBe(401);
    const refused = await h.t.login(user.email);
    expect(refused.response.statusCode).toBe(403);
    expect(refused.response.json().message).toBe(MESSAGES.userInactive);

    const on = await h.send('admin', 'PUT', `/api/users/${user.externalId}/activate`);
    expect(on.json()).toMatchObject({ status: 'ACTIVE' });
    expect((await h.t.login(user.email)).response.statusCode).toBe(200);
  });

  it('an ADMIN cannot deactivate themselves (409)', async () => {
    const own = await h.send('admin', 'PUT', `/api/users/${h.t.admin.externalId}/deactivate`);
    expect(own.statusCode).toBe(409);
    expect(own.json().message).toBe(USER_MESSAGES.ownStatus);
  });

  it('a burst of deactivations, activations and reads of one user over HTTP: no 5xx, a consistent end state', async () => {
    const user = await h.t.createUser('VENDOR');
    const url = `/api/users/${user.externalId}`;
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        i % 3 === 2
          ? h.http(h.cookies.tag, 'GET', url)
          : h.http(h.cookies.admin, 'PUT', `${url}/${i % 3 === 0 ? 'deactivate' : 'activate'}`),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const final = (await h.get('admin', url)).json();
    expect(['ACTIVE', 'INACTIVE']).toContain(final.status);
    if (final.status === 'INACTIVE') expect(await sessionCount(user.id)).toBe(0);
  });
});

describe('resend the invitation', () => {
  it('a new link replaces the old one; once a password is set, resending is 409', async () => {
    const payload = userBody(vendor.externalId);
    const user = (await create('tag', payload)).json();
    const resent = await h.send('tag', 'POST', `/api/users/${user.externalId}/invitation`);
    expect(resent.statusCode).toBe(200);
    const [first, second] = await mailsTo(h.t, payload.email);
    const oldToken = linkToken(first?.text ?? '');
    const newToken = linkToken(second?.text ?? '');
    expect(newToken).not.toBe(oldToken);
    expect((await h.get('admin', `/api/auth/password-tokens/${oldToken}`)).statusCode).toBe(404);
    expect((await h.get('admin', `/api/auth/password-tokens/${newToken}`)).statusCode).toBe(200);

    const set = await h.http(undefined, 'POST', '/api/auth/set-password', {
      token: newToken,
      newPassword: 'Lotus-garden-2026',
      confirmPassword: 'Lotus-garden-2026',
    });
    expect(set.status).toBe(200);
    expect((await h.get('admin', `/api/users/${user.externalId}`)).json().access).toBe('PASSWORD_SET');
    const again = await h.send('admin', 'POST', `/api/users/${user.externalId}/invitation`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(USER_MESSAGES.alreadyActive);
    const login = await h.http(undefined, 'POST', '/api/auth/login', {
      email: payload.email,
      password: 'Lotus-garden-2026',
    });
    expect(cookieOf(login)).not.toBe('');
  });

  it('an expired invitation shows as expired in the list and detail', async () => {
    const payload = userBody(vendor.externalId);
    const user = (await create('admin', payload)).json();
    await h.t.db.execute(
      `update user_tokens set expires_at = now() - interval '1 minute' where user_id = (select id from users where external_id = '${user.externalId}')`,
    );
    expect((await h.get('admin', `/api/users/${user.externalId}`)).json().access).toBe('INVITATION_EXPIRED');
    const ids = await h.t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.externalId, [user.externalId]));
    expect(ids).toHaveLength(1);
  });
});
