import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_SORT_COLUMNS,
  candidateListRowSchema,
  type CandidateSortColumn,
} from '@talent-desk/shared';
import { candidates } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { pageWindow } from '../../../lib/paging.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { candidateListWhere } from './candidate-filter-sql.js';
import { candidatePageIds } from './candidate-list.repo.js';
import { listTestData } from '../testing/list-fixtures.js';

let t: TestApp;
let d: Awaited<ReturnType<typeof listTestData>>;

beforeAll(async () => {
  t = await createTestApp();
  d = await listTestData(t);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/candidates paging', () => {
  it('[LIST-01][LIST-05] a page of the allowed sizes carries the paged shape', async () => {
    for (const size of [5, 15, 25, 50, 100]) {
      const page = await d.list(`page=1&size=${size}`);
      const total = d.everyone().length;
      expect(page).toMatchObject({
        totalElements: total,
        totalPages: Math.ceil(total / size),
        numberOfElements: Math.min(size, total),
        pageable: { pageNumber: 1, offset: 0 },
      });
      expect(page.content).toHaveLength(Math.min(size, total));
    }
  });

  it('[LIST-01][LIST-03] a size that is not allowed falls back to 15; the page is 1-based', async () => {
    for (const size of ['7', '0', 'abc', '1000']) {
      const page = await d.list(`size=${size}`);
      expect(page.content).toHaveLength(15);
    }
    const second = await d.list('page=2&size=5');
    expect(second.pageable).toEqual({ pageNumber: 2, offset: 5 });
  });

  it('[LIST-04] a page past the last page is clamped to the last page, never a 500', async () => {
    const total = d.everyone().length;
    const lastPage = Math.ceil(total / 5);
    const last = await d.list(`page=${lastPage}&size=5`);
    for (const page of ['99', '7e14', '1e308', '9007199254740991']) {
      const beyond = await d.list(`page=${page}&size=5`);
      expect(beyond, page).toMatchObject({
        totalElements: total,
        totalPages: lastPage,
        numberOfElements: total - (lastPage - 1) * 5,
        pageable: { pageNumber: lastPage, offset: (lastPage - 1) * 5 },
      });
      expect(beyond.content.map((r) => r.externalId)).toEqual(last.content.map((r) => r.externalId));
    }
    // Nothing matches: page 1 of nothing.
    const none = await d.list('page=7e14&size=5&names=nobody-at-all');
    expect(none).toMatchObject({ content: [], totalPages: 0, pageable: { pageNumber: 1, offset: 0 } });
  });

  it('[LIST-05] consecutive pages are disjoint and together hold every candidate once, for every sort', async () => {
    for (const column of CANDIDATE_SORT_COLUMNS) {
      for (const order of ['asc', 'desc']) {
        const seen: string[] = [];
        for (let page = 1; page <= 4; page += 1) {
          seen.push(
            ...(await d.list(`page=${page}&size=5&column=${column}&order=${order}`)).content.map(
              (r) => r.externalId,
            ),
          );
        }
        expect(seen.sort(), `${column} ${order}`).toEqual(d.ids(...d.everyone()));
      }
    }
  });

  it('sorts by the column with id as the tiebreak', async () => {
    const rows = await t.db.select().from(candidates);
    const key: Record<CandidateSortColumn, (r: (typeof rows)[number]) => string | number> = {
      fullName: (r) => r.fullName,
      createdAt: (r) => r.createdAt.getTime(),
      country: (r) => r.country,
      city: (r) => r.city,
      source: (r) => ['DIRECT_SEARCH', 'GL_WEBSITE', 'VENDOR', 'EXTERNAL'].indexOf(r.source),
      yearsOfExperience: (r) => r.yearsOfExperience,
      assessmentStatus: (r) =>
        r.assessmentStatus === null
          ? 99
          : ['NOT_SENT', 'NOT_INITIATED', 'COMPLETED', 'EXPIRED'].indexOf(r.assessmentStatus),
      backgroundStatus: (r) => r.backgroundStatus,
    };
    for (const column of ['fullName', 'createdAt', 'city', 'source', 'assessmentStatus'] as const) {
      const expected = [...rows]
        .sort((a, b) => {
          const [x, y] = [key[column](a), key[column](b)];
          return x < y ? -1 : x > y ? 1 : a.id - b.id;
        })
        .map((r) => r.externalId);
      const asc = await d.list(`size=100&column=${column}&order=asc`);
      expect(
        asc.content.map((r) => r.externalId),
        column,
      ).toEqual(expected);
      const descending = await d.list(`size=100&column=${column}&order=desc`);
      expect(
        descending.content.map((r) => r.externalId),
        column,
      ).toEqual([...expected].reverse());
    }
  });

  it('newest first by default', async () => {
    const page = await d.list('size=100');
    const byDefault = page.content.map((r) => r.externalId);
    const explicit = (await d.list('size=100&column=createdAt&order=desc')).content.map((r) => r.externalId);
    expect(byDefault).toEqual(explicit);
  });

  it('a deep page read from the far end returns the same rows as reading forward', async () => {
    const actor: Actor = {
      userId: t.admin.id,
      externalId: t.admin.externalId,
      role: 'ADMIN',
      vendorId: null,
      vendorExternalId: null,
      businessGroupId: null,
    };
    const where = candidateListWhere(actor, {});
    for (const order of ['asc', 'desc'] as const) {
      const forward: number[] = [];
      const fromEnd: number[] = [];
      for (let page = 1; page <= 4; page += 1) {
        const window = pageWindow({ page, size: 5 });
        forward.push(...(await candidatePageIds(t.db, where, { column: 'city', order }, window)).ids);
        const deep = await candidatePageIds(t.db, where, { column: 'city', order }, window, 0);
        expect(deep.total).toBe(d.everyone().length);
        fromEnd.push(...deep.ids);
      }
      expect(fromEnd).toEqual(forward);
      expect(new Set(forward).size).toBe(d.everyone().length);
    }
  });
});

