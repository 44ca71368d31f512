import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CANDIDATE_SORT_COLUMNS,
  candidateListRowSchema,
  type CandidateSortColumn,
} from '@talent-desk/shared';
import { candidates } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { pageWindow } from '../../lib/paging.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { candidateListWhere } from './candidate-filter-sql.js';
import { candidatePageIds } from './candidate-list.repo.js';
import {
  attachCandidate,
  insertCandidate,
  insertVacancy,
  seedCandidateReference,
  type CandidateFixture,
  type ReferenceFixture,
} from './test-fixtures.js';

let t: TestApp;
let ref: ReferenceFixture;
let admin: string;
let vendorCookie: string;
let otherVendorCookie: string;
let otherVendorId: number;
const c: Record<string, CandidateFixture> = {};
const vacancy: Record<string, { id: number; externalId: string; gloVacancyId: string | null }> = {};

const N_PLAIN = 14;

beforeAll(async () => {
  t = await createTestApp();
  ref = await seedCandidateReference(t.db);
  admin = await t.sessionCookie(t.admin);
  vendorCookie = await t.sessionCookie(t.vendor);
  const otherVendor = await t.createVendor();
  otherVendorId = otherVendor.id;
  otherVendorCookie = await t.sessionCookie(await t.createUser('VENDOR', { vendorId: otherVendor.id }));
  const vendorId = t.vendor.vendorId ?? -1;

  vacancy.shared = await insertVacancy(t.db, { title: 'Shared role', sharedWithVendorIds: [vendorId] });
  vacancy.hidden = await insertVacancy(t.db, { title: 'Internal role' });
  vacancy.closed = await insertVacancy(t.db, {
    title: 'Closed role',
    status: 'CLOSED',
    sharedWithVendorIds: [vendorId],
  });

  c.priya = await insertCandidate(t.db, {
    firstName: 'Priya',
    lastName: 'Sharma',
    country: 'India',
    city: 'Pune',
    source: 'VENDOR',
    sourceName: 'Acme',
    vendorId,
    yearsOfExperience: 'FIVE_TO_TEN',
    educationalQualification: "Master's Degree",
    assessmentStatus: 'COMPLETED',
    preScreeningStatus: 'PASSED',
    testStatus: 'FAILED',
    languageIds: [ref.languages.hindi.id, ref.languages.english.id],
    skills: [{ skillId: ref.skills.java.id }, { skillId: ref.skills.python.id, primary: false }],
  });
  c.john = await insertCandidate(t.db, {
    firstName: 'John',
    lastName: 'Miller',
    country: 'USA',
    state: 'California',
    city: 'San Diego',
    source: 'GL_WEBSITE',
    locationCompliance: false,
    backgroundStatus: 'READY_FOR_BGC',
    assessmentStatus: 'EXPIRED',
    languageIds: [ref.languages.english.id],
    skills: [{ skillId: ref.skills.react.id }],
  });
  c.other = await insertCandidate(t.db, {
    firstName: 'Olga',
    lastName: 'Other_Vendor',
    source: 'VENDOR',
    sourceName: 'Other',
    vendorId: otherVendorId,
    educationalQualification: 'Ph.D',
  });
  for (let i = 0; i < N_PLAIN; i += 1) {
    c[`plain${i}`] = await insertCandidate(t.db, {
      firstName: 'Plain',
      lastName: `Person ${String.fromCharCode(97 + (i % 5))}`,
      city: i % 2 === 0 ? 'Berlin' : 'Munich',
      yearsOfExperience: i % 3 === 0 ? 'ZERO' : 'ONE_TO_THREE',
      // Duplicates on purpose: the sort needs its id tiebreak to be stable.
      createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 4))),
    });
  }
  await attachCandidate(t.db, c.priya.id, vacancy.shared.id, { status: 'SHORTLISTED' });
  await attachCandidate(t.db, c.priya.id, vacancy.hidden.id, { status: 'PENDING' });
  await attachCandidate(t.db, c.john.id, vacancy.hidden.id, { status: 'REJECTED', gloAssignmentId: 'GA-1' });
});
afterAll(async () => {
  await t?.close();
});

type Page = {
  content: { externalId: string; fullName: string; candidateStatuses: { vacancyExternalId: string }[] }[];
  totalElements: number;
  totalPages: number;
  numberOfElements: number;
  pageable: { pageNumber: number; offset: number };
};

