import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPTIONS_PAGE_SIZE } from '@talent-desk/shared';
import { skills } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertCandidate, insertVacancy, seedCandidateReference } from '../../../test/fixtures.js';

let t: TestApp;
let admin: string;
let vendorCookie: string;
let vendorName: string;
let otherVendorName: string;
let vacancyShared: { externalId: string; title: string; gloVacancyId: string | null };
let vacancyClosed: { externalId: string; title: string; gloVacancyId: string | null };

type Page = {
  content: { value: string; label: string; externalId?: string }[];
  totalElements: number;
  totalPages: number;
  numberOfElements: number;
  pageable: { pageNumber: number; offset: number };
};

beforeAll(async () => {
  t = await createTestApp();
  await seedCandidateReference(t.db);
  admin = await t.sessionCookie(t.admin);
  vendorCookie = await t.sessionCookie(t.vendor);
  const vendorId = t.vendor.vendorId ?? -1;
  const other = await t.createVendor();
  otherVendorName = other.name;
  const vendorRows = await t.db.query.vendors.findFirst({ where: (v, { eq }) => eq(v.id, vendorId) });
  vendorName = vendorRows?.name ?? '';
  // 120 skills: more than two option pages.
  await t.db
    .insert(skills)
    .values(Array.from({ length: 120 }, (_, i) => ({ name: `Skill ${String(i).padStart(3, '0')}` })));
  vacancyShared = await insertVacancy(t.db, {
    title: 'Backend Engineer',
    gloVacancyId: 'GLO-777',
    sharedWithVendorIds: [vendorId],
  });
  await insertVacancy(t.db, { title: 'Backend Lead', gloVacancyId: 'GLO-778' });
  vacancyClosed = await insertVacancy(t.db, {
    title: 'Backend Archived',
    gloVacancyId: 'GLO-779',
    status: 'CLOSED',
    sharedWithVendorIds: [vendorId],
  });
  await insertCandidate(t.db, {
    firstName: 'Priya',
    lastName: 'Sharma',
    source: 'VENDOR',
    vendorId,
    sourceName: vendorName,
  });
  await insertCandidate(t.db, { firstName: 'Priya', lastName: 'Sharma' });
  await insertCandidate(t.db, {
    firstName: 'Priyanka',
    lastName: 'Rao',
    source: 'VENDOR',
    vendorId: other.id,
  });
});
afterAll(async () => {
  await t?.close();
});