describe('capped totals', () => {
  const admin = (): Actor => ({
    userId: t.admin.id,
    externalId: t.admin.externalId,
    role: 'ADMIN',
    vendorId: null,
    vendorExternalId: null,
    businessGroupId: null,
  });

  it('[LIST-05] a list with fewer matches than the cap says its total is exact', async () => {
    const page = await d.list('size=5');
    expect(page).toMatchObject({ totalElements: d.everyone().length, totalIsExact: true });
  });

  it('more matches than the cap: the first pages answer the cap, not exact; a page from the cap on counts exactly', async () => {
    const where = candidateListWhere(admin(), {});
    const everyone = d.everyone().length;
    expect(everyone).toBeGreaterThan(4);
    const sort = { column: 'fullName', order: 'asc' } as const;
    const first = await candidatePageIds(t.db, where, sort, pageWindow({ page: 1, size: 2 }), 4, 3);
    expect(first).toMatchObject({ total: 3, exact: false });
    expect(first.ids).toHaveLength(2);
    // Page 3 starts at offset 4 = the deep offset: the exact count, rows still in order.
    const deep = await candidatePageIds(t.db, where, sort, pageWindow({ page: 3, size: 2 }), 4, 3);
    expect(deep).toMatchObject({ total: everyone, exact: true });
    const all = await candidatePageIds(t.db, where, sort, pageWindow({ page: 1, size: 100 }));
    expect(all).toMatchObject({ total: everyone, exact: true });
    expect(deep.ids).toEqual(all.ids.slice(4, 6));
    // A cap the matches do not pass is exact.
    expect(
      await candidatePageIds(t.db, where, sort, pageWindow({ page: 1, size: 2 }), 4, everyone),
    ).toMatchObject({
      total: everyone,
      exact: true,
    });
  });
});