async function list(query: string, cookie = admin): Promise<Page> {
  const response = await t.inject({ method: 'GET', url: `/api/candidates?${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

const idsOf = (page: Page) => page.content.map((r) => r.externalId).sort();
const ids = (...names: string[]) => names.map((n) => c[n]?.externalId ?? n).sort();
const everyone = () => Object.keys(c);

describe('GET /api/candidates paging', () => {
  it('[LIST-01][LIST-05] a page of the allowed sizes carries the paged shape', async () => {
    for (const size of [5, 15, 25, 50, 100]) {
      const page = await list(`page=1&size=${size}`);
      const total = everyone().length;
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
      const page = await list(`size=${size}`);
      expect(page.content).toHaveLength(15);
    }
    const second = await list('page=2&size=5');
    expect(second.pageable).toEqual({ pageNumber: 2, offset: 5 });
    const beyond = await list('page=99&size=5');
    expect(beyond).toMatchObject({ content: [], numberOfElements: 0, totalElements: everyone().length });
  });

  it('[LIST-05] consecutive pages are disjoint and together hold every candidate once, for every sort', async () => {
    for (const column of CANDIDATE_SORT_COLUMNS) {
      for (const order of ['asc', 'desc']) {
        const seen: string[] = [];
        for (let page = 1; page <= 4; page += 1) {
          seen.push(
            ...(await list(`page=${page}&size=5&column=${column}&order=${order}`)).content.map(
              (r) => r.externalId,
            ),
          );
        }
        expect(seen.sort(), `${column} ${order}`).toEqual(ids(...everyone()));
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
      const asc = await list(`size=100&column=${column}&order=asc`);
      expect(
        asc.content.map((r) => r.externalId),
        column,
      ).toEqual(expected);
      const descending = await list(`size=100&column=${column}&order=desc`);
      expect(
        descending.content.map((r) => r.externalId),
        column,
      ).toEqual([...expected].reverse());
    }
  });

  it('newest first by default', async () => {
    const page = await list('size=100');
    const byDefault = page.content.map((r) => r.externalId);
    const explicit = (await list('size=100&column=createdAt&order=desc')).content.map((r) => r.externalId);
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
        expect(deep.total).toBe(everyone().length);
        fromEnd.push(...deep.ids);
      }
      expect(fromEnd).toEqual(forward);
      expect(new Set(forward).size).toBe(everyone().length);
    }
  });
});

describe('GET /api/candidates filters (each returns the right candidates)', () => {
  const cases: [string, string, string[]][] = [
    ['names (contains, case-insensitive)', 'names=sHARm', ['priya']],
    ['names (two names are alternatives)', 'names=priya&names=miller', ['priya', 'john']],
    ['names (% is literal)', 'names=%25', []],
    ['names (_ is literal)', 'names=Other_', ['other']],
    ['search', 'search=john', ['john']],
    ['countries', 'countries=India&countries=USA', ['priya', 'john']],
    ['states', 'states=California', ['john']],
    ['cities', 'cities=Pune&cities=San%20Diego', ['priya', 'john']],
    ['compliance false', 'compliance=false', ['john']],
    ['sources', 'sources=GL_WEBSITE', ['john']],
    ['sourceNames', 'sourceNames=Acme', ['priya']],
    ['yearsOfExperience', 'yearsOfExperience=FIVE_TO_TEN', ['priya']],
    ['educationalQualifications', 'educationalQualifications=Ph.D', ['other']],
    ['statuses (any assignment)', 'statuses=REJECTED', ['john']],
    ['statuses (two)', 'statuses=SHORTLISTED,REJECTED', ['priya', 'john']],
    ['assessmentStatuses', 'assessmentStatuses=COMPLETED&assessmentStatuses=EXPIRED', ['priya', 'john']],
    ['backgroundStatuses', 'backgroundStatuses=READY_FOR_BGC', ['john']],
    ['preScreeningStatuses', 'preScreeningStatuses=PASSED', ['priya']],
    ['testStatuses', 'testStatuses=FAILED', ['priya']],
    ['three filters together', 'countries=India&sources=VENDOR&statuses=SHORTLISTED', ['priya']],
    ['filters that exclude each other', 'countries=India&sources=GL_WEBSITE', []],
  ];
  for (const [label, query, expected] of cases) {
    it(label, async () => {
      expect(idsOf(await list(`size=100&${query}`))).toEqual(ids(...expected));
    });
  }

  it('languageExternalIds and skillExternalIds (EXISTS on the junction tables)', async () => {
    expect(idsOf(await list(`size=100&languageExternalIds=${ref.languages.english.externalId}`))).toEqual(
      ids('priya', 'john'),
    );
    expect(idsOf(await list(`size=100&languageExternalIds=${ref.languages.hindi.externalId}`))).toEqual(
      ids('priya'),
    );
    expect(
      idsOf(
        await list(
          `size=100&skillExternalIds=${ref.skills.python.externalId},${ref.skills.react.externalId}`,
        ),
      ),
    ).toEqual(ids('priya', 'john'));
  });

  it('statuses NOT_ASSIGNED means no assignment at all, and combines with vacancy statuses', async () => {
    const unassigned = everyone().filter((n) => n !== 'priya' && n !== 'john');
    expect(idsOf(await list('size=100&statuses=NOT_ASSIGNED'))).toEqual(ids(...unassigned));
    expect(idsOf(await list('size=100&statuses=NOT_ASSIGNED,REJECTED'))).toEqual(ids(...unassigned, 'john'));
  });

  it("assessmentStatuses PENDING means 'no status yet' (ENUM-07)", async () => {
    const none = everyone().filter((n) => n !== 'priya' && n !== 'john');
    expect(idsOf(await list('size=100&assessmentStatuses=PENDING'))).toEqual(ids(...none));
    expect(idsOf(await list('size=100&assessmentStatuses=PENDING&assessmentStatuses=EXPIRED'))).toEqual(
      ids(...none, 'john'),
    );
  });

  it('totalElements counts every match, not just the page', async () => {
    const page = await list('size=5&cities=Berlin');
    expect(page.totalElements).toBe(N_PLAIN / 2 + 1);
    expect(page.content).toHaveLength(5);
  });

  it('[LIST-06] a bad filter value is a 400 naming the filter', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/candidates?sources=NOPE',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].path).toContain('sources');
  });
});

describe('listing rows and scope', () => {
  it('[CAND-LIST-04] a row carries the listing fields, skills with a value, and candidateStatuses', async () => {
    const page = await list(`size=100&names=Priya`);
    const row = page.content[0];
    expect(candidateListRowSchema.parse(row)).toMatchObject({
      externalId: c.priya?.externalId,
      fullName: 'Priya Sharma',
      country: 'India',
      state: null,
      city: 'Pune',
      locationCompliance: true,
      status: expect.any(String),
      primaryCandidateSkills: [{ externalId: ref.skills.java.externalId, name: 'Java', value: 'Java' }],
      secondaryCandidateSkills: [
        { externalId: ref.skills.python.externalId, name: 'Python', value: 'Python' },
      ],
    });
    expect(row?.candidateStatuses.map((s) => s.vacancyExternalId).sort()).toEqual(
      [vacancy.shared?.externalId, vacancy.hidden?.externalId].sort(),
    );
  });

  it('[CAND-LIST-02] the listing accepts page, size, enableEmailNotification, filters and userExternalId', async () => {
    const page = await list(
      `page=1&size=5&enableEmailNotification=true&userExternalId=${t.admin.externalId}&countries=India`,
    );
    expect(idsOf(page)).toEqual(ids('priya'));
  });

  it('[CAND-LIST-01] a VENDOR lists only its own candidates, with or without filterForLoggedVendor=true', async () => {
    for (const query of [
      'size=100',
      'size=100&filterForLoggedVendor=true',
      'size=100&filterForLoggedVendor=false',
    ]) {
      const page = await list(query, vendorCookie);
      expect(idsOf(page), query).toEqual(ids('priya'));
      expect(page.totalElements).toBe(1);
    }
    expect(idsOf(await list('size=100&names=Olga', vendorCookie))).toEqual([]);
    expect(idsOf(await list('size=100', otherVendorCookie))).toEqual(ids('other'));
  });

  it('a VENDOR sees only the assignments to vacancies shared with it and open', async () => {
    const page = await list('size=100', vendorCookie);
    expect(page.content[0]?.candidateStatuses.map((s) => s.vacancyExternalId)).toEqual([
      vacancy.shared?.externalId,
    ]);
  });
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
