import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { VACANCY_MESSAGES } from '@talent-desk/shared';
import { vacancyVendors, vendors } from '../../../db/schema/index.js';
import { attachCandidate, insertCandidate, insertVacancy } from '../../../test/fixtures.js';
import { useVacancyHarness } from '../testing/vacancy-harness.js';

const h = useVacancyHarness();

describe('sharing with vendors', () => {
  it('[VAC-19][VAC-21][VAC-08] share several vacancies with a vendor; again is a no-op; the vacancy lists its vendors', async () => {
    const vendor = await h.t.createVendor();
    const one = await insertVacancy(h.t.db);
    const two = await insertVacancy(h.t.db);
    const share = {
      vacancyExternalIds: [one.externalId, two.externalId],
      vendorExternalIds: [vendor.externalId],
    };
    const first = await h.send('tag', 'POST', '/api/vacancies/share', share);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ sharedCount: 2 });
    expect((await h.send('admin', 'POST', '/api/vacancies/share', share)).json()).toEqual({ sharedCount: 0 });
    const vendors = (await h.get('admin', `/api/vacancies/${one.externalId}/vendors`)).json();
    expect(vendors).toEqual([
      expect.objectContaining({ externalId: vendor.externalId, name: vendor.name, status: 'ACTIVE' }),
    ]);
  });

  it("[VAC-20] sharing needs at least one vacancy ('vacancy required'); unknown ids are 400, an inactive vendor 409", async () => {
    const vendor = await h.t.createVendor();
    const empty = await h.send('admin', 'POST', '/api/vacancies/share', {
      vacancyExternalIds: [],
      vendorExternalIds: [vendor.externalId],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toEqual([{ path: 'vacancyExternalIds', message: 'vacancy required' }]);
    const vacancy = await insertVacancy(h.t.db);
    const unknown = await h.send('admin', 'POST', '/api/vacancies/share', {
      vacancyExternalIds: [vacancy.externalId],
      vendorExternalIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.statusCode).toBe(400);
    const inactive = await h.t.createVendor('INACTIVE');
    const refused = await h.send('admin', 'POST', '/api/vacancies/share', {
      vacancyExternalIds: [vacancy.externalId],
      vendorExternalIds: [vendor.externalId, inactive.externalId],
    });
    expect(refused.statusCode).toBe(409);
    // All or nothing: the active vendor of the refused request got nothing either.
    expect(
      await h.t.db.select().from(vacancyVendors).where(eq(vacancyVendors.vacancyId, vacancy.id)),
    ).toEqual([]);
  });

  it('[VAC-24][VAC-25] stop sharing removes the pair (the vendor no longer sees the vacancy); a pair not shared is 404', async () => {
    const vacancy = await insertVacancy(h.t.db, { sharedWithVendorIds: [h.t.vendor.vendorId ?? -1] });
    expect((await h.get('vendor', `/api/vacancies/${vacancy.externalId}`)).statusCode).toBe(200);
    const [own] = await h.t.db
      .select({ externalId: vendors.externalId })
      .from(vendors)
      .where(eq(vendors.id, h.t.vendor.vendorId ?? -1));
    const url = `/api/vacancies/${vacancy.externalId}/vendors/${own?.externalId}`;
    expect((await h.send('tag', 'DELETE', url)).statusCode).toBe(204);
    expect((await h.get('vendor', `/api/vacancies/${vacancy.externalId}`)).statusCode).toBe(404);
    const again = await h.send('tag', 'DELETE', url);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(VACANCY_MESSAGES.notShared);
  });

  it('recruiters sharing the same pairs at once all succeed, and each pair exists once', async () => {
    const vendor = await h.t.createVendor();
    const vacancy = await insertVacancy(h.t.db);
    const share = { vacancyExternalIds: [vacancy.externalId], vendorExternalIds: [vendor.externalId] };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        h.http(i % 2 ? 'admin' : 'tag', 'POST', '/api/vacancies/share', share),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    const counts = await Promise.all(
      answers.map(async (r) => ((await r.json()) as { sharedCount: number }).sharedCount),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    expect(
      await h.t.db.select().from(vacancyVendors).where(eq(vacancyVendors.vacancyId, vacancy.id)),
    ).toHaveLength(1);
  });
});

describe('sharing: more', () => {
  it('[VAC-08] the vendors of a vacancy come by name, with tier, country, status and when it was shared', async () => {
    const zeta = await h.t.createVendor();
    const alpha = await h.t.createVendor();
    const vacancy = await insertVacancy(h.t.db);
    const share = {
      vacancyExternalIds: [vacancy.externalId],
      vendorExternalIds: [zeta.externalId, alpha.externalId],
    };
    expect((await h.send('tag', 'POST', '/api/vacancies/share', share)).json()).toEqual({ sharedCount: 2 });
    const listed = (await h.get('tag', `/api/vacancies/${vacancy.externalId}/vendors`)).json();
    expect(listed.map((v: { name: string }) => v.name)).toEqual([zeta.name, alpha.name].sort());
    for (const vendor of listed) {
      expect(vendor).toEqual({
        externalId: expect.any(String),
        name: expect.any(String),
        tier: null,
        country: null,
        status: 'ACTIVE',
        sharedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
    }
    expect(
      (await h.get('admin', '/api/vacancies/00000000-0000-4000-8000-000000000000/vendors')).statusCode,
    ).toBe(404);
  });

  it('[VAC-24] stopping a share hides the vacancy from the vendor but keeps its candidates attached', async () => {
    const vacancy = await insertVacancy(h.t.db, { sharedWithVendorIds: [h.vendors.own.id] });
    const candidate = await insertCandidate(h.t.db, {
      source: 'VENDOR',
      vendorId: h.vendors.own.id,
      sourceName: 'Own',
    });
    await attachCandidate(h.t.db, candidate.id, vacancy.id);
    const url = `/api/vacancies/${vacancy.externalId}/vendors/${h.vendors.own.externalId}`;
    expect((await h.send('admin', 'DELETE', url)).statusCode).toBe(204);
    expect((await h.get('vendor', `/api/vacancies/${vacancy.externalId}/candidates`)).statusCode).toBe(404);
    const staff = (await h.get('admin', `/api/vacancies/${vacancy.externalId}/candidates`)).json();
    expect(staff.content.map((r: { candidateExternalId: string }) => r.candidateExternalId)).toEqual([
      candidate.externalId,
    ]);
    expect(
      (
        await h.send(
          'admin',
          'DELETE',
          `/api/vacancies/${vacancy.externalId}/vendors/00000000-0000-4000-8000-000000000000`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('[VAC-21] sharing a closed vacancy is allowed; the vendor sees it once it is open again', async () => {
    const vacancy = await insertVacancy(h.t.db, { status: 'CLOSED' });
    const share = { vacancyExternalIds: [vacancy.externalId], vendorExternalIds: [h.vendors.own.externalId] };
    expect((await h.send('tag', 'POST', '/api/vacancies/share', share)).statusCode).toBe(200);
    expect((await h.get('vendor', `/api/vacancies/${vacancy.externalId}`)).statusCode).toBe(404);
    const details = (await h.get('tag', `/api/vacancies/${vacancy.externalId}`)).json();
    const reopened = await h.send('tag', 'PUT', `/api/vacancies/${vacancy.externalId}`, {
      ...h.body(),
      title: details.title,
      gloVacancyId: details.gloVacancyId,
      status: 'OPEN',
    });
    expect(reopened.statusCode).toBe(200);
    expect((await h.get('vendor', `/api/vacancies/${vacancy.externalId}`)).statusCode).toBe(200);
  });

  it('sharing and stopping the same pair at once over HTTP: never a 5xx, and the pair ends shared or not, once', async () => {
    const vendor = await h.t.createVendor();
    const vacancy = await insertVacancy(h.t.db, { sharedWithVendorIds: [vendor.id] });
    const share = { vacancyExternalIds: [vacancy.externalId], vendorExternalIds: [vendor.externalId] };
    const stop = `/api/vacancies/${vacancy.externalId}/vendors/${vendor.externalId}`;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2 ? h.http('tag', 'POST', '/api/vacancies/share', share) : h.http('admin', 'DELETE', stop),
      ),
    );
    for (const [i, answer] of answers.entries()) {
      expect(i % 2 ? [200] : [204, 404], `request ${i}`).toContain(answer.status);
    }
    const rows = await h.t.db.select().from(vacancyVendors).where(eq(vacancyVendors.vacancyId, vacancy.id));
    expect(rows.length).toBeLessThanOrEqual(1);
  });
});
