import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { CampaignStatus } from '@talent-desk/shared';
import { campaigns } from '../../../db/schema/index.js';
import {
  insertCandidate,
  seedCandidateReference,
  type CandidateFixture,
  type ReferenceFixture,
} from '../../../test/fixtures.js';
import { openVendorHarness, type VendorHarness, type Who } from '../../people/testing/index.js';

export const CAMPAIGNS_URL = '/api/campaigns';
const HOUR = 3_600_000;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Json = Record<string, unknown>;

/**
 * The campaign tests' setup (one database per file): the vendor harness's app and sessions, reference
 * rows, a second TAG (who owns nothing), and candidates whose last name `MATCH` a custom audience selects:
 * three accept e-mail, one does not.
 */
export type CampaignHarness = VendorHarness & {
  ref: ReferenceFixture;
  otherTagCookie: string;
  matching: CandidateFixture[];
  call: (
    as: Who | { cookie: string },
    method: Method,
    url: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
  /** A valid step 1 body with a unique name (a custom audience of the matching candidates). */
  audience: (overrides?: Json) => Json;
  /** A valid step 2 body: start in an hour, end in ten days. */
  content: (overrides?: Json) => Json;
  /** POST as `who`; the created campaign's external id (fails the test unless 201). */
  create: (who: Who, overrides?: Json) => Promise<string>;
  /** Created, step 2 saved and scheduled as `who`. */
  scheduled: (who: Who, overrides?: { audience?: Json; content?: Json }) => Promise<string>;
  /** What the sending engine does, straight in the database (it is not this module's). */
  setStatus: (
    externalId: string,
    status: CampaignStatus,
    values?: Partial<typeof campaigns.$inferInsert>,
  ) => Promise<void>;
};

export const MATCH = 'Campaignmatch';

export async function openCampaignHarness(): Promise<CampaignHarness> {
  const h = await openVendorHarness();
  const ref = await seedCandidateReference(h.t.db);
  const otherTagCookie = await h.t.sessionCookie(await h.t.createUser('TAG'));
  const matching = [
    await insertCandidate(h.t.db, { firstName: 'Ana', lastName: MATCH, emailNotifications: true }),
    await insertCandidate(h.t.db, { firstName: 'Ben', lastName: MATCH, emailNotifications: true }),
    await insertCandidate(h.t.db, { firstName: 'Cleo', lastName: MATCH, emailNotifications: true }),
  ];
  await insertCandidate(h.t.db, { firstName: 'Dan', lastName: MATCH, emailNotifications: false });
  let n = 0;
  const call: CampaignHarness['call'] = (as, method, url, payload) =>
    h.t.inject({
      method,
      url,
      headers: { cookie: typeof as === 'string' ? h.cookies[as] : as.cookie },
      ...(payload ? { payload } : {}),
    });
  const audience = (overrides: Json = {}) => ({
    name: `Spring round ${++n}`,
    audienceExternalId: 'CUSTOM',
    candidateFilters: { names: [MATCH] },
    applicationFilters: {},
    ...overrides,
  });
  const content = (overrides: Json = {}) => ({
    subject: 'A role for you, {{candidate.firstName}}',
    body: '<p>Hello {{candidate.fullName}}, see {{campaign.title}}. {{survey.link}}</p>',
    startTime: new Date(Date.now() + HOUR).toISOString(),
    endTime: new Date(Date.now() + 240 * HOUR).toISOString(),
    ...overrides,
  });
  const create = async (who: Who, overrides: Json = {}) => {
    const response = await call(who, 'POST', CAMPAIGNS_URL, audience(overrides));
    if (response.statusCode !== 201) throw new Error(`campaign not created: ${response.body}`);
    return String(response.json().externalId);
  };
  return {
    ...h,
    ref,
    otherTagCookie,
    matching,
    call,
    audience,
    content,
    create,
    scheduled: async (who, overrides = {}) => {
      const id = await create(who, overrides.audience);
      const saved = await call(who, 'PUT', `${CAMPAIGNS_URL}/${id}/content`, content(overrides.content));
      if (saved.statusCode !== 200) throw new Error(`content not saved: ${saved.body}`);
      const scheduled = await call(who, 'POST', `${CAMPAIGNS_URL}/${id}/schedule`);
      if (scheduled.statusCode !== 200) throw new Error(`not scheduled: ${scheduled.body}`);
      return id;
    },
    setStatus: async (externalId, status, values = {}) => {
      await h.t.db
        .update(campaigns)
        .set({ status, ...values })
        .where(eq(campaigns.externalId, externalId));
    },
  };
}
