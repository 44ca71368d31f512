import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateFormBody } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { seedVendorWorld, WORLD_GLO_IDS, type VendorWorld } from '../test/vendor-world.js';

/**
 * Issue 20, item 4: a VENDOR reading its own objects finds internal fields in them: GLO-R ids, the
 * business group and India group flag taken from assignments to vacancies it may not see, the name of
 * the staff member who created a vacancy. Each test makes that attack over HTTP as the VENDOR and checks
 * that staff still get what they had (docs/decisions.md, "What a VENDOR sees").
 */

let t: TestApp;
let w: VendorWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await seedVendorWorld(t);
});
afterAll(async () => {
  await t?.close();
});

const as = async (who: 'vendor' | 'tag', method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.inject({
    method,
    url,
    headers: { cookie: await t.sessionCookie(who === 'vendor' ? t.vendor : t.tag) },
    ...(payload ? { payload } : {}),
  });

const CANDIDATE_STAFF_ONLY = [
  'gloCandidateId',
  'gloAssignmentId',
  'gloLocked',
  'businessGroupExternalId',
  'inIndiaGroup',
] as const;

/** Nothing in the text of an answer may name an internal id or an out-of-scope vacancy. */
function expectNoLeak(body: string, world: VendorWorld) {
  for (const id of Object.values(WORLD_GLO_IDS)) expect(body).not.toContain(id);
  for (const hidden of [world.vacancies.unshared, world.vacancies.closed, world.vacancies.othersOnly]) {
    expect(body).not.toContain(hidden.externalId);
    expect(body).not.toContain(hidden.title);
  }
  expect(body).not.toContain(world.ref.businessGroups.india.externalId);
  expect(body).not.toContain(world.adminName);
}

describe("issue 20 item 4: a VENDOR's answers carry no internal field", () => {
  it('GET /api/candidates/{id}: no GLO-R ids, lock, business group or India group, only its own vacancies’ assignments', async () => {
    const url = `/api/candidates/${w.mine.externalId}`;
    const response = await as('vendor', 'GET', url);
    expect(response.statusCode).toBe(200);
    const read = response.json();
    for (const key of CANDIDATE_STAFF_ONLY) expect(read, key).not.toHaveProperty(key);
    expect(read.candidateStatuses.map((s: { vacancyTitle: string }) => s.vacancyTitle).sort()).toEqual([
      w.vacancies.onHold.title,
      w.vacancies.shared.title,
    ]);
    for (const item of read.candidateStatuses) expect(item).not.toHaveProperty('gloAssignmentId');
    // The status of its latest visible assignment (on hold, Pending), not the unshared Offer Accepted.
    expect(read.status).toBe('PENDING');
    expectNoLeak(response.body, w);

    // Staff keep every field, computed over every assignment.
    const staff = (await as('tag', 'GET', url)).json();
    expect(staff).toMatchObject({
      gloCandidateId: WORLD_GLO_IDS.candidate,
      gloLocked: true,
      inIndiaGroup: true,
      businessGroupExternalId: w.ref.businessGroups.india.externalId,
      status: 'OFFER_ACCEPTED',
    });
    expect(staff.candidateStatuses).toHaveLength(5);
    expect(staff.candidateStatuses).toContainEqual(
      expect.objectContaining({ gloAssignmentId: WORLD_GLO_IDS.shared }),
    );
  });

  it('PUT /api/candidates/{id} answers a VENDOR the same VENDOR shape', async () => {
    const response = await as('vendor', 'PUT', `/api/candidates/${w.mine.externalId}`, {
      ...candidateFormBody({ source: undefined }),
      firstName: 'Vera',
      lastName: 'Vendorova',
      email: `vera-${Date.now()}@example.test`,
      country: 'USA',
      state: 'California',
      city: 'San Francisco',
    });
    expect(response.statusCode, response.body).toBe(200);
    for (const key of CANDIDATE_STAFF_ONLY) expect(response.json(), key).not.toHaveProperty(key);
    expectNoLeak(response.body, w);
  });

  it('the candidate list and the dashboard lists: assignments without GLO-R ids, only on its vacancies', async () => {
    for (const url of [
      '/api/candidates?size=100',
      '/api/candidates/lists/latest?size=100',
      '/api/candidates/lists/ready-for-bgc?size=100',
    ]) {
      const response = await as('vendor', 'GET', url);
      expect(response.statusCode, url).toBe(200);
      const row = response
        .json()
        .content.find((r: { externalId: string }) => r.externalId === w.mine.externalId);
      expect(row?.candidateStatuses, url).toHaveLength(2);
      for (const item of row.candidateStatuses) expect(item, url).not.toHaveProperty('gloAssignmentId');
      expectNoLeak(response.body, w);
    }
  });

  it('GET /api/vacancies/{id}: no creator name, business group id or Copy link URL; staff keep them', async () => {
    const url = `/api/vacancies/${w.vacancies.shared.externalId}`;
    const response = await as('vendor', 'GET', url);
    expect(response.statusCode).toBe(200);
    const vacancy = response.json();
    for (const key of ['createdByName', 'businessGroup', 'publicUrl'])
      expect(vacancy, key).not.toHaveProperty(key);
    expect(vacancy).toMatchObject({ title: w.vacancies.shared.title, businessGroupName: 'Europe' });
    expect(response.body).not.toContain(w.adminName);
    expect(response.body).not.toContain(w.ref.businessGroups.europe.externalId);

    const staff = (await as('tag', 'GET', url)).json();
    expect(staff).toMatchObject({
      createdByName: w.adminName,
      businessGroup: { externalId: w.ref.businessGroups.europe.externalId, name: 'Europe' },
    });
    expect(staff.publicUrl).toMatch(/\/jobs\//);
  });

  it('GET /api/vacancies/{id}/candidates: its own candidate only, without GLO-R ids or the India group flag', async () => {
    const url = `/api/vacancies/${w.vacancies.shared.externalId}/candidates?size=100`;
    const response = await as('vendor', 'GET', url);
    expect(response.statusCode).toBe(200);
    const rows = response.json().content;
    expect(rows.map((r: { candidateExternalId: string }) => r.candidateExternalId)).toEqual([
      w.mine.externalId,
    ]);
    for (const key of ['gloCandidateId', 'gloAssignmentId', 'inIndiaGroup'])
      expect(rows[0], key).not.toHaveProperty(key);
    expectNoLeak(response.body, w);
    expect(response.body).not.toContain(w.theirs.externalId);
    expect(response.body).not.toContain(w.staffCandidate.externalId);

    const staffRows = (await as('tag', 'GET', url)).json().content;
    expect(staffRows).toContainEqual(
      expect.objectContaining({
        candidateExternalId: w.mine.externalId,
        gloCandidateId: WORLD_GLO_IDS.candidate,
        gloAssignmentId: WORLD_GLO_IDS.shared,
        inIndiaGroup: true,
      }),
    );
  });

  it('the candidate search does not find its candidates by their GLO-R id (staff search does)', async () => {
    const search = async (who: 'vendor' | 'tag', key: string) =>
      (
        await as(who, 'GET', `/search-service/es/candidate/search?key=${encodeURIComponent(key)}&size=6`)
      ).json();
    expect((await search('vendor', WORLD_GLO_IDS.candidate)).totalElements).toBe(0);
    expect((await search('vendor', 'GLO-C')).totalElements).toBe(0);
    expect((await search('tag', 'GLO-C')).totalElements).toBeGreaterThan(0);
    expect((await search('tag', WORLD_GLO_IDS.candidate)).content).toEqual([
      expect.objectContaining({ externalId: w.mine.externalId }),
    ]);
    // Its name, e-mail and phone still find it.
    expect((await search('vendor', 'Vera Vendorova')).content).toEqual([
      expect.objectContaining({ externalId: w.mine.externalId }),
    ]);
  });

  it('GET /api/candidates/{id}/history: no staff name, no entry of a vacancy out of its scope', async () => {
    const response = await as('vendor', 'GET', `/api/candidates/${w.mine.externalId}/history`);
    expect(response.statusCode).toBe(200);
    const items = response.json();
    expect(items.map((i: { changedBy: unknown }) => i.changedBy)).toEqual(
      expect.arrayContaining([null, expect.objectContaining({ fullName: 'Test VENDOR' })]),
    );
    expectNoLeak(response.body, w);
  });
});
