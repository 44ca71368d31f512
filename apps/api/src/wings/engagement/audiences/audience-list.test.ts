import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationFiltersToQueryPairs,
  AUDIENCE_SORT_COLUMNS,
  candidateFiltersToQueryPairs,
  toQueryString,
  type AudienceDetail,
  type AudienceRow,
} from '@talent-desk/shared';
import { audiences, users } from '../../../db/schema/index.js';
import { insertCandidate } from '../../../test/fixtures.js';
import {
  AUDIENCES_URL as URL,
  openAudienceHarness,
  type AudienceHarness,
} from '../testing/audience-harness.js';

let h: AudienceHarness;
/** Audiences by three creators: the ADMIN, the TAG and another TAG (renamed Zoe Other, to sort apart). */
const made: Record<string, AudienceDetail> = {};

beforeAll(async () => {
  h = await openAudienceHarness();
  await h.t.db
    .update(users)
    .set({ firstName: 'Zoe', lastName: 'Other' })
    .where(eq(users.externalId, h.otherTag.externalId));
  const save = async (
    key: string,
    as: 'admin' | 'tag' | { cookie: string },
    body: Record<string, unknown>,
  ) => {
    const response = await h.call(as, 'POST', URL, body);
    expect(response.statusCode, response.body).toBe(201);
    made[key] = response.json();
  };
  await save('bench', 'admin', { name: 'Bench strength', candidateFilters: { countries: ['India'] } });
  await save('java', 'tag', h.audience({ name: 'Java in the USA' }));
  await save(
    'nights',
    { cookie: h.otherTagCookie },
    {
      name: 'night shift volunteers',
      applicationFilters: { rotatingShiftsWork: true, onSiteWork: true },
    },
  );
  await save('apac', 'admin', {
    name: 'APAC referrals',
    candidateFilters: { sources: ['EXTERNAL'], names: ['a', 'b'] },
  });
  await save('plain', 'tag', { name: 'Everyone' });
  for (let i = 0; i < 4; i++) await save(`extra${i}`, 'admin', { name: `Zeta batch ${i}` });
});
afterAll(async () => {
  await h?.close();
});

