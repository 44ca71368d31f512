import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_FILTER_MESSAGES } from '@talent-desk/shared';
import { candidates } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { listTestData } from '../testing/list-fixtures.js';

let t: TestApp;
let d: Awaited<ReturnType<typeof listTestData>>;

/** The list tests' candidates, three of them with application answers; Olga refuses e-mail. */
beforeAll(async () => {
  t = await createTestApp();
  d = await listTestData(t);
  const answer = async (name: string, values: Partial<typeof candidates.$inferInsert>) =>
    t.db
      .update(candidates)
      .set(values)
      .where(eq(candidates.externalId, d.c[name]?.externalId ?? ''));
  await answer('priya', {
    noticePeriod: 'TWO_WEEKS',
    expectedRate: '40.50',
    eligibleToWorkInUs: false,
    requireSponsorshipToWorkInUs: true,
    onSiteWork: true,
    fullTimeWork: true,
    rotatingShiftsWork: false,
  });
  await answer('john', {
    noticePeriod: 'IMMEDIATE',
    expectedRate: '85.00',
    eligibleToWorkInUs: true,
    requireSponsorshipToWorkInUs: false,
    onSiteWork: false,
    fullTimeWork: true,
    // Left unanswered: matches neither Yes nor No.
    rotatingShiftsWork: null,
  });
  await answer('other', { noticePeriod: 'SIX_WEEKS', emailNotifications: false });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/candidates application filters (the audience preview)', () => {
  const cases: [string, string, string[]][] = [
    ['noticePeriod IMMEDIATE is IMMEDIATE only', 'noticePeriod=IMMEDIATE', ['john']],
    ['noticePeriod 0-30 days covers one to four weeks', 'noticePeriod=FOUR_WEEKS', ['priya']],
    ['noticePeriod 31-60 days covers five to eight weeks', 'noticePeriod=EIGHT_WEEKS', ['other']],
    ['noticePeriod 61-90 days', 'noticePeriod=TWELVE_WEEKS', []],
    ['expectedRateMin is inclusive', 'expectedRateMin=40.5', ['priya', 'john']],
    ['expectedRateMin above a rate', 'expectedRateMin=40.51', ['john']],
    ['expectedRateMax is inclusive', 'expectedRateMax=40.50', ['priya']],
    ['a rate range', 'expectedRateMin=50&expectedRateMax=90', ['john']],
    ['eligibleToWorkInUS yes', 'eligibleToWorkInUS=true', ['john']],
    ['eligibleToWorkInUS no (unanswered ones excluded)', 'eligibleToWorkInUS=false', ['priya']],
    ['requireSponsorshipToWorkInUS yes', 'requireSponsorshipToWorkInUS=true', ['priya']],
    ['onSiteWork no', 'onSiteWork=false', ['john']],
    ['fullTimeWork yes', 'fullTimeWork=true', ['priya', 'john']],
    ['rotatingShiftsWork no', 'rotatingShiftsWork=false', ['priya']],
    ['with candidate filters (AND)', 'countries=USA&eligibleToWorkInUS=true&fullTimeWork=true', ['john']],
    ['application filters that exclude each other', 'eligibleToWorkInUS=true&onSiteWork=true', []],
  ];
  for (const [label, query, expected] of cases) {
    it(`[AUD-17] ${label}`, async () => {
      expect(d.idsOf(await d.list(`size=100&${query}`))).toEqual(d.ids(...expected));
    });
  }

  it('[AUD-17] empty values are no filter (the form sends a cleared field as empty)', async () => {
    const page = await d.list('size=100&onSiteWork=&noticePeriod=&expectedRateMin=');
    expect(d.idsOf(page)).toEqual(d.ids(...d.everyone()));
  });

  it('[AUD-11] enableEmailNotification=true leaves out candidates who refuse engagement e-mail; false is no filter', async () => {
    const everyone = d.everyone();
    expect(d.idsOf(await d.list('size=100&enableEmailNotification=true'))).toEqual(
      d.ids(...everyone.filter((n) => n !== 'other')),
    );
    expect(d.idsOf(await d.list('size=100&enableEmailNotification=false'))).toEqual(d.ids(...everyone));
    const page = await d.list('size=5&enableEmailNotification=true&noticePeriod=EIGHT_WEEKS');
    expect(page).toMatchObject({ totalElements: 0, content: [] });
  });

  it('[AUD-11] [AUD-17] a VENDOR previewing gets only its own candidates (scope first)', async () => {
    const own = await d.list('size=100&enableEmailNotification=true&fullTimeWork=true', d.vendorCookie);
    expect(d.idsOf(own)).toEqual(d.ids('priya'));
    const other = await d.list('size=100&noticePeriod=EIGHT_WEEKS', d.vendorCookie);
    expect(other.totalElements).toBe(0);
  });

  it('[AUD-17] [LIST-06] a bad application filter is a 400 naming it', async () => {
    const bad: [string, string, string | undefined][] = [
      ['expectedRateMin=-1', 'expectedRateMin', APPLICATION_FILTER_MESSAGES.rateNumber],
      ['expectedRateMin=abc', 'expectedRateMin', APPLICATION_FILTER_MESSAGES.rateNumber],
      ['expectedRateMax=1000001', 'expectedRateMax', APPLICATION_FILTER_MESSAGES.rateMax],
      ['expectedRateMin=50&expectedRateMax=10', 'expectedRateMax', APPLICATION_FILTER_MESSAGES.rateOrder],
      ['noticePeriod=TWO_WEEKS', 'noticePeriod', undefined],
      ['eligibleToWorkInUS=maybe', 'eligibleToWorkInUS', undefined],
      ['enableEmailNotification=yes', 'enableEmailNotification', undefined],
    ];
    for (const [query, path, message] of bad) {
      const response = await t.inject({
        method: 'GET',
        url: `/api/candidates?${query}`,
        headers: { cookie: d.admin },
      });
      expect(response.statusCode, query).toBe(400);
      const field = response.json().fields[0];
      expect(field.path, query).toContain(path);
      if (message) expect(field.message, query).toBe(message);
    }
  });
});
