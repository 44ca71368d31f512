import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SESSION_COOKIE } from '../auth/session.service.js';
import { seedCandidateReference } from '../../../test/fixtures.js';

export type Who = 'admin' | 'tag' | 'vendor';

/** The app, a session per role and request helpers the vendor tests share (one database per file). */
export type VendorHarness = {
  t: TestApp;
  cookies: Record<Who, string>;
  /** GET through inject as `who`, or with an explicit cookie. */
  get: (who: Who, url: string, cookie?: string) => Promise<LightMyRequestResponse>;
  send: (who: Who, method: 'POST' | 'PUT', url: string, payload?: object) => Promise<LightMyRequestResponse>;
  /** A request over real HTTP (for concurrency: requests really overlap in the server). */
  http: (cookie: string | undefined, method: string, url: string, payload?: unknown) => Promise<Response>;
  /** A valid vendor body with a unique name. */
  body: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  close: () => Promise<void>;
};

export async function openVendorHarness(): Promise<VendorHarness> {
  const t = await createTestApp();
  // Countries (the vendor's country refers to the reference table) and the candidates' reference rows.
  await seedCandidateReference(t.db);
  const cookies = {
    admin: await t.sessionCookie(t.admin),
    tag: await t.sessionCookie(t.tag),
    vendor: await t.sessionCookie(t.vendor),
  };
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  let n = 0;
  return {
    t,
    cookies,
    get: (who, url, cookie = cookies[who]) => t.inject({ method: 'GET', url, headers: { cookie } }),
    send: (who, method, url, payload) =>
      t.inject({ method, url, headers: { cookie: cookies[who] }, ...(payload ? { payload } : {}) }),
    http: (cookie, method, url, payload) =>
      fetch(`${origin}${url}`, {
        method,
        headers: {
          ...(cookie ? { cookie } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
      }),
    body: (overrides = {}) => ({
      name: `Bright Staffing ${++n}`,
      tier: 'Tier 2',
      country: 'India',
      primaryContactName: 'Meera Nair',
      primaryContactEmail: 'Meera.Nair@Bright.example',
      primaryContactPhone: '98765 43210',
      ...overrides,
    }),
    close: () => t.close(),
  };
}

/** The session cookie a real HTTP login answered with ('' when refused). */
export function cookieOf(response: Response): string {
  const set = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  return set ? (set.split(';')[0] ?? '') : '';
}
