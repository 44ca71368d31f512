import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateVacancies } from '../../../db/schema/index.js';
import { insertCandidate, insertVacancy } from '../../../test/fixtures.js';
import { openVendorHarness, type VendorHarness } from '../testing/vendor-harness.js';

let h: VendorHarness;
beforeAll(async () => {
  h = await openVendorHarness();
});
afterAll(async () => {
  await h?.close();
});

const names = (response: { json: () => { content: { name: string }[] } }) =>
  response.json().content.map((v) => v.name);

describe('the vendor list', () => {
  it("rows count the vendor's users and the vacancies shared with it", async () => {
    const vendor = await h.t.createVendor();
    await h.t.createUser('VENDOR', { vendorId: vendor.id });
    await h.t.createUser('VENDOR', { vendorId: vendor.id });
    await insertVacancy(h.t.db, { sharedWithVendorIds: [vendor.id] });
    const page = (await h.get('admin', `/api/vendors?search=${encodeURIComponent(vendor.name)}`)).json();
    expect(page.content).toEqual([
      expect.objectContaining({ name: vendor.name, userCount: 2, vacancyCount: 1 }),
    ]);
  });

  it('filters by search (any case, part of the name), tier, country and status; sorts by name by default', async () => {
    const tag = `Zephyr ${Date.now()}`;
    await h.send(
      'admin',
      'POST',
      '/api/vendors',
      h.body({ name: `${tag} B`, tier: 'Tier 3', country: 'Germany', primaryContactPhone: null }),
    );
    const a = (
      await h.send('admin', 'POST', '/api/vendors', h.body({ name: `${tag} A`, tier: 'Tier 1' }))
    ).json();
    await h.send('admin', 'PUT', `/api/vendors/${a.externalId}/deactivate`);
    const list = async (query: string) =>
      names(await h.get('admin', `/api/vendors?search=${encodeURIComponent(tag.toUpperCase())}&${query}`));
    expect(await list('')).toEqual([`${tag} A`, `${tag} B`]);
    expect(await list('order=desc')).toEqual([`${tag} B`, `${tag} A`]);
    expect(await list('tiers=Tier%203')).toEqual([`${tag} B`]);
    expect(await list('tiers=Tier%201&tiers=Tier%203')).toEqual([`${tag} A`, `${tag} B`]);
    expect(await list('countries=India')).toEqual([`${tag} A`]);
    expect(await list('statuses=INACTIVE')).toEqual([`${tag} A`]);
    expect(await list('statuses=ACTIVE&countries=India')).toEqual([]);
    expect(await list('column=tier&order=desc')).toEqual([`${tag} B`, `${tag} A`]);
    expect(await list('column=country')).toEqual([`${tag} B`, `${tag} A`]);
    expect(await list('column=status')).toEqual([`${tag} B`, `${tag} A`]);
    // The deactivated one changed last.
    expect(await list('column=updatedAt&order=desc')).toEqual([`${tag} A`, `${tag} B`]);
  });

  it('[LIST-03][LIST-04][LIST-05] pages: a page past the last is clamped, an unknown size is 15, bad filters are a 400', async () => {
    const tag = `Paging ${Date.now()}`;
    for (const letter of ['A', 'B', 'C', 'D', 'E', 'F']) {
      await h.send('admin', 'POST', '/api/vendors', h.body({ name: `${tag} ${letter}` }));
    }
    const search = `search=${encodeURIComponent(tag)}`;
    const last = (await h.get('tag', `/api/vendors?${search}&size=5&page=9`)).json();
    expect(last).toMatchObject({ totalElements: 6, totalPages: 2, numberOfElements: 1 });
    expect(last.pageable).toEqual({ pageNumber: 2, offset: 5 });
    expect(last.content.map((v: { name: string }) => v.name)).toEqual([`${tag} F`]);
    expect((await h.get('tag', `/api/vendors?${search}&size=7`)).json().content).toHaveLength(6);
    const bad = await h.get('tag', '/api/vendors?tiers=Gold&column=password');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['column', 'tiers.0']);
  });
});

describe("a vendor's vacancies", () => {
  it('[VEND-07][VEND-08][VEND-09] rows of the vacancies shared with it, by title ascending, with its own candidate counts', async () => {
    const vendor = await h.t.createVendor();
    const other = await h.t.createVendor();
    const zulu = await insertVacancy(h.t.db, {
      title: 'Zulu Engineer',
      sharedWithVendorIds: [vendor.id, other.id],
      projectName: 'Helix',
    });
    await insertVacancy(h.t.db, {
      title: 'alpha Analyst',
      status: 'CLOSED',
      sharedWithVendorIds: [vendor.id],
    });
    await insertVacancy(h.t.db, { title: 'Not Shared', sharedWithVendorIds: [other.id] });
    const own = await insertCandidate(h.t.db, {
      source: 'VENDOR',
      vendorId: vendor.id,
      sourceName: vendor.name,
    });
    const ownAccepted = await insertCandidate(h.t.db, {
      source: 'VENDOR',
      vendorId: vendor.id,
      sourceName: vendor.name,
    });
    const theirs = await insertCandidate(h.t.db, {
      source: 'VENDOR',
      vendorId: other.id,
      sourceName: other.name,
    });
    await h.t.db.insert(candidateVacancies).values([
      { candidateId: own.id, vacancyId: zulu.id },
      { candidateId: ownAccepted.id, vacancyId: zulu.id, status: 'ACCEPTED' },
      { candidateId: theirs.id, vacancyId: zulu.id },
    ]);
    const page = (await h.get('tag', `/api/vendors/${vendor.externalId}/vacancies?page=1&size=15`)).json();
    expect(page.content.map((r: { title: string }) => r.title)).toEqual(['alpha Analyst', 'Zulu Engineer']);
    expect(page.content[1]).toEqual({
      externalId: zulu.externalId,
      gloVacancyId: zulu.gloVacancyId,
      title: 'Zulu Engineer',
      status: 'OPEN',
      businessGroups: [],
      projectName: 'Helix',
      candidatesCount: 2,
      newCandidatesCount: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const desc = (
      await h.get('tag', `/api/vendors/${vendor.externalId}/vacancies?column=title&order=desc`)
    ).json();
    expect(desc.content[0].title).toBe('Zulu Engineer');
    const clamped = (await h.get('tag', `/api/vendors/${vendor.externalId}/vacancies?size=5&page=4`)).json();
    expect(clamped).toMatchObject({ totalElements: 2, pageable: { pageNumber: 1, offset: 0 } });
    const bad = await h.get('tag', `/api/vendors/${vendor.externalId}/vacancies?column=candidatesCount`);
    expect(bad.statusCode).toBe(400);
  });
});
