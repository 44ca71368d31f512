import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vacancyVendors } from '../../../db/schema/index.js';
import { attachCandidate, insertCandidate, insertVacancy } from '../../../test/fixtures.js';
import { useVacancyHarness, type Who } from '../testing/vacancy-harness.js';

/** Several users on one vacancy at the same time, over real HTTP (the requests overlap in the server). */
const h = useVacancyHarness();

describe('concurrent work on one vacancy', () => {
  it('[VAC-09] two recruiters publishing the same vacancy at once both succeed, and it is published once', async () => {
    const vacancy = await insertVacancy(h.t.db);
    const url = `/api/vacancies/${vacancy.externalId}/publish`;
    const [admin, tag] = await Promise.all([
      h.http('admin', 'PATCH', url, { publishToExternalApp: true }),
      h.http('tag', 'PATCH', url, { publishToExternalApp: true }),
    ]);
    expect([admin.status, tag.status]).toEqual([200, 200]);
    expect(((await admin.json()) as { publishToExternalApp: boolean }).publishToExternalApp).toBe(true);
    expect((await h.get('admin', `/api/vacancies/${vacancy.externalId}`)).json().publishToExternalApp).toBe(
      true,
    );
  });

  it('[VAC-21] two recruiters sharing the same vacancy with the same vendors at once: both 200, each pair once', async () => {
    const one = await h.t.createVendor();
    const two = await h.t.createVendor();
    const vacancy = await insertVacancy(h.t.db);
    const share = {
      vacancyExternalIds: [vacancy.externalId],
      vendorExternalIds: [one.externalId, two.externalId],
    };
    const answers = await Promise.all([
      h.http('admin', 'POST', '/api/vacancies/share', share),
      h.http('tag', 'POST', '/api/vacancies/share', share),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    const counts = await Promise.all(
      answers.map(async (a) => ((await a.json()) as { sharedCount: number }).sharedCount),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(2);
    expect(
      await h.t.db.select().from(vacancyVendors).where(eq(vacancyVendors.vacancyId, vacancy.id)),
    ).toHaveLength(2);
  });

  it('a burst of 60 mixed requests (edit, publish, share, stop sharing, reads by staff and a vendor): no 5xx, only expected answers, a consistent row after', async () => {
    const vendors = [h.vendors.own, await h.t.createVendor(), await h.t.createVendor()];
    const vacancy = await insertVacancy(h.t.db, {
      title: 'Burst Role',
      sharedWithVendorIds: [h.vendors.own.id],
    });
    const candidate = await insertCandidate(h.t.db, {
      source: 'VENDOR',
      vendorId: h.vendors.own.id,
      sourceName: 'Own',
    });
    await attachCandidate(h.t.db, candidate.id, vacancy.id);
    const id = vacancy.externalId;
    type Call = { who: Who; method: string; url: string; body?: unknown; allowed: number[] };
    const calls: Call[] = [];
    for (let i = 0; i < 60; i++) {
      const staff: Who = i % 2 ? 'admin' : 'tag';
      const vendor = vendors[i % vendors.length] ?? h.vendors.own;
      const kinds: Call[] = [
        {
          who: staff,
          method: 'PATCH',
          url: `/api/vacancies/${id}/publish`,
          body: { publishToExternalApp: i % 4 < 2 },
          allowed: [200],
        },
        {
          who: staff,
          method: 'POST',
          url: '/api/vacancies/share',
          body: { vacancyExternalIds: [id], vendorExternalIds: [vendor.externalId] },
          allowed: [200],
        },
        {
          who: staff,
          method: 'DELETE',
          url: `/api/vacancies/${id}/vendors/${vendor.externalId}`,
          allowed: [204, 404],
        },
        {
          who: staff,
          method: 'PUT',
          url: `/api/vacancies/${id}`,
          body: h.body({ title: 'Burst Role', gloVacancyId: vacancy.gloVacancyId, openings: 1 + (i % 5) }),
          allowed: [200],
        },
        { who: staff, method: 'GET', url: `/api/vacancies/${id}`, allowed: [200] },
        { who: staff, method: 'GET', url: `/api/vacancies/${id}/vendors`, allowed: [200] },
        { who: staff, method: 'GET', url: '/api/vacancies?search=burst', allowed: [200] },
        { who: staff, method: 'GET', url: `/api/vacancies/${id}/candidates`, allowed: [200] },
        // The vendor's own share may be stopped by the burst: then its reads are 404, never anything else.
        { who: 'vendor', method: 'GET', url: `/api/vacancies/${id}`, allowed: [200, 404] },
        { who: 'vendor', method: 'GET', url: `/api/vacancies/${id}/candidates`, allowed: [200, 404] },
      ];
      const call = kinds[i % kinds.length];
      if (call) calls.push(call);
    }
    const answers = await Promise.all(calls.map((c) => h.http(c.who, c.method, c.url, c.body)));
    answers.forEach((answer, i) => {
      const call = calls[i];
      expect(call?.allowed, `${call?.who} ${call?.method} ${call?.url} -> ${answer.status}`).toContain(
        answer.status,
      );
    });
    const details = (await h.get('admin', `/api/vacancies/${id}`)).json();
    const shares = await h.t.db.select().from(vacancyVendors).where(eq(vacancyVendors.vacancyId, vacancy.id));
    expect(details.vendorCount).toBe(shares.length);
    expect((await h.get('admin', `/api/vacancies/${id}/vendors`)).json()).toHaveLength(shares.length);
    expect(details.candidatesCount).toBe(1);
    expect(details.title).toBe('Burst Role');
  });
});
