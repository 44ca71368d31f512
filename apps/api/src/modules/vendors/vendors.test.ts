import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, VENDOR_MESSAGES } from '@talent-desk/shared';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../../test/test-app.js';
import { insertCandidate, insertVacancy, seedCandidateReference } from '../candidates/test-fixtures.js';
import { candidateVacancies } from '../../db/schema/index.js';

let t: TestApp;
let cookies: { admin: string; tag: string; vendor: string };
let origin: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedCandidateReference(t.db);
  cookies = {
    admin: await t.sessionCookie(t.admin),
    tag: await t.sessionCookie(t.tag),
    vendor: await t.sessionCookie(t.vendor),
  };
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});

type Who = keyof typeof cookies;
const get = (who: Who, url: string, cookie = cookies[who]) =>
  t.inject({ method: 'GET', url, headers: { cookie } });
const send = (who: Who, method: 'POST' | 'PUT', url: string, payload?: object) =>
  t.inject({ method, url, headers: { cookie: cookies[who] }, ...(payload ? { payload } : {}) });
const http = (who: Who, method: string, url: string, payload?: unknown) =>
  fetch(`${origin}${url}`, {
    method,
    headers: {
      cookie: cookies[who],
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });

let n = 0;
const body = (overrides: Record<string, unknown> = {}) => ({
  name: `Bright Staffing ${++n}`,
  tier: 'Tier 2',
  country: 'India',
  primaryContactName: 'Meera Nair',
  primaryContactEmail: 'Meera.Nair@Bright.example',
  primaryContactPhone: '98765 43210',
  ...overrides,
});

describe('create, edit, read', () => {
  it('[VEND-05] an ADMIN creates a vendor; the detail carries every field, the phone with +, e-mail lower-cased', async () => {
    const created = await send('admin', 'POST', '/api/vendors', body({ name: 'Lotus Talent' }));
    expect(created.statusCode).toBe(201);
    const vendor = created.json();
    expect(vendor).toMatchObject({
      name: 'Lotus Talent',
      tier: 'Tier 2',
      country: 'India',
      status: 'ACTIVE',
      primaryContactName: 'Meera Nair',
      primaryContactEmail: 'meera.nair@bright.example',
      primaryContactPhone: '+919876543210',
    });
    const detail = (await get('tag', `/api/vendors/${vendor.externalId}/detail`)).json();
    expect(detail).toEqual({ vendorDetail: vendor, users: [] });
  });

  it('[VEND-16] a TAG edits a vendor; bad fields are a 400 naming each, nothing saved', async () => {
    const { externalId } = (await send('tag', 'POST', '/api/vendors', body())).json();
    const edited = await send(
      'tag',
      'PUT',
      `/api/vendors/${externalId}`,
      body({ name: 'Renamed Staffing', tier: 'Tier 1', primaryContactPhone: '' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Renamed Staffing',
      tier: 'Tier 1',
      primaryContactPhone: null,
    });
    const bad = await send(
      'tag',
      'PUT',
      `/api/vendors/${externalId}`,
      body({
        name: 'x',
        tier: 'Gold',
        country: 'Atlantis',
        primaryContactEmail: 'nope',
      }),
    );
    expect(bad.statusCode).toBe(400);
    const paths = new Set(bad.json().fields.map((f: { path: string }) => f.path));
    expect([...paths].sort()).toEqual(['country', 'name', 'primaryContactEmail', 'tier']);
    // The phone rule reads the country, so it speaks once the rest is valid.
    const phone = await send(
      'tag',
      'PUT',
      `/api/vendors/${externalId}`,
      body({ primaryContactPhone: '12ab' }),
    );
    expect(phone.json().fields).toEqual([{ path: 'primaryContactPhone', message: expect.any(String) }]);
    expect((await get('tag', `/api/vendors/${externalId}`)).json().name).toBe('Renamed Staffing');
  });

  it('a name is one vendor whatever its case: 409, also for saves at the same moment', async () => {
    await send('admin', 'POST', '/api/vendors', body({ name: 'Orbit Partners' }));
    const again = await send('admin', 'POST', '/api/vendors', body({ name: 'ORBIT partners' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(VENDOR_MESSAGES.nameTaken);
    const answers = await Promise.all(
      [1, 2, 3].map(() => http('admin', 'POST', '/api/vendors', body({ name: 'Race Staffing' }))),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });

  it('[VEND-06] an unknown vendor is 404 with a message; a VENDOR gets no vendor call at all (403)', async () => {
    const missing = await get('admin', '/api/vendors/00000000-0000-4000-8000-000000000000/detail');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(VENDOR_MESSAGES.notFound);
    expect((await get('vendor', '/api/vendors')).statusCode).toBe(403);
    expect((await send('vendor', 'POST', '/api/vendors', body())).statusCode).toBe(403);
  });
});

describe('the list', () => {
  it("rows count the vendor's users and the vacancies shared with it", async () => {
    const vendor = await t.createVendor();
    await t.createUser('VENDOR', { vendorId: vendor.id });
    await t.createUser('VENDOR', { vendorId: vendor.id });
    await insertVacancy(t.db, { sharedWithVendorIds: [vendor.id] });
    const page = (await get('admin', `/api/vendors?search=${encodeURIComponent(vendor.name)}`)).json();
    expect(page.content).toEqual([
      expect.objectContaining({ name: vendor.name, userCount: 2, vacancyCount: 1 }),
    ]);
  });

  it('filters by search, tier, country and status; sorts by name by default', async () => {
    const tag = `Zephyr ${Date.now()}`;
    await send(
      'admin',
      'POST',
      '/api/vendors',
      body({ name: `${tag} B`, tier: 'Tier 3', country: 'Germany', primaryContactPhone: null }),
    );
    const a = (
      await send('admin', 'POST', '/api/vendors', body({ name: `${tag} A`, tier: 'Tier 1' }))
    ).json();
    await send('admin', 'PUT', `/api/vendors/${a.externalId}/deactivate`);
    const names = async (query: string) =>
      (await get('admin', `/api/vendors?search=${encodeURIComponent(tag)}&${query}`))
        .json()
        .content.map((v: { name: string }) => v.name);
    expect(await names('')).toEqual([`${tag} A`, `${tag} B`]);
    expect(await names('order=desc')).toEqual([`${tag} B`, `${tag} A`]);
    expect(await names('tiers=Tier%203')).toEqual([`${tag} B`]);
    expect(await names('countries=India')).toEqual([`${tag} A`]);
    expect(await names('statuses=INACTIVE')).toEqual([`${tag} A`]);
  });
});

describe("a vendor's vacancies", () => {
  it('[VEND-07][VEND-08][VEND-09] rows of the vacancies shared with it, by title ascending, with its own candidate counts', async () => {
    const vendor = await t.createVendor();
    const other = await t.createVendor();
    const zulu = await insertVacancy(t.db, {
      title: 'Zulu Engineer',
      sharedWithVendorIds: [vendor.id],
      projectName: 'Helix',
    });
    await insertVacancy(t.db, { title: 'alpha Analyst', status: 'CLOSED', sharedWithVendorIds: [vendor.id] });
    await insertVacancy(t.db, { title: 'Not Shared', sharedWithVendorIds: [other.id] });
    const own = await insertCandidate(t.db, {
      source: 'VENDOR',
      vendorId: vendor.id,
      sourceName: vendor.name,
    });
    const theirs = await insertCandidate(t.db, {
      source: 'VENDOR',
      vendorId: other.id,
      sourceName: other.name,
    });
    await t.db.insert(candidateVacancies).values([
      { candidateId: own.id, vacancyId: zulu.id },
      { candidateId: theirs.id, vacancyId: zulu.id },
    ]);
    const page = (await get('tag', `/api/vendors/${vendor.externalId}/vacancies?page=1&size=15`)).json();
    expect(page.content.map((r: { title: string }) => r.title)).toEqual(['alpha Analyst', 'Zulu Engineer']);
    expect(page.content[1]).toEqual({
      externalId: zulu.externalId,
      gloVacancyId: zulu.gloVacancyId,
      title: 'Zulu Engineer',
      status: 'OPEN',
      businessGroups: [],
      projectName: 'Helix',
      candidatesCount: 1,
      newCandidatesCount: 1,
      createdAt: expect.any(String),
    });
    const desc = (
      await get('tag', `/api/vendors/${vendor.externalId}/vacancies?column=title&order=desc`)
    ).json();
    expect(desc.content[0].title).toBe('Zulu Engineer');
  });
});

describe('activate and deactivate', () => {
  it("[VEND-10][VEND-11][VEND-14][VEND-15] deactivating ends the vendor's sessions and blocks sign-in; activating lets it in again", async () => {
    const vendor = await t.createVendor();
    const user = await t.createUser('VENDOR', { vendorId: vendor.id });
    const session = await t.sessionCookie(user);
    expect((await get('vendor', '/api/auth/me', session)).statusCode).toBe(200);

    expect((await send('tag', 'PUT', `/api/vendors/${vendor.externalId}/deactivate`)).statusCode).toBe(403);
    const off = await send('admin', 'PUT', `/api/vendors/${vendor.externalId}/deactivate`);
    expect(off.statusCode).toBe(200);
    expect(off.json().status).toBe('INACTIVE');
    expect((await get('vendor', '/api/auth/me', session)).statusCode).toBe(401);
    const refused = await t.login(user.email, TEST_PASSWORD);
    expect(refused.response.statusCode).toBe(403);
    expect(refused.response.json().message).toBe(MESSAGES.vendorInactive);

    const on = await send('admin', 'PUT', `/api/vendors/${vendor.externalId}/activate`);
    expect(on.json().status).toBe('ACTIVE');
    expect((await t.login(user.email, TEST_PASSWORD)).response.statusCode).toBe(200);
  });

  it('two ADMINs toggling one vendor at once all get an answer, and the vendor ends in one of the two states', async () => {
    const vendor = await t.createVendor();
    await t.createUser('VENDOR', { vendorId: vendor.id });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        http('admin', 'PUT', `/api/vendors/${vendor.externalId}/${i % 2 ? 'activate' : 'deactivate'}`),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(['ACTIVE', 'INACTIVE']).toContain(
      (await get('admin', `/api/vendors/${vendor.externalId}`)).json().status,
    );
  });
});
