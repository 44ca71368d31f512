import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { listTestData, N_PLAIN } from '../testing/list-fixtures.js';

let t: TestApp;
let d: Awaited<ReturnType<typeof listTestData>>;

beforeAll(async () => {
  t = await createTestApp();
  d = await listTestData(t);
});
afterAll(async () => {
  await t?.close();
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
    ['statuses (any assignment, not only the latest)', 'statuses=PENDING', ['priya']],
    ['assessmentStatuses', 'assessmentStatuses=COMPLETED&assessmentStatuses=EXPIRED', ['priya', 'john']],
    ['backgroundStatuses', 'backgroundStatuses=READY_FOR_BGC', ['john']],
    ['preScreeningStatuses', 'preScreeningStatuses=PASSED', ['priya']],
    ['testStatuses', 'testStatuses=FAILED', ['priya']],
    ['three filters together', 'countries=India&sources=VENDOR&statuses=SHORTLISTED', ['priya']],
    ['filters that exclude each other', 'countries=India&sources=GL_WEBSITE', []],
  ];
  for (const [label, query, expected] of cases) {
    it(label, async () => {
      expect(d.idsOf(await d.list(`size=100&${query}`))).toEqual(d.ids(...expected));
    });
  }

  it('languageExternalIds and skillExternalIds (EXISTS on the junction tables)', async () => {
    expect(
      d.idsOf(await d.list(`size=100&languageExternalIds=${d.ref.languages.english.externalId}`)),
    ).toEqual(d.ids('priya', 'john'));
    expect(d.idsOf(await d.list(`size=100&languageExternalIds=${d.ref.languages.hindi.externalId}`))).toEqual(
      d.ids('priya'),
    );
    expect(
      d.idsOf(
        await d.list(
          `size=100&skillExternalIds=${d.ref.skills.python.externalId},${d.ref.skills.react.externalId}`,
        ),
      ),
    ).toEqual(d.ids('priya', 'john'));
  });

  it('statuses NOT_ASSIGNED means no assignment at all, and combines with d.vacancy statuses', async () => {
    const unassigned = d.everyone().filter((n) => n !== 'priya' && n !== 'john');
    expect(d.idsOf(await d.list('size=100&statuses=NOT_ASSIGNED'))).toEqual(d.ids(...unassigned));
    expect(d.idsOf(await d.list('size=100&statuses=NOT_ASSIGNED,REJECTED'))).toEqual(
      d.ids(...unassigned, 'john'),
    );
  });

  it("assessmentStatuses PENDING means 'no status yet' (ENUM-07)", async () => {
    const none = d.everyone().filter((n) => n !== 'priya' && n !== 'john');
    expect(d.idsOf(await d.list('size=100&assessmentStatuses=PENDING'))).toEqual(d.ids(...none));
    expect(d.idsOf(await d.list('size=100&assessmentStatuses=PENDING&assessmentStatuses=EXPIRED'))).toEqual(
      d.ids(...none, 'john'),
    );
  });

  it('totalElements counts every match, not just the page', async () => {
    const page = await d.list('size=5&cities=Berlin');
    expect(page.totalElements).toBe(N_PLAIN / 2 + 1);
    expect(page.content).toHaveLength(5);
  });

  it('[LIST-06] a bad filter value is a 400 naming the filter', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/candidates?sources=NOPE',
      headers: { cookie: d.admin },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].path).toContain('sources');
  });

  it('a control character (NUL) in a text filter is a 400 naming the filter, not a database error', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/candidates?countries=US%00A',
      headers: { cookie: d.admin },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].path).toContain('countries');
  });
});
