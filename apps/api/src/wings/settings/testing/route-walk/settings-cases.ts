import { SETTINGS_LIST_KINDS, type SettingsListKind } from '@talent-desk/shared';
import type { WalkCase, World } from './walk-world.js';

const UNKNOWN = '0b6c3f8e-7a51-4d3a-9a8e-5f1f2d3c4b5a';
const SETTINGS = '/api/settings';
type Kind = SettingsListKind;

let codes = 0;
/** A two-letter code no seeded row holds (Q. for countries, X. for states). */
const code = (first: string) => `${first}${String.fromCharCode(65 + (codes++ % 26))}`;

/** A valid body of each settings list, with a unique name (cities need a state of their own). */
async function itemBody(w: World, kind: Kind): Promise<Record<string, unknown>> {
  const name = `Walk ${w.unique()}`;
  switch (kind) {
    case 'countries':
      return { name, iso2: code('Q') };
    case 'states':
      return { name, code: code('X') };
    case 'cities':
      return { name, stateExternalId: await item(w, 'states') };
    case 'distribution-list':
      return { name, description: 'Weekly summary', addresses: ['lead@example.com'] };
    default:
      return { name };
  }
}
async function item(w: World, kind: Kind): Promise<string> {
  const payload = await itemBody(w, kind);
  return (await w.must<{ externalId: string }>('POST', { as: 'admin', url: `${SETTINGS}/${kind}`, payload }))
    .externalId;
}

/** The three routes of a settings list: setting.created, .updated, .deleted. */
function listCases(kind: Kind): Record<string, WalkCase> {
  const url = `${SETTINGS}/${kind}`;
  return {
    [`POST ${url}`]: {
      action: 'setting.created',
      ok: async (w) => ({ as: 'admin', url, payload: await itemBody(w, kind) }),
      refused: async (w) => ({ as: 'admin', url, payload: { ...(await itemBody(w, kind)), name: '' } }),
    },
    [`PUT ${url}/:id`]: {
      action: 'setting.updated',
      ok: async (w) => ({
        as: 'admin',
        url: `${url}/${await item(w, kind)}`,
        payload: await itemBody(w, kind),
      }),
      refused: async (w) => ({ as: 'admin', url: `${url}/${UNKNOWN}`, payload: await itemBody(w, kind) }),
    },
    [`DELETE ${url}/:id`]: {
      action: 'setting.deleted',
      ok: async (w) => ({ as: 'admin', url: `${url}/${await item(w, kind)}` }),
      refused: async () => ({ as: 'admin', url: `${url}/${UNKNOWN}` }),
    },
  };
}

const KINDS: readonly Kind[] = SETTINGS_LIST_KINDS;

async function testCreditsCall(w: World, stale: boolean) {
  const vendor = await w.t.createVendor();
  const url = `${SETTINGS}/test-credits/${vendor.externalId}`;
  const { version } = await w.must<{ version: number }>('GET', { as: 'admin', url });
  return { as: 'admin' as const, url, payload: { granted: 10, version: stale ? version + 1 : version } };
}
const generalTemplate = async (w: World) =>
  (
    await w.must<{ content: { externalId: string }[] }>('GET', {
      as: 'admin',
      url: `${SETTINGS}/general-email-templates`,
    })
  ).content[0]?.externalId ?? UNKNOWN;
const wording = {
  subject: 'Welcome aboard, {{user.firstName}}',
  body: `<p>Hi {{user.fullName}}, ${Date.now()}</p><p>Your account is waiting: {{action.link}}</p>`,
};

/** Settings: every reference list, the skill merge, test credits and the app's own e-mails (ADMIN's). */
export const SETTINGS_CASES: Record<string, WalkCase> = {
  ...Object.assign({}, ...KINDS.map(listCases)),
  'POST /api/settings/skills/:id/merge': {
    action: 'setting.deleted',
    ok: async (w) => ({
      as: 'admin',
      url: `${SETTINGS}/skills/${await item(w, 'skills')}/merge`,
      payload: { targetExternalId: await item(w, 'skills') },
    }),
    refused: async (w) => {
      const skill = await item(w, 'skills');
      return { as: 'admin', url: `${SETTINGS}/skills/${skill}/merge`, payload: { targetExternalId: skill } };
    },
  },
  // Left as the test database has it (required of nobody): the other cases sign in with a password only.
  'PUT /api/settings/security': {
    action: 'setting.updated',
    ok: async () => ({
      as: 'admin',
      url: `${SETTINGS}/security`,
      payload: { requireTwoFactorForStaff: false, requireTwoFactorForVendors: false },
    }),
    refused: async () => ({
      as: 'admin',
      url: `${SETTINGS}/security`,
      payload: { requireTwoFactorForStaff: 'yes' },
    }),
  },
  'PUT /api/settings/test-credits/:vendorId': {
    action: 'setting.updated',
    ok: (w) => testCreditsCall(w, false),
    refused: (w) => testCreditsCall(w, true),
  },
  'PUT /api/settings/general-email-templates/:id': {
    action: 'setting.updated',
    ok: async (w) => ({
      as: 'admin',
      url: `${SETTINGS}/general-email-templates/${await generalTemplate(w)}`,
      payload: wording,
    }),
    refused: async (w) => ({
      as: 'admin',
      url: `${SETTINGS}/general-email-templates/${await generalTemplate(w)}`,
      payload: { ...wording, body: '<p>No link</p>' },
    }),
  },
};
