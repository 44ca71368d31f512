import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { vendors } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedCandidateReference, type ReferenceFixture } from '../../../test/fixtures.js';

/** ADMIN, TAG, and a VENDOR user of each of two vendors. */
export type Who = 'admin' | 'tag' | 'vendor' | 'vendor2';
export type VendorRef = { id: number; externalId: string };
type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The app, sessions, both vendors and request helpers the vacancy tests share (one database per file). */
export type VacancyHarness = {
  t: TestApp;
  ref: ReferenceFixture;
  cookies: Record<Who, string>;
  /** The vendors of `vendor` and `vendor2`. */
  vendors: { own: VendorRef; other: VendorRef };
  get: (who: Who, url: string) => Promise<LightMyRequestResponse>;
  send: (who: Who, method: Method, url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  /** A request over real HTTP (fetch), so that several really run at once in the server. */
  http: (who: Who, method: string, url: string, payload?: unknown) => Promise<Response>;
  /** A valid vacancy body (create/edit/import). */
  body: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  close: () => Promise<void>;
};

async function vendorRef(t: TestApp, id: number | null): Promise<VendorRef> {
  const [row] = await t.db
    .select({ id: vendors.id, externalId: vendors.externalId })
    .from(vendors)
    .where(eq(vendors.id, id ?? -1));
  if (!row) throw new Error('test vendor missing');
  return row;
}

export async function openVacancyHarness(env: Record<string, string> = {}): Promise<VacancyHarness> {
  const t = await createTestApp({ PUBLIC_URL: 'https://jobs.talentdesk.example', ...env });
  const ref = await seedCandidateReference(t.db);
  const vendor2 = await t.createUser('VENDOR');
  const cookies: Record<Who, string> = {
    admin: await t.sessionCookie(t.admin),
    tag: await t.sessionCookie(t.tag),
    vendor: await t.sessionCookie(t.vendor),
    vendor2: await t.sessionCookie(vendor2),
  };
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const withBody = (payload: unknown) => (payload === undefined ? {} : { payload: payload as object });
  return {
    t,
    ref,
    cookies,
    vendors: { own: await vendorRef(t, t.vendor.vendorId), other: await vendorRef(t, vendor2.vendorId) },
    get: (who, url) => t.inject({ method: 'GET', url, headers: { cookie: cookies[who] } }),
    send: (who, method, url, payload) =>
      t.inject({ method, url, headers: { cookie: cookies[who] }, ...withBody(payload) }),
    http: (who, method, url, payload) =>
      fetch(`${origin}${url}`, {
        method,
        headers: {
          cookie: cookies[who],
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      }),
    body: (overrides = {}) => ({
      title: 'Senior Data Engineer',
      type: 'EXTERNAL',
      status: 'OPEN',
      openings: 2,
      hiringManager: 'Priya Raman',
      workingLocation: 'Austin, Texas',
      projectName: 'Atlas',
      description: 'Build pipelines.\nOwn the warehouse.',
      businessGroupExternalId: ref.businessGroups.europe.externalId,
      requiredSkillExternalIds: [ref.skills.python.externalId, ref.skills.java.externalId],
      ...overrides,
    }),
    close: () => t.close(),
  };
}

/**
 * Opens the harness for the test file (beforeAll) and closes it (afterAll); the answer delegates to it,
 * so a file writes `const h = useVacancyHarness();` at the top and `h.get(...)` in its tests. `env` may be
 * a function, read when the hook runs (after the file's earlier beforeAll hooks: a server's URL).
 */
export function useVacancyHarness(
  env: Record<string, string> | (() => Record<string, string>) = {},
): VacancyHarness {
  let opened: VacancyHarness | undefined;
  const harness = (): VacancyHarness => {
    if (!opened) throw new Error('the vacancy harness is used outside a test');
    return opened;
  };
  beforeAll(async () => {
    opened = await openVacancyHarness(typeof env === 'function' ? env() : env);
  });
  afterAll(async () => {
    await opened?.close();
  });
  return {
    get t() {
      return harness().t;
    },
    get ref() {
      return harness().ref;
    },
    get cookies() {
      return harness().cookies;
    },
    get vendors() {
      return harness().vendors;
    },
    get: (...args) => harness().get(...args),
    send: (...args) => harness().send(...args),
    http: (...args) => harness().http(...args),
    body: (...args) => harness().body(...args),
    close: () => harness().close(),
  };
}