describe('listing rows and scope', () => {
  it('[CAND-LIST-04] a row carries the listing fields, skills with a value, and candidateStatuses', async () => {
    const page = await d.list(`size=100&names=Priya`);
    const row = page.content[0];
    expect(candidateListRowSchema.parse(row)).toMatchObject({
      externalId: d.c.priya?.externalId,
      fullName: 'Priya Sharma',
      country: 'India',
      state: null,
      city: 'Pune',
      locationCompliance: true,
      status: expect.any(String),
      primaryCandidateSkills: [{ externalId: d.ref.skills.java.externalId, name: 'Java', value: 'Java' }],
      secondaryCandidateSkills: [
        { externalId: d.ref.skills.python.externalId, name: 'Python', value: 'Python' },
      ],
    });
    expect(row?.candidateStatuses.map((s) => s.vacancyExternalId).sort()).toEqual(
      [d.vacancy.shared?.externalId, d.vacancy.hidden?.externalId, d.vacancy.closed?.externalId].sort(),
    );
  });

  it('[CAND-LIST-02] the listing accepts page, size, enableEmailNotification, filters and userExternalId', async () => {
    const page = await d.list(
      `page=1&size=5&enableEmailNotification=true&userExternalId=${t.admin.externalId}&countries=India`,
    );
    expect(d.idsOf(page)).toEqual(d.ids('priya'));
  });

  it('[CAND-LIST-01] a VENDOR lists only its own candidates, with or without filterForLoggedVendor=true', async () => {
    for (const query of [
      'size=100',
      'size=100&filterForLoggedVendor=true',
      'size=100&filterForLoggedVendor=false',
    ]) {
      const page = await d.list(query, d.vendorCookie);
      expect(d.idsOf(page), query).toEqual(d.ids('priya'));
      expect(page.totalElements).toBe(1);
    }
    expect(d.idsOf(await d.list('size=100&names=Olga', d.vendorCookie))).toEqual([]);
    expect(d.idsOf(await d.list('size=100', d.otherVendorCookie))).toEqual(d.ids('other'));
  });

  it('a VENDOR sees only the assignments to vacancies shared with it and open, never a CLOSED shared one', async () => {
    const page = await d.list('size=100', d.vendorCookie);
    expect(page.content[0]?.candidateStatuses.map((s) => s.vacancyExternalId)).toEqual([
      d.vacancy.shared?.externalId,
    ]);
    for (const hidden of [d.vacancy.closed, d.vacancy.hidden]) {
      expect(JSON.stringify(page)).not.toContain(hidden?.externalId);
      expect(JSON.stringify(page)).not.toContain(hidden?.title);
    }
  });

  it("a VENDOR's status filter and status column count only the vacancies it sees", async () => {
    // Priya is OFFER_ACCEPTED on the CLOSED shared vacancy (her latest), SHORTLISTED on the open one.
    expect(d.idsOf(await d.list('size=100&statuses=OFFER_ACCEPTED'))).toEqual(d.ids('priya'));
    expect(d.idsOf(await d.list('size=100&statuses=OFFER_ACCEPTED', d.vendorCookie))).toEqual([]);
    expect(d.idsOf(await d.list('size=100&statuses=PENDING', d.vendorCookie))).toEqual([]);
    expect(d.idsOf(await d.list('size=100&statuses=SHORTLISTED', d.vendorCookie))).toEqual(d.ids('priya'));
    const asAdmin = (await d.list('size=100&names=Priya')).content[0] as { status?: string } | undefined;
    expect(asAdmin?.status).toBe('OFFER_ACCEPTED');
    const asVendor = (await d.list('size=100', d.vendorCookie)).content[0] as { status?: string } | undefined;
    expect(asVendor?.status).toBe('SHORTLISTED');
  });

  it('the Status column names the vacancy of each status it lists: the statuses a status filter matched, else the latest', async () => {
    type Listed = { status: string; vacancyExternalId: string | null; vacancyTitle: string | null };
    const rowsOf = async (query: string, cookie?: string) =>
      (await d.list(query, cookie)).content as unknown as { status: string; listedStatuses: Listed[] }[];
    const item = (name: string, status: string) => {
      const vacancy = d.vacancy[name];
      if (!vacancy) throw new Error(`no vacancy ${name}`);
      return {
        status,
        vacancyExternalId: vacancy.externalId,
        vacancyTitle: vacancy.title,
        gloVacancyId: vacancy.gloVacancyId,
      };
    };
    // Priya: SHORTLISTED (shared), then PENDING (internal), then OFFER_ACCEPTED (closed), attached in that order.
    const [latest] = await rowsOf('names=Priya');
    expect(latest?.listedStatuses).toEqual([item('closed', 'OFFER_ACCEPTED')]);
    expect(latest?.status).toBe('OFFER_ACCEPTED');
    // The filter matched her by an older assignment: that one is listed, not the latest.
    expect((await rowsOf('names=Priya&statuses=PENDING'))[0]?.listedStatuses).toEqual([
      item('hidden', 'PENDING'),
    ]);
    expect((await rowsOf('names=Priya&statuses=PENDING,SHORTLISTED'))[0]?.listedStatuses).toEqual([
      item('hidden', 'PENDING'),
      item('shared', 'SHORTLISTED'),
    ]);
    // Every row of a filtered list shows only statuses the filter asked for.
    const filtered = await rowsOf('size=100&statuses=PENDING,REJECTED');
    expect(filtered.length).toBeGreaterThan(0);
    for (const row of filtered) {
      expect(row.listedStatuses.map((s) => s.status)).not.toEqual([]);
      for (const s of row.listedStatuses) expect(['PENDING', 'REJECTED']).toContain(s.status);
    }
    // No assignment: Not Assigned, without a vacancy.
    expect((await rowsOf('size=1&statuses=NOT_ASSIGNED'))[0]?.listedStatuses).toEqual([
      { status: 'NOT_ASSIGNED', vacancyExternalId: null, vacancyTitle: null, gloVacancyId: null },
    ]);
    // A VENDOR: only the vacancies it sees, as its filter.
    expect((await rowsOf('names=Priya', d.vendorCookie))[0]?.listedStatuses).toEqual([
      item('shared', 'SHORTLISTED'),
    ]);
  });
});
