import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { candidates, candidateVacancies } from '../../../db/schema/index.js';
import {
  attachCandidate,
  insertCandidate,
  insertVacancy,
  type VacancyFixture,
} from '../../../test/fixtures.js';
import { useVacancyHarness } from '../testing/vacancy-harness.js';

const h = useVacancyHarness();

describe('VENDOR scope', () => {
  it('[VAC-03] a VENDOR lists and reads only vacancies shared with its vendor that are OPEN or ON_HOLD; others are 404', async () => {
    const own = h.t.vendor.vendorId ?? -1;
    const other = await h.t.createVendor();
    const shared = await insertVacancy(h.t.db, { title: 'Shared Open', sharedWithVendorIds: [own] });
    const onHold = await insertVacancy(h.t.db, {
      title: 'Shared On Hold',
      status: 'ON_HOLD',
      sharedWithVendorIds: [own],
    });
    const closed = await insertVacancy(h.t.db, {
      title: 'Shared Closed',
      status: 'CLOSED',
      sharedWithVendorIds: [own],
    });
    const foreign = await insertVacancy(h.t.db, { title: 'Foreign Open', sharedWithVendorIds: [other.id] });
    const listed = (await h.get('vendor', '/api/vacancies?size=100'))
      .json()
      .content.map((r: { externalId: string }) => r.externalId);
    expect(listed).toEqual(expect.arrayContaining([shared.externalId, onHold.externalId]));
    expect(listed).not.toContain(closed.externalId);
    expect(listed).not.toContain(foreign.externalId);
    expect((await h.get('vendor', `/api/vacancies/${shared.externalId}`)).statusCode).toBe(200);
    for (const hidden of [closed, foreign]) {
      const response = await h.get('vendor', `/api/vacancies/${hidden.externalId}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Vacancy not found');
    }
  });

  it('a VENDOR counts only its own candidates and its own vendor on a shared vacancy', async () => {
    const own = h.t.vendor.vendorId ?? -1;
    const other = await h.t.createVendor();
    const vacancy = await insertVacancy(h.t.db, {
      title: 'Scoped Counts',
      sharedWithVendorIds: [own, other.id],
    });
    const mine = await insertCandidate(h.t.db, { source: 'VENDOR', vendorId: own, sourceName: 'Own' });
    const theirs = await insertCandidate(h.t.db, {
      source: 'VENDOR',
      vendorId: other.id,
      sourceName: 'Other',
    });
    await h.t.db.insert(candidateVacancies).values([
      { candidateId: mine.id, vacancyId: vacancy.id },
      { candidateId: theirs.id, vacancyId: vacancy.id },
    ]);
    const row = (await h.get('vendor', `/api/vacancies/${vacancy.externalId}`)).json();
    expect(row).toMatchObject({ vendorCount: 1, candidatesCount: 1, newCandidatesCount: 1 });
    expect((await h.get('admin', `/api/vacancies/${vacancy.externalId}`)).json()).toMatchObject({
      vendorCount: 2,
      candidatesCount: 2,
    });
  });

  it("a VENDOR's counts follow a candidate whose vendor changes: the assignment's copy of it moves along", async () => {
    const own = h.t.vendor.vendorId ?? -1;
    const other = await h.t.createVendor();
    const vacancy = await insertVacancy(h.t.db, { title: 'Moving Counts', sharedWithVendorIds: [own] });
    const moving = await insertCandidate(h.t.db, { source: 'VENDOR', vendorId: other.id, sourceName: 'O' });
    await h.t.db.insert(candidateVacancies).values({ candidateId: moving.id, vacancyId: vacancy.id });
    const counted = async () =>
      (await h.get('vendor', `/api/vacancies/${vacancy.externalId}`)).json().candidatesCount;
    expect(await counted()).toBe(0);
    // Staff move the candidate to the VENDOR's own vendor (an edit of its source), then to none.
    await h.t.db.update(candidates).set({ vendorId: own }).where(eq(candidates.id, moving.id));
    expect(await counted()).toBe(1);
    await h.t.db.update(candidates).set({ vendorId: null }).where(eq(candidates.id, moving.id));
    expect(await counted()).toBe(0);
    const [copy] = await h.t.db
      .select({ vendorId: candidateVacancies.vendorId })
      .from(candidateVacancies)
      .where(eq(candidateVacancies.candidateId, moving.id));
    expect(copy).toEqual({ vendorId: null });
  });

  it('[VAC-03][VAC-16] a VENDOR cannot create, edit, publish or share (403)', async () => {
    const vacancy = await insertVacancy(h.t.db, { sharedWithVendorIds: [h.t.vendor.vendorId ?? -1] });
    expect((await h.send('vendor', 'POST', '/api/vacancies', h.body())).statusCode).toBe(403);
    expect((await h.send('vendor', 'PUT', `/api/vacancies/${vacancy.externalId}`, h.body())).statusCode).toBe(
      403,
    );
    expect(
      (
        await h.send('vendor', 'PATCH', `/api/vacancies/${vacancy.externalId}/publish`, {
          publishToExternalApp: true,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await h.send('vendor', 'POST', '/api/vacancies/share', {
          vacancyExternalIds: [vacancy.externalId],
          vendorExternalIds: [vacancy.externalId],
        })
      ).statusCode,
    ).toBe(403);
  });
});

/**
 * Both vendors against every read path of vacancies (the VENDOR scope: docs/architecture.md §3): each
 * sees the vacancies shared with its own vendor (OPEN or ON_HOLD) and its own candidates on them; the
 * other vendor's vacancy answers 404 everywhere, as a vacancy that does not exist would.
 */
describe('two vendors, every read path', () => {
  let mine: VacancyFixture;
  let theirs: VacancyFixture;
  let both: VacancyFixture;
  let closedMine: VacancyFixture;
  const tag = `Scoped ${Date.now()}`;
  const names = { mine: 'Asha Own', theirs: 'Bruno Other', staff: 'Carla Direct' };

  beforeAll(async () => {
    const { own, other } = h.vendors;
    mine = await insertVacancy(h.t.db, {
      title: `${tag} mine`,
      projectName: `${tag} P1`,
      sharedWithVendorIds: [own.id],
    });
    theirs = await insertVacancy(h.t.db, {
      title: `${tag} theirs`,
      projectName: `${tag} P2`,
      sharedWithVendorIds: [other.id],
    });
    both = await insertVacancy(h.t.db, {
      title: `${tag} both`,
      status: 'ON_HOLD',
      sharedWithVendorIds: [own.id, other.id],
    });
    closedMine = await insertVacancy(h.t.db, {
      title: `${tag} closed`,
      status: 'CLOSED',
      sharedWithVendorIds: [own.id],
    });
    const [first, last] = names.mine.split(' ');
    const ownCandidate = await insertCandidate(h.t.db, {
      firstName: first,
      lastName: last,
      source: 'VENDOR',
      vendorId: own.id,
      sourceName: 'Own',
    });
    const [oFirst, oLast] = names.theirs.split(' ');
    const otherCandidate = await insertCandidate(h.t.db, {
      firstName: oFirst,
      lastName: oLast,
      source: 'VENDOR',
      vendorId: other.id,
      sourceName: 'Other',
    });
    const [sFirst, sLast] = names.staff.split(' ');
    const staffCandidate = await insertCandidate(h.t.db, { firstName: sFirst, lastName: sLast });
    for (const candidate of [ownCandidate, otherCandidate, staffCandidate]) {
      await attachCandidate(h.t.db, candidate.id, both.id);
    }
    await attachCandidate(h.t.db, ownCandidate.id, mine.id);
    await attachCandidate(h.t.db, otherCandidate.id, theirs.id);
  });

  const titles = async (who: 'vendor' | 'vendor2' | 'admin') =>
    (await h.get(who, `/api/vacancies?size=100&search=${encodeURIComponent(tag)}`))
      .json()
      .content.map((row: { title: string }) => row.title)
      .sort();

  it('[VAC-03][VAC-04] the list: each vendor its own shared OPEN/ON_HOLD vacancies; staff all of them', async () => {
    expect(await titles('vendor')).toEqual([`${tag} both`, `${tag} mine`]);
    expect(await titles('vendor2')).toEqual([`${tag} both`, `${tag} theirs`]);
    expect(await titles('admin')).toHaveLength(4);
  });

  it("[VAC-03] details: the other vendor's vacancy and a closed shared one are 404, with the same answer as an unknown id", async () => {
    expect((await h.get('vendor', `/api/vacancies/${mine.externalId}`)).statusCode).toBe(200);
    expect((await h.get('vendor2', `/api/vacancies/${theirs.externalId}`)).statusCode).toBe(200);
    const unknown = (await h.get('vendor', '/api/vacancies/00000000-0000-4000-8000-000000000000')).json();
    for (const [who, vacancy] of [
      ['vendor', theirs],
      ['vendor2', mine],
      ['vendor', closedMine],
    ] as const) {
      const response = await h.get(who, `/api/vacancies/${vacancy.externalId}`);
      expect(response.statusCode, `${who} ${vacancy.title}`).toBe(404);
      expect({ ...response.json(), requestId: null }).toEqual({ ...unknown, requestId: null });
    }
  });

  it("the pipeline: 404 on the other vendor's vacancy; on a shared one only the vendor's own candidates, no GLO-R ids", async () => {
    const pipeline = async (who: 'vendor' | 'vendor2' | 'admin', vacancy: VacancyFixture) =>
      h.get(who, `/api/vacancies/${vacancy.externalId}/candidates?size=100`);
    expect((await pipeline('vendor', theirs)).statusCode).toBe(404);
    expect((await pipeline('vendor2', mine)).statusCode).toBe(404);
    expect((await pipeline('vendor', closedMine)).statusCode).toBe(404);
    const fullNames = async (who: 'vendor' | 'vendor2' | 'admin') =>
      (await pipeline(who, both))
        .json()
        .content.map((row: { fullName: string }) => row.fullName)
        .sort();
    expect(await fullNames('vendor')).toEqual([names.mine]);
    expect(await fullNames('vendor2')).toEqual([names.theirs]);
    expect(await fullNames('admin')).toEqual([names.mine, names.theirs, names.staff].sort());
    // The total counts the same rows: from the assignments alone, and through the candidates on a search.
    const total = async (who: 'vendor' | 'vendor2' | 'admin', query = '') =>
      (await h.get(who, `/api/vacancies/${both.externalId}/candidates?size=1${query}`)).json().totalElements;
    expect([await total('vendor'), await total('vendor2'), await total('admin')]).toEqual([1, 1, 3]);
    const search = '&search=asha';
    expect([
      await total('vendor', search),
      await total('vendor2', search),
      await total('admin', search),
    ]).toEqual([1, 0, 1]);
    const [row] = (await pipeline('vendor', both)).json().content;
    expect(row).toMatchObject({ fullName: names.mine });
    for (const staffOnly of ['gloCandidateId', 'gloAssignmentId', 'inIndiaGroup'])
      expect(row).not.toHaveProperty(staffOnly);
    // The counts of the row agree with what the pipeline shows each of them.
    expect((await h.get('vendor', `/api/vacancies/${both.externalId}`)).json().candidatesCount).toBe(1);
  });

  it('the export: a vendor’s file holds only the rows of its list', async () => {
    const exported = async (who: 'vendor' | 'vendor2') => {
      const response = await h.send(who, 'POST', '/api/vacancies/export', { filters: { search: tag } });
      expect(response.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const values: string[] = [];
      workbook.getWorksheet('Vacancies')?.eachRow((line, n) => {
        if (n > 1) values.push(String(line.getCell(1).value));
      });
      return values.sort();
    };
    expect(await exported('vendor')).toEqual([`${tag} both`, `${tag} mine`]);
    expect(await exported('vendor2')).toEqual([`${tag} both`, `${tag} theirs`]);
  });

  it('option lists: vacancy titles and projects only from the vendor’s own shared vacancies', async () => {
    const options = async (who: 'vendor' | 'vendor2', kind: string) =>
      (await h.get(who, `/api/options/${kind}?search_value=${encodeURIComponent(tag)}&size=50`))
        .json()
        .content.map((o: { label: string }) => o.label);
    expect(await options('vendor', 'vacancies')).not.toEqual(
      expect.arrayContaining([expect.stringContaining(`${tag} theirs`)]),
    );
    expect(await options('vendor2', 'vacancies')).not.toEqual(
      expect.arrayContaining([expect.stringContaining(`${tag} mine`)]),
    );
    expect(await options('vendor', 'projects')).toEqual([`${tag} P1`]);
    expect(await options('vendor2', 'projects')).toEqual([`${tag} P2`]);
  });

  it('[VAC-08] the vendors of a vacancy, sharing, import and writes are refused to both vendors (403)', async () => {
    for (const who of ['vendor', 'vendor2'] as const) {
      expect((await h.get(who, `/api/vacancies/${both.externalId}/vendors`)).statusCode).toBe(403);
      expect((await h.get(who, '/api/vacancies/import/GLO-V-9001')).statusCode).toBe(403);
      expect((await h.send(who, 'POST', '/api/vacancies/import/GLO-V-9001', h.body())).statusCode).toBe(403);
      const stop = `/api/vacancies/${both.externalId}/vendors/${h.vendors.own.externalId}`;
      expect((await h.send(who, 'DELETE', stop)).statusCode).toBe(403);
    }
  });
});
