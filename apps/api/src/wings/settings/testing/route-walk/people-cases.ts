import { TEST_PASSWORD } from '../../../../test/test-app.js';
import { enrolTwoFactor, totpCode, userBody } from '../../../people/testing/index.js';
import type { WalkCase, World } from './walk-world.js';

const UNKNOWN = '0b6c3f8e-7a51-4d3a-9a8e-5f1f2d3c4b5a';

const vendorBody = (w: World) => ({
  name: `Walk Staffing ${w.unique()}`,
  tier: 'Tier 2',
  country: 'India',
  primaryContactName: 'Meera Nair',
  primaryContactEmail: 'meera.nair@lotus.example',
  primaryContactPhone: '+91 98765 43210',
});
const newVendor = async (w: World) =>
  (await w.must<{ externalId: string }>('POST', { as: 'admin', url: '/api/vendors', payload: vendorBody(w) }))
    .externalId;
/** A VENDOR user made through the API (pending: invited, no password yet). */
async function newUser(w: World): Promise<{ id: string; body: ReturnType<typeof userBody> }> {
  const vendor = await w.t.createVendor();
  const body = userBody(vendor.externalId);
  const { externalId } = await w.must<{ externalId: string }>('POST', {
    as: 'admin',
    url: '/api/users',
    payload: body,
  });
  return { id: externalId, body };
}
const password = (current: string) => ({
  currentPassword: current,
  newPassword: 'Violet-lantern-river-7',
  confirmPassword: 'Violet-lantern-river-7',
});

/** A user with two-factor sign-in on, and the body confirming a change to it (the password and a code). */
async function twoFactorCall(w: World, url: string, passwordRight: boolean) {
  const user = await w.t.createUser('TAG');
  const secret = await enrolTwoFactor(w.t, user);
  const password = passwordRight ? TEST_PASSWORD : 'not-the-password';
  return { as: user, url, payload: { password, code: totpCode(secret) } };
}

/** Vendors, users and one's own password (sign-in and password links are excluded: walk-cases.ts). */
export const PEOPLE_CASES: Record<string, WalkCase> = {
  'POST /api/vendors': {
    action: 'vendor.created',
    ok: async (w) => ({ as: 'admin', url: '/api/vendors', payload: vendorBody(w) }),
    refused: async (w) => ({ as: 'admin', url: '/api/vendors', payload: { ...vendorBody(w), name: '' } }),
  },
  'PUT /api/vendors/:id': {
    action: 'vendor.updated',
    ok: async (w) => ({ as: 'tag', url: `/api/vendors/${await newVendor(w)}`, payload: vendorBody(w) }),
    refused: async (w) => ({ as: 'tag', url: `/api/vendors/${UNKNOWN}`, payload: vendorBody(w) }),
  },
  'PUT /api/vendors/:id/activate': {
    action: 'vendor.activated',
    ok: async (w) => ({
      as: 'admin',
      url: `/api/vendors/${(await w.t.createVendor('INACTIVE')).externalId}/activate`,
    }),
    refused: async () => ({ as: 'admin', url: `/api/vendors/${UNKNOWN}/activate` }),
  },
  'PUT /api/vendors/:id/deactivate': {
    action: 'vendor.deactivated',
    ok: async (w) => ({
      as: 'admin',
      url: `/api/vendors/${(await w.t.createVendor()).externalId}/deactivate`,
    }),
    refused: async () => ({ as: 'admin', url: `/api/vendors/${UNKNOWN}/deactivate` }),
  },
  'POST /api/users': {
    action: 'user.created',
    ok: async (w) => ({
      as: 'admin',
      url: '/api/users',
      payload: userBody((await w.t.createVendor()).externalId),
    }),
    refused: async (w) => ({
      as: 'admin',
      url: '/api/users',
      payload: userBody((await w.t.createVendor()).externalId, { email: '' }),
    }),
  },
  'PUT /api/users/:id': {
    action: 'user.updated',
    ok: async (w) => {
      const { id, body } = await newUser(w);
      return { as: 'admin', url: `/api/users/${id}`, payload: { ...body, title: 'Renamed title' } };
    },
    refused: async () => ({
      as: 'admin',
      url: `/api/users/${UNKNOWN}`,
      payload: userBody(null, { role: 'TAG' }),
    }),
  },
  'POST /api/users/:id/invitation': {
    action: 'user.invited',
    ok: async (w) => ({ as: 'admin', url: `/api/users/${(await newUser(w)).id}/invitation` }),
    refused: async () => ({ as: 'admin', url: `/api/users/${UNKNOWN}/invitation` }),
  },
  'PUT /api/users/:id/deactivate': {
    action: 'user.deactivated',
    ok: async (w) => ({
      as: 'admin',
      url: `/api/users/${(await w.t.createUser('TAG')).externalId}/deactivate`,
    }),
    refused: async () => ({ as: 'admin', url: `/api/users/${UNKNOWN}/deactivate` }),
  },
  'PUT /api/users/:id/activate': {
    action: 'user.activated',
    ok: async (w) => {
      const { externalId } = await w.t.createUser('TAG');
      await w.must('PUT', { as: 'admin', url: `/api/users/${externalId}/deactivate` });
      return { as: 'admin', url: `/api/users/${externalId}/activate` };
    },
    refused: async () => ({ as: 'admin', url: `/api/users/${UNKNOWN}/activate` }),
  },
  // A user of its own: a password change ends the user's other sessions.
  'POST /api/auth/two-factor/disable': {
    action: 'auth.two_factor_disabled',
    ok: (w) => twoFactorCall(w, '/api/auth/two-factor/disable', true),
    refused: (w) => twoFactorCall(w, '/api/auth/two-factor/disable', false),
  },
  'POST /api/auth/two-factor/recovery-codes': {
    action: 'auth.recovery_codes_created',
    ok: (w) => twoFactorCall(w, '/api/auth/two-factor/recovery-codes', true),
    refused: (w) => twoFactorCall(w, '/api/auth/two-factor/recovery-codes', false),
  },
  'POST /api/users/:id/two-factor/reset': {
    action: 'user.two_factor_reset',
    ok: async (w) => ({
      as: 'admin',
      url: `/api/users/${(await w.t.createUser('TAG')).externalId}/two-factor/reset`,
    }),
    refused: async () => ({ as: 'admin', url: `/api/users/${UNKNOWN}/two-factor/reset` }),
  },
  'POST /user-service/user/change/password': {
    action: 'auth.password_changed',
    ok: async (w) => ({
      as: await w.t.createUser('TAG'),
      url: '/user-service/user/change/password',
      payload: password(TEST_PASSWORD),
    }),
    refused: async (w) => ({
      as: await w.t.createUser('TAG'),
      url: '/user-service/user/change/password',
      payload: password('not-the-password'),
    }),
  },
};