async function options(path: string, cookie = admin): Promise<Page> {
  const response = await t.inject({ method: 'GET', url: `/api/options/${path}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}
const labels = (page: Page) => page.content.map((o) => o.label);

describe('GET /api/options/{kind}', () => {
  it('[LIST-10][LIST-05] option lists come 50 per page by default, ordered by label, in the paged shape', async () => {
    const first = await options('skills');
    expect(first.content).toHaveLength(OPTIONS_PAGE_SIZE);
    expect(first.totalElements).toBe(124);
    expect(first.totalPages).toBe(3);
    expect(labels(first)).toEqual([...labels(first)].sort());
    const third = await options('skills?page=3');
    expect(third).toMatchObject({ numberOfElements: 24, pageable: { pageNumber: 3, offset: 100 } });
    expect(labels(third).some((l) => labels(first).includes(l))).toBe(false);
  });

  it('[LIST-12] one paged endpoint for every dropdown: the option kind, search_value, page and size, and optional filters', async () => {
    const all = labels(await options('skills?search_value=s&size=50'));
    expect(all.length).toBeGreaterThan(4);
    expect(all.every((label) => label.toLowerCase().includes('s'))).toBe(true);
    const second = await options('skills?search_value=s&page=2&size=2');
    expect(second).toMatchObject({ numberOfElements: 2, pageable: { pageNumber: 2, offset: 2 } });
    expect(labels(second)).toEqual(all.slice(2, 4));
    // An optional filter narrows the list: the cities of one state.
    expect(labels(await options('cities?state=Texas&search_value=a&page=1&size=5'))).toEqual(['Austin']);
  });

  it('[LIST-10] size is at most 50; a larger or invalid one is 50', async () => {
    expect((await options('skills?size=10')).content).toHaveLength(10);
    expect((await options('skills?size=500')).content).toHaveLength(50);
    expect((await options('skills?size=abc')).content).toHaveLength(50);
  });

  it('[LIST-04] every option kind clamps a page far past the last page to the last page, never a 500', async () => {
    const kinds = ['countries', 'states', 'cities?state=California', 'skills', 'languages'];
    for (const kind of [...kinds, 'sourceNames', 'vacancies', 'names']) {
      const join = kind.includes('?') ? '&' : '?';
      const first = await options(`${kind}${join}size=2`);
      const lastPage = Math.max(first.totalPages, 1);
      const last = await options(`${kind}${join}size=2&page=${lastPage}`);
      for (const page of ['7e14', '1e308', '9007199254740991']) {
        const beyond = await options(`${kind}${join}size=2&page=${page}`);
        expect(beyond, `${kind} page ${page}`).toEqual(last);
        expect(beyond.pageable.pageNumber).toBe(lastPage);
      }
    }
  });

  it('search_value is a case-insensitive contains, with % and _ taken literally', async () => {
    expect(labels(await options('skills?search_value=SCRIPT'))).toEqual(['TypeScript']);
    expect(labels(await options('skills?search_value=%25'))).toEqual([]);
    expect(labels(await options('countries?search_value=ndi'))).toEqual(['India']);
    expect(labels(await options('languages?search_value=ind'))).toEqual(['Hindi']);
  });

  it('[CAND-FORM-14] skills (GET /api/options/skills) and languages carry their external id; countries and states are names', async () => {
    const skill = (await options('skills?search_value=react')).content[0];
    expect(skill).toMatchObject({ value: 'React', label: 'React', externalId: expect.any(String) });
    expect((await options('countries?search_value=germ')).content).toEqual([
      { value: 'Germany', label: 'Germany' },
    ]);
    expect(labels(await options('states'))).toEqual(['California', 'Texas']);
  });

  it('cities need a state and list the cities of the given states', async () => {
    const missing = await t.inject({ method: 'GET', url: '/api/options/cities', headers: { cookie: admin } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([{ path: 'state', message: 'This field is required' }]);
    expect(labels(await options('cities?state=California'))).toEqual([
      'Los Angeles',
      'San Diego',
      'San Francisco',
    ]);
    expect(labels(await options('cities?state=California&state=Texas&search_value=a'))).toEqual([
      'Austin',
      'Los Angeles',
      'San Diego',
      'San Francisco',
    ]);
  });

  it('[AUD-34] GET /api/options/state-cities: the cities of a comma list of states, each with its id, name and state', async () => {
    type StateCitiesPage = { content: { cityExternalId: string; cityName: string; stateName: string }[] };
    const get = (query: string) =>
      t.inject({ method: 'GET', url: `/api/options/state-cities${query}`, headers: { cookie: admin } });
    const both = await get('?states=California,Texas&search_value=an');
    expect(both.statusCode).toBe(200);
    const cities = (both.json() as StateCitiesPage).content;
    expect(cities.map(({ cityName, stateName }) => `${cityName} (${stateName})`)).toEqual([
      'Los Angeles (California)',
      'San Diego (California)',
      'San Francisco (California)',
    ]);
    expect(cities.every((city) => /^\d+$/.test(city.cityExternalId))).toBe(true);
    const all = (await get('?states=Texas&states=California')).json() as StateCitiesPage;
    expect(all.content.map((city) => city.stateName)).toEqual([
      'Texas',
      'California',
      'California',
      'California',
    ]);
    expect(all.content.map((city) => city.cityName)).toEqual([
      'Austin',
      'Los Angeles',
      'San Diego',
      'San Francisco',
    ]);
    const missing = await get('');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual([{ path: 'states', message: 'This field is required' }]);
    const vendor = await t.inject({
      method: 'GET',
      url: '/api/options/state-cities?states=Texas',
      headers: { cookie: vendorCookie },
    });
    expect(vendor.statusCode).toBe(200);
  });

  it('sourceNames are vendor names; a VENDOR sees only its own', async () => {
    expect(labels(await options('sourceNames'))).toEqual([vendorName, otherVendorName].sort());
    expect(labels(await options('sourceNames', vendorCookie))).toEqual([vendorName]);
  });

  it('vacancies are labelled with title and GLO-R id and scoped for a VENDOR', async () => {
    expect(labels(await options('vacancies?search_value=backend'))).toEqual([
      'Backend Archived (GLO-779)',
      'Backend Engineer (GLO-777)',
      'Backend Lead (GLO-778)',
    ]);
    expect(labels(await options('vacancies?search_value=glo-778'))).toEqual(['Backend Lead (GLO-778)']);
    const forVendor = await options('vacancies', vendorCookie);
    expect(forVendor.content).toEqual([
      {
        value: vacancyShared.externalId,
        label: 'Backend Engineer (GLO-777)',
        externalId: vacancyShared.externalId,
      },
    ]);
  });

  it("names are the distinct full names of the actor's candidates", async () => {
    expect(labels(await options('names?search_value=priy'))).toEqual(['Priya Sharma', 'Priyanka Rao']);
    expect(labels(await options('names?search_value=priy', vendorCookie))).toEqual(['Priya Sharma']);
  });

  it('externalIds (repeated or a comma list) resolve exactly those skills and languages, whatever the search and page', async () => {
    const react = (await options('skills?search_value=react')).content[0];
    const hindi = (await options('languages?search_value=hindi')).content[0];
    const typescript = (await options('skills?search_value=typescript')).content[0];
    const ids = [react?.externalId, typescript?.externalId].join(',');
    const lookup = await options(`skills?externalIds=${ids}&search_value=zzz&page=3`);
    expect(lookup.content).toEqual(
      [react, typescript].sort((a, b) => (a?.label ?? '').localeCompare(b?.label ?? '')),
    );
    expect(lookup).toMatchObject({ totalElements: 2, numberOfElements: 2, pageable: { pageNumber: 1 } });
    const repeated = await options(
      `skills?externalIds=${react?.externalId}&externalIds=${typescript?.externalId}`,
    );
    expect(labels(repeated)).toEqual(['React', 'TypeScript']);
    expect((await options(`languages?externalIds=${hindi?.externalId}`)).content).toEqual([hindi]);
    // An id of another kind (or gone) is simply not found.
    expect(labels(await options(`languages?externalIds=${react?.externalId}`))).toEqual([]);
  });

  it('a vacancy shared with the VENDOR but CLOSED is invisible to it: browsing, searching, by id', async () => {
    const browse = await options('vacancies', vendorCookie);
    expect(JSON.stringify(browse)).not.toContain(vacancyClosed.externalId);
    expect(labels(await options('vacancies?search_value=archived', vendorCookie))).toEqual([]);
    expect(labels(await options('vacancies?search_value=glo-779', vendorCookie))).toEqual([]);
    expect(labels(await options(`vacancies?externalIds=${vacancyClosed.externalId}`, vendorCookie))).toEqual(
      [],
    );
    expect(labels(await options(`vacancies?externalIds=${vacancyClosed.externalId}`))).toEqual([
      'Backend Archived (GLO-779)',
    ]);
  });

  it('[LIST-13] the vacancy filter resolves its options by vacancy external id; a VENDOR only those shared with its vendor', async () => {
    const lead = (await options('vacancies?search_value=glo-778')).content[0];
    const both = `vacancies?externalIds=${vacancyShared.externalId},${lead?.externalId}`;
    expect(labels(await options(both))).toEqual(['Backend Engineer (GLO-777)', 'Backend Lead (GLO-778)']);
    expect(labels(await options(both, vendorCookie))).toEqual(['Backend Engineer (GLO-777)']);
    expect(labels(await options(`vacancies?externalIds=${lead?.externalId}`, vendorCookie))).toEqual([]);
  });

  it('a bad id, more than 100 ids or ids on a kind without them are a 400 naming externalIds', async () => {
    const ask = (query: string) =>
      t.inject({ method: 'GET', url: `/api/options/${query}`, headers: { cookie: admin } });
    const bad = await ask(`skills?externalIds=${vacancyShared.externalId},React`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0].path).toMatch(/^externalIds/);
    const many = Array.from({ length: 101 }, () => crypto.randomUUID()).join(',');
    const tooMany = await ask(`skills?externalIds=${many}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields[0].path).toBe('externalIds');
    const countries = await ask(`countries?externalIds=${vacancyShared.externalId}`);
    expect(countries.statusCode).toBe(400);
    expect(countries.json().fields[0].path).toBe('externalIds');
  });

  it('an unknown kind is a 400 naming kind', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/options/planets',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].path).toBe('kind');
  });
});
