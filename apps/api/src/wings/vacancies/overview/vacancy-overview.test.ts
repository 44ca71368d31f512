import { describe, expect, it } from 'vitest';
import { attachCandidate, insertCandidate, insertVacancy } from '../../../test/fixtures.js';
import { useVacancyHarness } from '../testing/vacancy-harness.js';

const h = useVacancyHarness();

describe('vacancies overview and options (VAC-05..07)', () => {
  it('[VAC-05] counts per status, published and pending candidates, each role over what it may see', async () => {
    const { own, other } = h.vendors;
    const before = (await h.get('admin', '/api/vacancies/overview')).json();
    const open = await insertVacancy(h.t.db, {
      title: 'Overview Open',
      publishToExternalApp: true,
      sharedWithVendorIds: [own.id],
    });
    await insertVacancy(h.t.db, { title: 'Overview Hold', status: 'ON_HOLD', sharedWithVendorIds: [own.id] });
    await insertVacancy(h.t.db, {
      title: 'Overview Closed',
      status: 'CLOSED',
      sharedWithVendorIds: [own.id],
    });
    await insertVacancy(h.t.db, { title: 'Overview Foreign', sharedWithVendorIds: [other.id] });
    const mine = await insertCandidate(h.t.db, { vendorId: own.id });
    const theirs = await insertCandidate(h.t.db, { vendorId: other.id });
    await attachCandidate(h.t.db, mine.id, open.id);
    await attachCandidate(h.t.db, theirs.id, open.id);

    const staff = (await h.get('tag', '/api/vacancies/overview')).json();
    expect(staff.total).toBe(before.total + 4);
    expect(staff.byStatus.OPEN).toBe(before.byStatus.OPEN + 2);
    expect(staff.byStatus.ON_HOLD).toBe(before.byStatus.ON_HOLD + 1);
    expect(staff.byStatus.CLOSED).toBe(before.byStatus.CLOSED + 1);
    expect(staff.published).toBe(before.published + 1);
    expect(staff.pendingCandidates).toBe(before.pendingCandidates + 2);

    // The VENDOR: its shared OPEN and ON_HOLD vacancies only, and its own candidate.
    const vendor = (await h.get('vendor', '/api/vacancies/overview')).json();
    expect(vendor).toMatchObject({ total: 2, published: 1, pendingCandidates: 1 });
    expect(vendor.byStatus).toMatchObject({ OPEN: 1, ON_HOLD: 1, CLOSED: 0 });
    const vendor2 = (await h.get('vendor2', '/api/vacancies/overview')).json();
    expect(vendor2).toMatchObject({ total: 1, pendingCandidates: 0 });
  });

  it('[VAC-07] the options without parameters are the visible vacancies, newest first', async () => {
    const { own } = h.vendors;
    const older = await insertVacancy(h.t.db, { title: 'Options Older', sharedWithVendorIds: [own.id] });
    const newer = await insertVacancy(h.t.db, {
      title: 'Options Newer',
      status: 'ON_HOLD',
      sharedWithVendorIds: [own.id],
    });
    const hidden = await insertVacancy(h.t.db, {
      title: 'Options Closed',
      status: 'CLOSED',
      sharedWithVendorIds: [own.id],
    });
    const all = (await h.get('admin', '/api/vacancies/options')).json().content;
    const ids = all.map((o: { externalId: string }) => o.externalId);
    expect(ids.indexOf(newer.externalId)).toBeLessThan(ids.indexOf(older.externalId));
    expect(ids).toContain(hidden.externalId);
    expect(all[0]).toEqual({
      externalId: expect.any(String),
      title: expect.any(String),
      gloVacancyId: expect.any(String),
      status: expect.any(String),
    });
    const vendorIds = (await h.get('vendor', '/api/vacancies/options'))
      .json()
      .content.map((o: { externalId: string }) => o.externalId);
    expect(vendorIds).toEqual(expect.arrayContaining([older.externalId, newer.externalId]));
    expect(vendorIds).not.toContain(hidden.externalId);
  });

  it('[VAC-06] dropdown_option=open_titles keeps the OPEN ones; search_value matches title or GLO-R id', async () => {
    const open = await insertVacancy(h.t.db, { title: 'Quantum Tester', gloVacancyId: 'GLO-QT-7' });
    await insertVacancy(h.t.db, { title: 'Quantum Archivist', status: 'CLOSED' });
    const byTitle = (
      await h.get('tag', '/api/vacancies/options?dropdown_option=open_titles&search_value=quantum')
    ).json();
    expect(byTitle.content.map((o: { title: string }) => o.title)).toEqual(['Quantum Tester']);
    const byGlo = (
      await h.get('tag', '/api/vacancies/options?dropdown_option=open_titles&search_value=qt-7')
    ).json();
    expect(byGlo.content.map((o: { externalId: string }) => o.externalId)).toEqual([open.externalId]);
    expect((await h.get('tag', '/api/vacancies/options?dropdown_option=everything')).statusCode).toBe(400);
  });
});
