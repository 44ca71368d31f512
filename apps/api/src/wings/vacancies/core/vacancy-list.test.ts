import { describe, expect, it } from 'vitest';
import { candidateVacancies } from '../../../db/schema/index.js';
import { insertCandidate, insertVacancy } from '../../../test/fixtures.js';
import { useVacancyHarness } from '../testing/vacancy-harness.js';

const h = useVacancyHarness();

describe('the list', () => {
  it('[VAC-04] rows carry the counts: candidates, those still Pending, and vendors shared with', async () => {
    const vendorA = await h.t.createVendor();
    const vendorB = await h.t.createVendor();
    const vacancy = await insertVacancy(h.t.db, {
      title: 'Counted Role',
      sharedWithVendorIds: [vendorA.id, vendorB.id],
    });
    for (const status of ['PENDING', 'PENDING', 'SHORTLISTED'] as const) {
      const candidate = await insertCandidate(h.t.db);
      await h.t.db
        .insert(candidateVacancies)
        .values({ candidateId: candidate.id, vacancyId: vacancy.id, status });
    }
    const page = (await h.get('admin', '/api/vacancies?search=counted%20role')).json();
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
    const vendor = await h.t.createVendor();
    const tagged = `Filterable ${Date.now()}`;
    const a = await insertVacancy(h.t.db, {
      title: `${tagged} A`,
      status: 'OPEN',
      type: 'INTERNAL',
      publishToExternalApp: true,
      sharedWithVendorIds: [vendor.id],
      projectName: 'Orion',
      businessGroupId: h.ref.businessGroups.india.id,
    });
    await insertVacancy(h.t.db, {
      title: `${tagged} B`,
      status: 'CLOSED',
      type: 'EXTERNAL',
      projectName: 'Vega',
    });
    const titles = async (query: string) =>
      (await h.get('admin', `/api/vacancies?search=${encodeURIComponent(tagged)}&${query}`))
        .json()
        .content.map((r: { title: string }) => r.title);
    expect(await titles('')).toHaveLength(2);
    expect(await titles('statuses=OPEN')).toEqual([`${tagged} A`]);
    expect(await titles('types=EXTERNAL')).toEqual([`${tagged} B`]);
    expect(await titles('published=true')).toEqual([`${tagged} A`]);
    expect(await titles(`vendorExternalIds=${vendor.externalId}`)).toEqual([`${tagged} A`]);
    expect(await titles(`businessGroupExternalIds=${h.ref.businessGroups.india.externalId}`)).toEqual([
      `${tagged} A`,
    ]);
    expect(await titles('projectNames=Vega')).toEqual([`${tagged} B`]);
    const today = new Date().toISOString().slice(0, 10);
    expect(await titles(`createdFrom=${today}&createdTo=${today}`)).toHaveLength(2);
    expect(await titles('createdTo=2000-01-01')).toEqual([]);
    expect(
      (await h.get('admin', `/api/vacancies?search=${a.gloVacancyId?.toLowerCase()}`)).json().content[0]
        ?.title,
    ).toBe(`${tagged} A`);
  });

  it('[LIST-20] a date range whose start is after its end is a 400 naming createdTo', async () => {
    const response = await h.get('admin', '/api/vacancies?createdFrom=2026-05-02&createdTo=2026-05-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([expect.objectContaining({ path: 'createdTo' })]);
  });

  it('[LIST-04] sorts by every column both ways without overlap between pages, and clamps a page past the end', async () => {
    // Twelve more rows, with ties in every column but the id (pages must still never overlap).
    for (let i = 0; i < 12; i++) {
      await insertVacancy(h.t.db, {
        title: i % 2 ? 'Tied Title' : `Sorted ${i}`,
        status: i % 3 ? 'OPEN' : 'ON_HOLD',
        projectName: i % 2 ? 'Same' : null,
        businessGroupId: i % 4 ? h.ref.businessGroups.europe.id : null,
      });
    }
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
        const first = await h.get('admin', `/api/vacancies?size=5&page=1&column=${column}&order=${order}`);
        const second = await h.get('admin', `/api/vacancies?size=5&page=2&column=${column}&order=${order}`);
        expect(first.statusCode, `${column} ${order}`).toBe(200);
        const ids = [...first.json().content, ...second.json().content].map(
          (r: { externalId: string }) => r.externalId,
        );
        expect(new Set(ids).size, `${column} ${order}`).toBe(ids.length);
      }
    }
    const sorted = (await h.get('admin', '/api/vacancies?size=100&column=title&order=asc'))
      .json()
      .content.map((r: { title: string }) => r.title.toLowerCase());
    expect(sorted).toEqual([...sorted].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)));
    const past = (await h.get('admin', '/api/vacancies?size=5&page=9999')).json();
    expect(past.pageable.pageNumber).toBe(past.totalPages);
    expect(past.content.length).toBeGreaterThan(0);
  });
});
