import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VACANCY_MESSAGES } from '@talent-desk/shared';
import { candidateVacancies, vacancyVendors, vendors } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  insertCandidate,
  insertVacancy,
  seedCandidateReference,
  type ReferenceFixture,
} from '../candidates/test-fixtures.js';

let t: TestApp;
let ref: ReferenceFixture;
let cookies: { admin: string; tag: string; vendor: string };
/** The app over real HTTP, for requests that must run at the same time. */
let origin: string;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://jobs.talentdesk.example' });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ref = await seedCandidateReference(t.db);
  cookies = {
    admin: await t.sessionCookie(t.admin),
    tag: await t.sessionCookie(t.tag),
    vendor: await t.sessionCookie(t.vendor),
  };
});
afterAll(async () => {
  await t?.close();
});

type Who = keyof typeof cookies;
const get = (who: Who, url: string) => t.inject({ method: 'GET', url, headers: { cookie: cookies[who] } });
const send = (who: Who, method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.inject({
    method,
    url,
    headers: { cookie: cookies[who] },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A request over real HTTP (fetch), so that several run at once. */
const http = (who: Who, method: string, url: string, payload?: unknown) =>
  fetch(`${origin}${url}`, {
    method,
    headers: {
      cookie: cookies[who],
      ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(payload === undefined ? {} : { body: JSON.stringify(payload) }),
  });

const body = (overrides: Record<string, unknown> = {}) => ({
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
});

describe('create, read and edit', () => {
  it('[VAC-01][VAC-04] an ADMIN creates a vacancy; its details carry the row, every field and the public link', async () => {
    const created = await send('admin', 'POST', '/api/vacancies', body({ gloVacancyId: 'GLO-V-7001' }));
    expect(created.statusCode).toBe(201);
    const vacancy = created.json();
    expect(vacancy).toMatchObject({
      title: 'Senior Data Engineer',
      gloVacancyId: 'GLO-V-7001',
      status: 'OPEN',
      type: 'EXTERNAL',
      publishToExternalApp: false,
      businessGroupName: ref.businessGroups.europe.name,
      businessGroup: {
        externalId: ref.businessGroups.europe.externalId,
        name: ref.businessGroups.europe.name,
      },
      projectName: 'Atlas',
      hiringManager: 'Priya Raman',
      openings: 2,
      vendorCount: 0,
      candidatesCount: 0,
      newCandidatesCount: 0,
      description: 'Build pipelines.\nOwn the warehouse.',
      publicUrl: `https://jobs.talentdesk.example/jobs/${vacancy.externalId}`,
    });
    expect(vacancy.requiredSkills.map((s: { value: string }) => s.value)).toEqual(['Java', 'Python']);
    expect((await get('tag', `/api/vacancies/${vacancy.externalId}`)).json()).toEqual(vacancy);
  });

  it('a TAG edits every field; cleared optional fields are stored as empty', async () => {
    const { externalId } = (await send('tag', 'POST', '/api/vacancies', body())).json();
    const edited = await send(
      'tag',
      'PUT',
      `/api/vacancies/${externalId}`,
      body({
        title: 'Staff Data Engineer',
        status: 'ON_HOLD',
        projectName: '',
        hiringManager: '  ',
        requiredSkillExternalIds: [],
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Staff Data Engineer',
      status: 'ON_HOLD',
      projectName: null,
      hiringManager: null,
      requiredSkills: [],
    });
  });

  it('bad input is a 400 naming the field, and nothing is saved', async () => {
    const before = (await get('admin', '/api/vacancies?size=100')).json().totalElements;
    const cases: [Record<string, unknown>, string][] = [
      [{ title: 'x' }, 'title'],
      [{ openings: 0 }, 'openings'],
      [{ openings: 1.5 }, 'openings'],
      [{ gloVacancyId: 'GLO 1' }, 'gloVacancyId'],
      [{ status: 'SOMETIMES' }, 'status'],
      [{ businessGroupExternalId: '00000000-0000-4000-8000-000000000000' }, 'businessGroupExternalId'],
      [{ requiredSkillExternalIds: ['00000000-0000-4000-8000-000000000000'] }, 'requiredSkillExternalIds'],
    ];
    for (const [overrides, field] of cases) {
      const response = await send('admin', 'POST', '/api/vacancies', body(overrides));
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields.map((f: { path: string }) => f.path.split('.')[0])).toContain(field);
    }
    expect((await get('admin', '/api/vacancies?size=100')).json().totalElements).toBe(before);
  });

  it('a GLO-R id belongs to one vacancy: a second one is 409, also when two are saved at once', async () => {
    expect(
      (await send('admin', 'POST', '/api/vacancies', body({ gloVacancyId: 'GLO-DUP-1' }))).statusCode,
    ).toBe(201);
    const again = await send('admin', 'POST', '/api/vacancies', body({ gloVacancyId: 'GLO-DUP-1' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(VACANCY_MESSAGES.gloVacancyIdTaken);

    const statuses = await Promise.all(
      [1, 2, 3, 4].map(() => http('admin', 'POST', '/api/vacancies', body({ gloVacancyId: 'GLO-RACE-1' }))),
    );
    expect(statuses.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
  });
});

describe('the list', () => {
  it('[VAC-04] rows carry the counts: candidates, those still Pending, and vendors shared with', async () => {
    const vendorA = await t.createVendor();
    const vendorB = await t.createVendor();
    const vacancy = await insertVacancy(t.db, {
      title: 'Counted Role',
      sharedWithVendorIds: [vendorA.id, vendorB.id],
    });
    for (const status of ['PENDING', 'PENDING', 'SHORTLISTED'] as const) {
      const candidate = await insertCandidate(t.db);
      await t.db
        .insert(candidateVacancies)
        .values({ candidateId: candidate.id, vacancyId: vacancy.id, status });
    }
    const page = (await get('admin', '/api/vacancies?search=counted%20role')).json();
    expect(page.content).toEqual([
      expect.objectContaining({
        title: 'Counted Role',
        vendorCount: 2,
        candidatesCount: 3,
        newCandidatesCount: 2,
      }),
    ]);
  });

  it('[LIST-05] filters (status, type, published, vendor, business group, project, dates) and search narrow the page', async () => {
    const vendor = await t.createVendor();
    const tagged = `Filterable ${Date.now()}`;
    const a = await insertVacancy(t.db, {
      title: `${tagged} A`,
      status: 'OPEN',
      type: 'INTERNAL',
      publishToExternalApp: true,
      sharedWithVendorIds: [vendor.id],
      projectName: 'Orion',
      businessGroupId: ref.businessGroups.india.id,
    });
    await insertVacancy(t.db, {
      title: `${tagged} B`,
      status: 'CLOSED',
      type: 'EXTERNAL',
      projectName: 'Vega',
    });
    const titles = async (query: string) =>
      (await get('admin', `/api/vacancies?search=${encodeURIComponent(tagged)}&${query}`))
        .json()
        .content.map((r: { title: string }) => r.title);
    expect(await titles('')).toHaveLength(2);
    expect(await titles('statuses=OPEN')).toEqual([`${tagged} A`]);
    expect(await titles('types=EXTERNAL')).toEqual([`${tagged} B`]);
    expect(await titles('published=true')).toEqual([`${tagged} A`]);
    expect(await titles(`vendorExternalIds=${vendor.externalId}`)).toEqual([`${tagged} A`]);
    expect(await titles(`businessGroupExternalIds=${ref.businessGroups.india.externalId}`)).toEqual([
      `${tagged} A`,
    ]);
    expect(await titles('projectNames=Vega')).toEqual([`${tagged} B`]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await titles(`createdFrom=${today}&createdTo=${today}`)).toHaveLength(2);
    expect(await titles('createdTo=2000-01-01')).toEqual([]);
    expect(
      (await get('admin', `/api/vacancies?search=${a.gloVacancyId?.toLowerCase()}`)).json().content[0]?.title,
    ).toBe(`${tagged} A`);
  });

  it('[LIST-20] a date range whose start is after its end is a 400 naming createdTo', async () => {
    const response = await get('admin', '/api/vacancies?createdFrom=2026-05-02&createdTo=2026-05-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([expect.objectContaining({ path: 'createdTo' })]);
  });

  it('[LIST-04] sorts by every column both ways without overlap between pages, and clamps a page past the end', async () => {
    for (const column of [
      'title',
      'gloVacancyId',
      'status',
      'type',
      'businessGroupName',
      'projectName',
      'candidatesCount',
      'createdAt',
    ]) {
      for (const order of ['asc', 'desc']) {
        const first = await get('admin', `/api/vacancies?size=5&page=1&column=${column}&order=${order}`);
        const second = await get('admin', `/api/vacancies?size=5&page=2&column=${column}&order=${order}`);
        expect(first.statusCode, `${column} ${order}`).toBe(200);
        const ids = [...first.json().content, ...second.json().content].map(
          (r: { externalId: string }) => r.externalId,
        );
        expect(new Set(ids).size, `${column} ${order}`).toBe(ids.length);
      }
    }
    const sorted = (await get('admin', '/api/vacancies?size=100&column=title&order=asc'))
      .json()
      .content.map((r: { title: string }) => r.title.toLowerCase());
    expect(sorted).toEqual([...sorted].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const past = (await get('admin', '/api/vacancies?size=5&page=9999')).json();
    expect(past.pageable.pageNumber).toBe(past.totalPages);
    expect(past.content.length).toBeGreaterThan(0);
  });
});

describe('VENDOR scope', () => {
  it('[VAC-03] a VENDOR lists and reads only vacancies shared with its vendor that are OPEN or ON_HOLD; others are 404', async () => {
    const own = t.vendor.vendorId ?? -1;
    const other = await t.createVendor();
    const shared = await insertVacancy(t.db, { title: 'Shared Open', sharedWithVendorIds: [own] });
    const onHold = await insertVacancy(t.db, {
      title: 'Shared On Hold',
      status: 'ON_HOLD',
      sharedWithVendorIds: [own],
    });
    const closed = await insertVacancy(t.db, {
      title: 'Shared Closed',
      status: 'CLOSED',
      sharedWithVendorIds: [own],
    });
    const foreign = await insertVacancy(t.db, { title: 'Foreign Open', sharedWithVendorIds: [other.id] });
    const listed = (await get('vendor', '/api/vacancies?size=100'))
      .json()
      .content.map((r: { externalId: string }) => r.externalId);
    expect(listed).toEqual(expect.arrayContaining([shared.externalId, onHold.externalId]));
    expect(listed).not.toContain(closed.externalId);
    expect(listed).not.toContain(foreign.externalId);
    expect((await get('vendor', `/api/vacancies/${shared.externalId}`)).statusCode).toBe(200);
    for (const hidden of [closed, foreign]) {
      const response = await get('vendor', `/api/vacancies/${hidden.externalId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Vacancy not found');
    }
  });

  it('a VENDOR counts only its own candidates and its own vendor on a shared vacancy', async () => {
    const own = t.vendor.vendorId ?? -1;
    const other = await t.createVendor();
    const vacancy = await insertVacancy(t.db, {
      title: 'Scoped Counts',
      sharedWithVendorIds: [own, other.id],
    });
    const mine = await insertCandidate(t.db, { source: 'VENDOR', vendorId: own, sourceName: 'Own' });
    const theirs = await insertCandidate(t.db, { source: 'VENDOR', vendorId: other.id, sourceName: 'Other' });
    await t.db.insert(candidateVacancies).values([
      { candidateId: mine.id, vacancyId: vacancy.id },
      { candidateId: theirs.id, vacancyId: vacancy.id },
    ]);
    const row = (await get('vendor', `/api/vacancies/${vacancy.externalId}`)).json();
    expect(row).toMatchObject({ vendorCount: 1, candidatesCount: 1, newCandidatesCount: 1 });
    expect((await get('admin', `/api/vacancies/${vacancy.externalId}`)).json()).toMatchObject({
      vendorCount: 2,
      candidatesCount: 2,
    });
  });

  it('[VAC-03][VAC-16] a VENDOR cannot create, edit, publish or share (403)', async () => {
    const vacancy = await insertVacancy(t.db, { sharedWithVendorIds: [t.vendor.vendorId ?? -1] });
    expect((await send('vendor', 'POST', '/api/vacancies', body())).statusCode).toBe(403);
    expect((await send('vendor', 'PUT', `/api/vacancies/${vacancy.externalId}`, body())).statusCode).toBe(
      403,
    );
    expect(
      (
        await send('vendor', 'PATCH', `/api/vacancies/${vacancy.externalId}/publish`, {
          publishToExternalApp: true,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await send('vendor', 'POST', '/api/vacancies/share', {
          vacancyExternalIds: [vacancy.externalId],
          vendorExternalIds: [vacancy.externalId],
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('publish', () => {
  it('[VAC-09][VAC-10][VAC-11] PATCH publish sets publishToExternalApp true, then false', async () => {
    const vacancy = await insertVacancy(t.db);
    const url = `/api/vacancies/${vacancy.externalId}/publish`;
    const published = await send('tag', 'PATCH', url, { publishToExternalApp: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().publishToExternalApp).toBe(true);
    const unpublished = await send('admin', 'PATCH', url, { publishToExternalApp: false });
    expect(unpublished.json().publishToExternalApp).toBe(false);
  });

  it('[VAC-13] publishing a vacancy that is not OPEN answers 400 with a message to show', async () => {
    const vacancy = await insertVacancy(t.db, { status: 'CLOSED_FULFILLED_INTERNALLY' });
    const response = await send('admin', 'PATCH', `/api/vacancies/${vacancy.externalId}/publish`, {
      publishToExternalApp: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(VACANCY_MESSAGES.publishNotOpen);
  });

  it('two recruiters publishing and unpublishing the same vacancy at once both get an answer; the row stays whole', async () => {
    const vacancy = await insertVacancy(t.db);
    const url = `/api/vacancies/${vacancy.externalId}/publish`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        http(i % 2 ? 'admin' : 'tag', 'PATCH', url, { publishToExternalApp: i % 2 === 0 }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    const final = (await get('admin', `/api/vacancies/${vacancy.externalId}`)).json();
    expect(typeof final.publishToExternalApp).toBe('boolean');
  });
});

describe('sharing with vendors', () => {
  it('[VAC-19][VAC-21][VAC-08] share several vacancies with a vendor; again is a no-op; the vacancy lists its vendors', async () => {
    const vendor = await t.createVendor();
    const one = await insertVacancy(t.db);
    const two = await insertVacancy(t.db);
    const share = {
      vacancyExternalIds: [one.externalId, two.externalId],
      vendorExternalIds: [vendor.externalId],
    };
    const first = await send('tag', 'POST', '/api/vacancies/share', share);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ sharedCount: 2 });
    expect((await send('admin', 'POST', '/api/vacancies/share', share)).json()).toEqual({ sharedCount: 0 });
    const vendors = (await get('admin', `/api/vacancies/${one.externalId}/vendors`)).json();
    expect(vendors).toEqual([
      expect.objectContaining({ externalId: vendor.externalId, name: vendor.name, status: 'ACTIVE' }),
    ]);
  });

  it("[VAC-20] sharing needs at least one vacancy ('vacancy required'); unknown ids are 400, an inactive vendor 409", async () => {
    const vendor = await t.createVendor();
    const empty = await send('admin', 'POST', '/api/vacancies/share', {
      vacancyExternalIds: [],
      vendorExternalIds: [vendor.externalId],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([{ path: 'vacancyExternalIds', message: 'vacancy required' }]);
    const vacancy = await insertVacancy(t.db);
    const unknown = await send('admin', 'POST', '/api/vacancies/share', {
      vacancyExternalIds: [vacancy.externalId],
      vendorExternalIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);
    const inactive = await t.createVendor('INACTIVE');
    const refused = await send('admin', 'POST', '/api/vacancies/share', {
      vacancyExternalIds: [vacancy.externalId],
      vendorExternalIds: [vendor.externalId, inactive.externalId],
    });
    expect(refused.statusCode).toBe(409);
    // All or nothing: the active vendor of the refused request got nothing either.
    expect(await t.db.select().from(vacancyVendors).where(eq(vacancyVendors.vacancyId, vacancy.id))).toEqual(
      [],
    );
  });

  it('[VAC-24][VAC-25] stop sharing removes the pair (the vendor no longer sees the vacancy); a pair not shared is 404', async () => {
    const vacancy = await insertVacancy(t.db, { sharedWithVendorIds: [t.vendor.vendorId ?? -1] });
    expect((await get('vendor', `/api/vacancies/${vacancy.externalId}`)).statusCode).toBe(200);
    const [own] = await t.db
      .select({ externalId: vendors.externalId })
      .from(vendors)
      .where(eq(vendors.id, t.vendor.vendorId ?? -1));
    const url = `/api/vacancies/${vacancy.externalId}/vendors/${own?.externalId}`;
    expect((await send('tag', 'DELETE', url)).statusCode).toBe(204);
    expect((await get('vendor', `/api/vacancies/${vacancy.externalId}`)).statusCode).toBe(404);
    const again = await send('tag', 'DELETE', url);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(VACANCY_MESSAGES.notShared);
  });

  it('recruiters sharing the same pairs at once all succeed, and each pair exists once', async () => {
    const vendor = await t.createVendor();
    const vacancy = await insertVacancy(t.db);
    const share = { vacancyExternalIds: [vacancy.externalId], vendorExternalIds: [vendor.externalId] };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        http(i % 2 ? 'admin' : 'tag', 'POST', '/api/vacancies/share', share),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    const counts = await Promise.all(
      answers.map(async (r) => ((await r.json()) as { sharedCount: number }).sharedCount),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(
      await t.db.select().from(vacancyVendors).where(eq(vacancyVendors.vacancyId, vacancy.id)),
    ).toHaveLength(1);
  });
});
