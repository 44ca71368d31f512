import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertVacancy, type VacancyFixture } from '../../../test/fixtures.js';

let t: TestApp;
let admin: string;
let vendorCookie: string;
const vacancy: Record<'shared' | 'hidden' | 'closed', VacancyFixture | undefined> = {
  shared: undefined,
  hidden: undefined,
  closed: undefined,
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.sessionCookie(t.admin);
  vendorCookie = await t.sessionCookie(t.vendor);
  const vendorId = t.vendor.vendorId ?? -1;
  vacancy.shared = await insertVacancy(t.db, { sharedWithVendorIds: [vendorId] });
  vacancy.hidden = await insertVacancy(t.db);
  vacancy.closed = await insertVacancy(t.db, { status: 'CLOSED', sharedWithVendorIds: [vendorId] });
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/candidates/vacancy-ids', () => {
  it('[CAND-LIST-03] maps vacancy external ids to their readable GLO-R vacancy ids', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/candidates/vacancy-ids',
      payload: [
        vacancy.shared?.externalId,
        vacancy.hidden?.externalId,
        '00000000-0000-4000-8000-000000000009',
      ],
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      vacancyIds: {
        [String(vacancy.shared?.externalId)]: vacancy.shared?.gloVacancyId,
        [String(vacancy.hidden?.externalId)]: vacancy.hidden?.gloVacancyId,
      },
    });
  });

  it('[CAND-LIST-03] a VENDOR gets only vacancies shared with it and still open', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/candidates/vacancy-ids',
      payload: [vacancy.shared?.externalId, vacancy.hidden?.externalId, vacancy.closed?.externalId],
      headers: { cookie: vendorCookie },
    });
    expect(response.json()).toEqual({
      vacancyIds: { [String(vacancy.shared?.externalId)]: vacancy.shared?.gloVacancyId },
    });
  });

  it('refuses more than 500 ids and anything but UUIDs', async () => {
    const many = Array.from(
      { length: 501 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    for (const payload of [many, ['GLO-1'], { ids: [] }]) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/candidates/vacancy-ids',
        payload,
        headers: { cookie: admin },
      });
      expect(response.statusCode).toBe(400);
    }
  });
});
