import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertVacancy, seedCandidateReference } from '../../../test/fixtures.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedCandidateReference(t.db);
});
afterAll(async () => {
  await t?.close();
});

const labels = async (who: 'admin' | 'vendor', url: string) => {
  const cookie = await t.sessionCookie(who === 'admin' ? t.admin : t.vendor);
  const response = await t.inject({ method: 'GET', url, headers: { cookie } });
  expect(response.statusCode).toBe(200);
  return (response.json().content as { label: string }[]).map((o) => o.label);
};

describe('option lists of the vacancy screens', () => {
  it('[LIST-22] business groups and vendors carry external ids; an inactive vendor says so', async () => {
    const inactive = await t.createVendor('INACTIVE');
    expect(await labels('admin', '/api/options/businessGroups')).toEqual(expect.arrayContaining(['India']));
    expect(
      await labels('admin', `/api/options/vendors?search_value=${encodeURIComponent(inactive.name)}`),
    ).toEqual([`${inactive.name} (inactive)`]);
  });

  it('a VENDOR gets only its own vendor, and only the projects of vacancies shared with it', async () => {
    await t.createVendor();
    await insertVacancy(t.db, { projectName: 'Hidden Project' });
    await insertVacancy(t.db, {
      projectName: 'Shared Project',
      sharedWithVendorIds: [t.vendor.vendorId ?? -1],
    });
    expect(await labels('vendor', '/api/options/vendors')).toHaveLength(1);
    expect((await labels('admin', '/api/options/vendors')).length).toBeGreaterThan(1);
    expect(await labels('vendor', '/api/options/projects')).toEqual(['Shared Project']);
    expect(await labels('admin', '/api/options/projects')).toEqual(['Hidden Project', 'Shared Project']);
  });
});
