import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REPORT_KINDS,
  REPORT_MESSAGES,
  type CandidatesReport,
  type EngagementReport,
  type VendorsReport,
} from '@talent-desk/shared';
import { withEvents } from '../../../test/audit-events.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { RANGE, seedReportFixture } from '../testing/report-fixtures.js';

let t: TestApp;
let adminCookie = '';

beforeAll(async () => {
  t = await createTestApp();
  adminCookie = await t.sessionCookie(t.admin);
  await seedReportFixture(t);
});
afterAll(async () => {
  await t?.close();
});

const query = (range: Record<string, string> = RANGE) => new URLSearchParams(range).toString();
const get = (url: string, cookie = adminCookie) => t.inject({ method: 'GET', url, headers: { cookie } });
const report = async <T>(kind: string): Promise<T> => {
  const response = await get(`/api/reports/${kind}?${query()}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
};
const WEEKS = ['2026-03-02', '2026-03-09', '2026-03-16'];

describe('GET /api/reports/engagement', () => {
  it('[REP-02][REP-03] sent, opened, submitted and unsubscribes per week and per campaign, with the rates', async () => {
    const body = await report<EngagementReport>('engagement');
    expect(body.weeks).toEqual([
      { week: WEEKS[0], sent: 4, opened: 2, surveySubmitted: 0, unsubscribed: 0 },
      { week: WEEKS[1], sent: 2, opened: 1, surveySubmitted: 1, unsubscribed: 0 },
      { week: WEEKS[2], sent: 0, opened: 0, surveySubmitted: 0, unsubscribed: 1 },
    ]);
    expect(body.totals).toEqual({
      sent: 6,
      opened: 3,
      surveySubmitted: 1,
      unsubscribed: 1,
      openRate: 0.5,
      responseRate: 1 / 6,
    });
    // 'Old news' had events only before the range: not listed.
    expect(body.campaigns.map(({ externalId: _id, ...rest }) => rest)).toEqual([
      {
        name: 'Spring outreach',
        status: 'OPEN',
        sent: 4,
        opened: 2,
        surveySubmitted: 1,
        unsubscribed: 1,
        openRate: 0.5,
        responseRate: 0.25,
      },
      {
        name: 'Alumni check',
        status: 'CLOSED',
        sent: 2,
        opened: 1,
        surveySubmitted: 0,
        unsubscribed: 0,
        openRate: 0.5,
        responseRate: 0,
      },
    ]);
  });

  it('[REP-03] a range with no events lists its weeks with zeros, rates null and no campaign', async () => {
    const response = await get(`/api/reports/engagement?${query({ from: '2025-06-04', to: '2025-06-10' })}`);
    const body = response.json() as EngagementReport;
    expect(body.weeks.map((w) => w.week)).toEqual(['2025-06-02', '2025-06-09']);
    expect(body.totals).toMatchObject({ sent: 0, openRate: null, responseRate: null });
    expect(body.campaigns).toEqual([]);
  });
});

describe('GET /api/reports/candidates', () => {
  it('[REP-02][REP-03] new candidates per week and source, the range ends included', async () => {
    const body = await report<CandidatesReport>('candidates');
    expect(body.newCandidates).toEqual([
      { week: WEEKS[0], bySource: { DIRECT_SEARCH: 1, GL_WEBSITE: 1, VENDOR: 0, EXTERNAL: 0 }, total: 2 },
      { week: WEEKS[1], bySource: { DIRECT_SEARCH: 0, GL_WEBSITE: 0, VENDOR: 2, EXTERNAL: 0 }, total: 2 },
      { week: WEEKS[2], bySource: { DIRECT_SEARCH: 0, GL_WEBSITE: 0, VENDOR: 1, EXTERNAL: 1 }, total: 2 },
    ]);
  });

  it('[REP-03] the funnel per vacancy counts each stage reached, a later rejection included', async () => {
    const { funnel } = await report<CandidatesReport>('candidates');
    expect(funnel.vacancies.map(({ externalId: _id, ...rest }) => rest)).toEqual([
      {
        title: 'Data Engineer',
        assigned: 3,
        screening: 2,
        shortlisted: 2,
        offerAccepted: 1,
        joined: 1,
        rejected: 1,
      },
      {
        title: 'Ops Analyst',
        assigned: 1,
        screening: 0,
        shortlisted: 0,
        offerAccepted: 0,
        joined: 0,
        rejected: 0,
      },
      {
        title: 'QA Lead',
        assigned: 1,
        screening: 1,
        shortlisted: 0,
        offerAccepted: 0,
        joined: 0,
        rejected: 0,
      },
    ]);
    expect(funnel.totals).toEqual({
      assigned: 5,
      screening: 3,
      shortlisted: 2,
      offerAccepted: 1,
      joined: 1,
      rejected: 1,
    });
  });

  it('[REP-03] time in each status: stays begun in the range, median and average of the ended ones', async () => {
    const { timeInStatus } = await report<CandidatesReport>('candidates');
    expect(timeInStatus).toEqual([
      { status: 'PENDING', completed: 3, medianDays: 1, averageDays: 4 / 3, ongoing: 2 },
      { status: 'ACCEPTED', completed: 1, medianDays: 1.5, averageDays: 1.5, ongoing: 1 },
      { status: 'SHORTLISTED', completed: 2, medianDays: 1.75, averageDays: 1.75, ongoing: 1 },
      { status: 'OFFER_ACCEPTED', completed: 1, medianDays: 1, averageDays: 1, ongoing: 0 },
    ]);
  });

  it('[REP-03] background checks initiated, completed and declined per week; median days to complete', async () => {
    const { backgroundChecks } = await report<CandidatesReport>('candidates');
    expect(backgroundChecks.weeks).toEqual([
      { week: WEEKS[0], initiated: 1, completed: 0, declined: 0 },
      { week: WEEKS[1], initiated: 0, completed: 1, declined: 0 },
      { week: WEEKS[2], initiated: 1, completed: 1, declined: 1 },
    ]);
    // 6 days (initiated and completed in the range) and 20 (initiated before it).
    expect(backgroundChecks.medianDaysToComplete).toBe(13);
  });
});

describe('GET /api/reports/vendors', () => {
  it('[REP-02][REP-03] per vendor: submittals, outcomes, submittal-to-join and median days to first submittal', async () => {
    const { vendors } = await report<VendorsReport>('vendors');
    const byName = new Map(vendors.map(({ externalId: _id, ...rest }) => [rest.name, rest]));
    expect(byName.get('Acme Report')).toEqual({
      name: 'Acme Report',
      status: 'ACTIVE',
      submitted: 3,
      shortlisted: 1,
      joined: 1,
      rejected: 0,
      submittalToJoin: 1 / 3,
      sharedVacancies: 3,
      sharedWithSubmission: 2,
      medianDaysToFirstSubmission: 3.75,
    });
    expect(byName.get('Beta Report')).toEqual({
      name: 'Beta Report',
      status: 'ACTIVE',
      submitted: 1,
      shortlisted: 0,
      joined: 0,
      rejected: 0,
      submittalToJoin: 0,
      // Both shares, the one made before the range included (as the vendor's page lists it).
      sharedVacancies: 2,
      sharedWithSubmission: 1,
      medianDaysToFirstSubmission: 2,
    });
    // Most submittals first; a vendor without any is listed with zeros and no ratio.
    expect(vendors.slice(0, 2).map((v) => v.name)).toEqual(['Acme Report', 'Beta Report']);
    expect(vendors.slice(2)).not.toHaveLength(0);
    for (const quiet of vendors.slice(2))
      expect(quiet).toMatchObject({ submitted: 0, submittalToJoin: null, medianDaysToFirstSubmission: null });
  });

  it("counts every vacancy shared with a vendor, as the vendor's page lists them, whenever it was shared", async () => {
    const { vendors } = await report<VendorsReport>('vendors');
    for (const vendor of vendors) {
      const page = await get(`/api/vendors/${vendor.externalId}/vacancies?size=100`);
      expect(page.statusCode, page.body).toBe(200);
      expect(vendor.sharedVacancies, vendor.name).toBe(
        (page.json() as { totalElements: number }).totalElements,
      );
    }
  });
});

async function workbookOf(kind: string) {
  const response = await get(`/api/reports/${kind}/download?${query()}`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe(
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
  expect(response.headers['content-disposition']).toContain(`report_${kind}_${RANGE.from}_${RANGE.to}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}
const rowsOf = (sheet: ExcelJS.Worksheet | undefined) =>
  (sheet?.getSheetValues() ?? []).filter(Boolean).map((row) => (row as unknown[]).slice(1));

describe('GET /api/reports/{kind}/download', () => {
  it('[REP-03] engagement: a sheet per table with the same figures, rates as fractions', async () => {
    const workbook = await workbookOf('engagement');
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Per week', 'Per campaign']);
    const weeks = rowsOf(workbook.getWorksheet('Per week'));
    expect(weeks[0]).toEqual([
      'Week of',
      'E-mails sent',
      'E-mails opened',
      'Surveys submitted',
      'Unsubscribes',
    ]);
    expect(weeks[1]).toEqual([new Date('2026-03-02T00:00:00Z'), 4, 2, 0, 0]);
    expect(weeks).toHaveLength(4);
    const campaigns = rowsOf(workbook.getWorksheet('Per campaign'));
    expect(campaigns[1]).toEqual(['Spring outreach', 'Open', 4, 0.5, 1, 0.25, 1]);
    expect(workbook.getWorksheet('Per campaign')?.getCell('D2').numFmt).toBe('0.0%');
  });

  it('[REP-03] candidates: new candidates, funnel, time in status and background checks', async () => {
    const workbook = await workbookOf('candidates');
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      'New candidates',
      'Funnel per vacancy',
      'Time in status',
      'Background checks',
    ]);
    expect(rowsOf(workbook.getWorksheet('New candidates'))[3]).toEqual([
      new Date('2026-03-16T00:00:00Z'),
      0,
      0,
      1,
      1,
      2,
    ]);
    expect(rowsOf(workbook.getWorksheet('Funnel per vacancy'))[1]).toEqual([
      'Data Engineer',
      3,
      2,
      2,
      1,
      1,
      1,
    ]);
    expect(rowsOf(workbook.getWorksheet('Time in status'))[3]).toEqual(['Shortlisted', 2, 1.75, 1.75, 1]);
    expect(rowsOf(workbook.getWorksheet('Background checks'))[3]).toEqual([
      new Date('2026-03-16T00:00:00Z'),
      1,
      1,
      1,
    ]);
  });

  it('[REP-03] vendors: one row per vendor, an empty cell where there is no ratio or median', async () => {
    const workbook = await workbookOf('vendors');
    const rows = rowsOf(workbook.getWorksheet('Vendors'));
    expect(rows[0]?.[0]).toBe('Vendor');
    expect(rows[1]).toEqual(['Acme Report', 'Active', 3, 1, 1, 0, 1 / 3, 3, 2, 3.75]);
    expect(rows[3]?.slice(0, 3)).toEqual([expect.any(String), 'Active', 0]);
    expect(rows[3]?.[6]).toBeUndefined();
  });

  it('a download is an export.downloaded event naming the report and its range; the page itself is none', async () => {
    const page = await withEvents(t.database, () => get(`/api/reports/vendors?${query()}`));
    expect(page.events).toEqual([]);
    const { result, events } = await withEvents(t.database, () =>
      get(`/api/reports/vendors/download?${query()}`),
    );
    expect(result.statusCode).toBe(200);
    expect(events).toEqual([
      expect.objectContaining({
        action: 'export.downloaded',
        actor_user_id: t.admin.id,
        target_type: 'report',
        target_id: 'vendors',
        changes: [
          { field: 'format', old: null, new: 'xlsx' },
          { field: 'from', old: null, new: RANGE.from },
          { field: 'to', old: null, new: RANGE.to },
        ],
      }),
    ]);
  });
});

