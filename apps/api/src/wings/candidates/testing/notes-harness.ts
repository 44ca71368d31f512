import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { users, vendors } from '../../../db/schema/index.js';
import { createTestApp, type TestApp, type TestUser } from '../../../test/test-app.js';
import {
  insertCandidate,
  insertVacancy,
  seedCandidateReference,
  type CandidateFixture,
  type VacancyFixture,
} from '../../../test/fixtures.js';

/** ADMIN, TAG, two users of Acme (the harness's VENDOR and a colleague) and one of Globex. */
export type NotesWho = 'admin' | 'tag' | 'acme' | 'acme2' | 'globex';

export type NotesHarness = {
  t: TestApp;
  users: Record<NotesWho, TestUser & { name: string }>;
  /** An Acme candidate, a Globex candidate, and a vacancy shared with both vendors. */
  acmeCandidate: CandidateFixture;
  globexCandidate: CandidateFixture;
  vacancy: VacancyFixture;
  get: (who: NotesWho, url: string) => Promise<LightMyRequestResponse>;
  send: (
    who: NotesWho,
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
  /** Over real HTTP, so that requests overlap in the server. */
  http: (who: NotesWho, method: string, url: string, payload?: object) => Promise<Response>;
};

const NAMES: Record<NotesWho, [string, string]> = {
  admin: ['Ada', 'Admin'],
  tag: ['Tom', 'Recruiter'],
  acme: ['Alice', 'Acme'],
  acme2: ['Arno', 'Acme'],
  globex: ['Greta', 'Globex'],
};

async function open(): Promise<NotesHarness & { close: () => Promise<void> }> {
  const t = await createTestApp({ PUBLIC_URL: 'https://talentdesk.example' });
  await seedCandidateReference(t.db);
  const acmeId = t.vendor.vendorId ?? 0;
  await t.db.update(vendors).set({ name: 'Acme Staffing' }).where(eq(vendors.id, acmeId));
  const globex = await t.createVendor();
  await t.db.update(vendors).set({ name: 'Globex Talent' }).where(eq(vendors.id, globex.id));
  const plain: Record<NotesWho, TestUser> = {
    admin: t.admin,
    tag: t.tag,
    acme: t.vendor,
    acme2: await t.createUser('VENDOR', { vendorId: acmeId }),
    globex: await t.createUser('VENDOR', { vendorId: globex.id }),
  };
  const named = {} as NotesHarness['users'];
  const cookies = {} as Record<NotesWho, string>;
  for (const who of Object.keys(plain) as NotesWho[]) {
    const [firstName, lastName] = NAMES[who];
    await t.db.update(users).set({ firstName, lastName }).where(eq(users.id, plain[who].id));
    named[who] = { ...plain[who], name: `${firstName} ${lastName}` };
    cookies[who] = await t.sessionCookie(plain[who]);
  }
  const vendorCandidate = (vendorId: number, sourceName: string) =>
    insertCandidate(t.db, { source: 'VENDOR', vendorId, sourceName });
  const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    t,
    users: named,
    acmeCandidate: await vendorCandidate(acmeId, 'Acme Staffing'),
    globexCandidate: await vendorCandidate(globex.id, 'Globex Talent'),
    vacancy: await insertVacancy(t.db, {
      title: 'Platform Engineer',
      sharedWithVendorIds: [acmeId, globex.id],
    }),
    get: (who, url) => t.inject({ method: 'GET', url, headers: { cookie: cookies[who] } }),
    send: (who, method, url, payload) =>
      t.inject({ method, url, headers: { cookie: cookies[who] }, ...(payload ? { payload } : {}) }),
    http: (who, method, url, payload) =>
      fetch(`${origin}${url}`, {
        method,
        headers: { cookie: cookies[who], ...(payload ? { 'content-type': 'application/json' } : {}) },
        ...(payload ? { body: JSON.stringify(payload) } : {}),
      }),
    close: () => t.close(),
  };
}

/** Opens the harness for the test file and closes it after; `const h = useNotesHarness();`. */
export function useNotesHarness(): NotesHarness {
  let opened: Awaited<ReturnType<typeof open>> | undefined;
  beforeAll(async () => {
    opened = await open();
  }, 60_000);
  afterAll(async () => {
    await opened?.close();
  });
  const current = () => {
    if (!opened) throw new Error('the notes harness is not open yet');
    return opened;
  };
  return new Proxy({} as NotesHarness, { get: (_target, key) => current()[key as keyof NotesHarness] });
}