type Page = {
  content: AudienceRow[];
  totalElements: number;
  totalPages: number;
  pageable: { pageNumber: number };
};
const list = async (query: string, who: 'admin' | 'tag' = 'tag'): Promise<Page> => {
  const response = await h.get(who, `${URL}?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const names = (page: Page) => page.content.map((r) => r.name);

describe('GET /api/engagement/audiences', () => {
  it('[AUD-02] newest change first by default; rows carry creator, filter count and whether the reader may edit', async () => {
    await h.send('tag', 'PUT', `${URL}/${made.java?.externalId}`, h.audience({ name: 'Java in the USA' }));
    const page = await list('size=100');
    expect(page.totalElements).toBe(9);
    expect(page.content[0]).toEqual({
      externalId: made.java?.externalId,
      name: 'Java in the USA',
      createdByUserExternalId: h.t.tag.externalId,
      createdByFullName: 'Test TAG',
      // countries, skills and one yes/no answer.
      filterCount: 3,
      createdAt: made.java?.createdAt,
      updatedAt: expect.any(String),
      canEdit: true,
    });
    const byName = new Map(page.content.map((r) => [r.name, r]));
    expect(byName.get('night shift volunteers')).toMatchObject({ filterCount: 2, canEdit: false });
    expect(byName.get('APAC referrals')).toMatchObject({ filterCount: 2, canEdit: false });
    expect(byName.get('Everyone')).toMatchObject({ filterCount: 0, canEdit: true });
    const asAdmin = await list('size=100', 'admin');
    expect(asAdmin.content.every((r) => r.canEdit)).toBe(true);
  });

  it('sorts by every column both ways, ties broken by id', async () => {
    const rows = await h.t.db
      .select({
        id: audiences.id,
        externalId: audiences.externalId,
        name: audiences.name,
        createdAt: audiences.createdAt,
        updatedAt: audiences.updatedAt,
        creator: users.firstName,
        creatorLast: users.lastName,
      })
      .from(audiences)
      .leftJoin(users, eq(users.id, audiences.createdByUserId))
      .orderBy(asc(audiences.id));
    const key = {
      name: (r: (typeof rows)[number]) => r.name.toLowerCase(),
      createdBy: (r: (typeof rows)[number]) => `${r.creator} ${r.creatorLast}`.toLowerCase(),
      createdAt: (r: (typeof rows)[number]) => r.createdAt.getTime(),
      updatedAt: (r: (typeof rows)[number]) => r.updatedAt.getTime(),
    };
    for (const column of AUDIENCE_SORT_COLUMNS) {
      const expected = [...rows]
        .sort((a, b) => {
          const [x, y] = [key[column](a), key[column](b)];
          return x < y ? -1 : x > y ? 1 : a.id - b.id;
        })
        .map((r) => r.externalId);
      const ascending = await list(`size=100&column=${column}&order=asc`);
      expect(
        ascending.content.map((r) => r.externalId),
        column,
      ).toEqual(expected);
      const descending = await list(`size=100&column=${column}&order=desc`);
      expect(
        descending.content.map((r) => r.externalId),
        column,
      ).toEqual([...expected].reverse());
    }
    expect((await h.get('tag', `${URL}?column=filterCount`)).statusCode).toBe(400);
  });

  it('searches part of the name in any case, and filters by creators', async () => {
    expect(names(await list('search=JAVA'))).toEqual(['Java in the USA']);
    expect(names(await list('search=%25'))).toEqual([]);
    const byOther = await list(`createdBy=${h.otherTag.externalId}`);
    expect(names(byOther)).toEqual(['night shift volunteers']);
    const byTwo = await list(
      `createdBy=${h.otherTag.externalId},${h.t.tag.externalId}&column=name&order=asc`,
    );
    expect(names(byTwo)).toEqual(['Everyone', 'Java in the USA', 'night shift volunteers']);
    const both = await list(`createdBy=${h.t.admin.externalId}&search=zeta&size=5&page=1`);
    expect(both.totalElements).toBe(4);
    expect((await h.get('tag', `${URL}?createdBy=not-a-user`)).statusCode).toBe(400);
  });

  it('[LIST-01] [LIST-03] [LIST-04] pages of the allowed sizes; a page past the last is clamped, never a 500', async () => {
    const last = await list('size=5&page=2&column=name&order=asc');
    expect(last.content).toHaveLength(4);
    for (const page of ['3', '99', '1e308', 'x']) {
      const clamped = await list(`size=5&page=${page}&column=name&order=asc`);
      const expected = page === 'x' ? 1 : 2;
      expect(clamped.pageable.pageNumber, page).toBe(expected);
    }
    expect((await list('size=7')).content).toHaveLength(9);
    const none = await list('search=nothing-like-this&page=4');
    expect(none).toMatchObject({ content: [], totalElements: 0, totalPages: 0, pageable: { pageNumber: 1 } });
  });
});

describe('GET /api/engagement/audiences/options', () => {
  it('[AUD-33] names_with_external_id: saved audiences by part of the name, with their ids', async () => {
    const response = await h.get(
      'tag',
      `${URL}/options?dropdown_option=names_with_external_id&search_value=java`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      content: [{ value: 'Java in the USA', label: 'Java in the USA', externalId: made.java?.externalId }],
      totalElements: 1,
    });
    const all = (await h.get('admin', `${URL}/options?dropdown_option=names_with_external_id`)).json();
    expect(all.content.map((o: { label: string }) => o.label)).toEqual([
      'APAC referrals',
      'Bench strength',
      'Everyone',
      'Java in the USA',
      'night shift volunteers',
      'Zeta batch 0',
      'Zeta batch 1',
      'Zeta batch 2',
      'Zeta batch 3',
    ]);
  });

  it('creators: each user who created an audience once, by name', async () => {
    const creators = (await h.get('tag', `${URL}/options?dropdown_option=creators`)).json();
    expect(creators.content).toEqual([
      { value: 'Test ADMIN', label: 'Test ADMIN', externalId: h.t.admin.externalId },
      { value: 'Test TAG', label: 'Test TAG', externalId: h.t.tag.externalId },
      { value: 'Zoe Other', label: 'Zoe Other', externalId: h.otherTag.externalId },
    ]);
    expect(creators.totalElements).toBe(3);
    const zoe = (await h.get('tag', `${URL}/options?dropdown_option=creators&search_value=zoe`)).json();
    expect(zoe.content).toHaveLength(1);
    expect((await h.get('tag', `${URL}/options?dropdown_option=everything`)).statusCode).toBe(400);
  });
});

describe('the preview of a saved audience is the candidate list with its filters', () => {
  it('[AUD-11] [AUD-17] GET /api/candidates with the stored filters and enableEmailNotification=true lists exactly the audience', async () => {
    const react = h.ref.skills.react.id;
    const usa = { country: 'USA', state: 'California', city: 'San Diego', skills: [{ skillId: react }] };
    const yes = await insertCandidate(h.t.db, { ...usa, eligibleToWorkInUs: true, noticePeriod: 'ONE_WEEK' });
    await insertCandidate(h.t.db, {
      ...usa,
      eligibleToWorkInUs: true,
      noticePeriod: 'ONE_WEEK',
      emailNotifications: false,
    });
    await insertCandidate(h.t.db, { ...usa, eligibleToWorkInUs: false, noticePeriod: 'ONE_WEEK' });
    await insertCandidate(h.t.db, { ...usa, eligibleToWorkInUs: true, noticePeriod: 'SIX_WEEKS' });
    await insertCandidate(h.t.db, { eligibleToWorkInUs: true, noticePeriod: 'ONE_WEEK' });
    const saved = (
      await h.send('tag', 'POST', URL, {
        name: 'Ready Californians',
        candidateFilters: {
          countries: ['USA'],
          states: ['California'],
          skillExternalIds: [h.ref.skills.react.externalId],
        },
        applicationFilters: { eligibleToWorkInUS: true, noticePeriod: 'FOUR_WEEKS' },
      })
    ).json();
    const detail: AudienceDetail = (await h.get('tag', `${URL}/${saved.externalId}`)).json();
    const query = toQueryString([
      ['size', '5'],
      ['enableEmailNotification', 'true'],
      ...candidateFiltersToQueryPairs(detail.candidateFilters),
      ...applicationFiltersToQueryPairs(detail.applicationFilters),
    ]);
    const preview = await h.get('tag', `/api/candidates?${query}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ totalElements: 1, content: [{ externalId: yes.externalId }] });
  });
});