describe('access and input', () => {
  const urls = REPORT_KINDS.flatMap((kind) => [`/api/reports/${kind}`, `/api/reports/${kind}/download`]);

  it('[REP-01] TAG and VENDOR get 403 on every report and download; ADMIN gets them', async () => {
    const tag = await t.sessionCookie(t.tag);
    const vendor = await t.sessionCookie(t.vendor);
    for (const url of urls) {
      expect((await get(`${url}?${query()}`, tag)).statusCode, `TAG ${url}`).toBe(403);
      expect((await get(`${url}?${query()}`, vendor)).statusCode, `VENDOR ${url}`).toBe(403);
      expect((await get(`${url}?${query()}`)).statusCode, `ADMIN ${url}`).toBe(200);
    }
  });

  it('[REP-03] a bad or missing day is a 400 naming it; to before from or too long a range names to', async () => {
    const fieldsOf = async (url: string) => {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      return (response.json() as { fields: { path: string; message: string }[] }).fields.map(
        (f) => `${f.path}: ${f.message}`,
      );
    };
    for (const url of urls) {
      expect(await fieldsOf(`${url}?from=2026-02-30&to=2026-03-22`)).toEqual([
        `from: ${REPORT_MESSAGES.dayFormat}`,
      ]);
      expect((await fieldsOf(`${url}?from=2026-03-01`))[0]).toMatch(/^to: /);
      expect(await fieldsOf(`${url}?from=2026-03-22&to=2026-03-21`)).toEqual([
        `to: ${REPORT_MESSAGES.toBeforeFrom}`,
      ]);
      expect(await fieldsOf(`${url}?from=2024-01-01&to=2026-03-21`)).toEqual([
        `to: ${REPORT_MESSAGES.rangeTooLong}`,
      ]);
    }
  });
});
