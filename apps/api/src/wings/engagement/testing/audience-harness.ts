import type { LightMyRequestResponse } from 'fastify';
import { seedCandidateReference, type ReferenceFixture } from '../../../test/fixtures.js';
import { openVendorHarness, type VendorHarness, type Who } from '../../people/testing/index.js';

export const AUDIENCES_URL = '/api/engagement/audiences';

/** The audience tests' setup: the shared harness, a second TAG (not the creator), reference rows. */
export type AudienceHarness = VendorHarness & {
  ref: ReferenceFixture;
  otherTagCookie: string;
  otherTag: { externalId: string };
  /** Any method as `who` or with a cookie (DELETE included). */
  call: (
    as: Who | { cookie: string },
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
  /** A valid body with a unique name. */
  audience: (overrides?: Record<string, unknown>) => Record<string, unknown>;
};

export async function openAudienceHarness(): Promise<AudienceHarness> {
  const h = await openVendorHarness();
  const ref = await seedCandidateReference(h.t.db);
  const otherTag = await h.t.createUser('TAG');
  const otherTagCookie = await h.t.sessionCookie(otherTag);
  let n = 0;
  return {
    ...h,
    ref,
    otherTag,
    otherTagCookie,
    call: (as, method, url, payload) =>
      h.t.inject({
        method,
        url,
        headers: { cookie: typeof as === 'string' ? h.cookies[as] : as.cookie },
        ...(payload ? { payload } : {}),
      }),
    audience: (overrides = {}) => ({
      name: `Java developers ${++n}`,
      candidateFilters: { countries: ['USA'], skillExternalIds: [ref.skills.java.externalId] },
      applicationFilters: { eligibleToWorkInUS: true },
      ...overrides,
    }),
  };
}
