import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { openAccountMenu, signIn, switchUser } from './support/session.js';
import { toast } from './support/vendors.js';

const DAY_MS = 86_400_000;
const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

/** '2026-03-01' as the date field shows it and as typed into it: '01-03-2026', '01032026'. */
const shown = (isoDay: string) => isoDay.split('-').reverse().join('-');
const typed = (isoDay: string) => isoDay.split('-').reverse().join('');

/**
 * The demo's candidates, pipeline and vendor activity fill the 120 days before the day it was loaded,
 * like its campaigns (apps/api/src/seed/demo/demo-constants.ts): the range covers all of it.
 */
const DEMO_HISTORY = { from: utcDay(121), to: utcDay(0) };
/** A From date inside the demo's history. */
const MID_HISTORY = utcDay(60);

// Several reports, charts and downloads per test on a small shared machine: room to breathe.
test.describe.configure({ timeout: 180_000 });

// The charts animate with script: with reduced motion, as a user may ask for, they draw at once.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const reportCall = (page: Page, kind: string) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === `/api/reports/${kind}`);

/** A table's cells under `column`, row by row (body rows only). */
async function column(table: Locator, name: string): Promise<string[]> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const index = headers.indexOf(name);
  expect(index, `column ${name}`).toBeGreaterThanOrEqual(0);
  const rows = table.locator('tbody tr');
  const values: string[] = [];
  for (let i = 0; i < (await rows.count()); i++)
    values.push((await rows.nth(i).locator('th, td').nth(index).textContent()) ?? '');
  return values;
}

/** The totals row's cell under `column`. */
async function total(table: Locator, name: string): Promise<number> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const cells = await table.locator('tfoot tr').locator('th, td').allTextContents();
  return Number(cells[headers.indexOf(name)]);
}

/** Clicks Download xlsx and reads the file: its name and its workbook. */
async function downloadWorkbook(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download xlsx' }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  return { name: download.suggestedFilename(), workbook };
}

test('[REP-01][REP-02][REP-03][NAV-17] ADMIN opens Reports from the avatar menu: engagement over the last 12 months, its charts, tables and xlsx', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  const call = reportCall(page, 'engagement');
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Reports' }).click();

  // REP-02: the engagement report is the default sub-page; the last 12 months, today included.
  await expect(page).toHaveURL(/\/internal\/reports\/engagement$/);
  const asked = new URL((await call).url()).searchParams;
  expect(Object.fromEntries(asked)).toEqual({ from: utcDay(364), to: utcDay(0) });
  await expect(page.getByRole('heading', { level: 1, name: 'Engagement' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Reports' });
  for (const name of ['Engagement', 'Candidates', 'Vendors'])
    await expect(nav.getByRole('link', { name })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Engagement' })).toHaveAttribute('aria-current', 'page');

  // Over time: four lines, a week per row, totals at the foot.
  const overTime = page.getByRole('region', { name: 'Over time' });
  await expect(
    overTime.getByRole('figure', {
      name: 'E-mails sent, opened, surveys submitted and unsubscribes per week',
    }),
  ).toBeVisible();
  await expect(overTime.locator('.MuiLineChart-line')).toHaveCount(4);
  const weeks = overTime.getByRole('table', { name: 'Engagement per week' });
  expect(await weeks.locator('tbody tr').count()).toBeGreaterThanOrEqual(52);
  const sent = await total(weeks, 'E-mails sent');
  const opened = await total(weeks, 'E-mails opened');
  expect(sent).toBeGreaterThan(200);
  expect(opened).toBeGreaterThan(0);
  expect(opened).toBeLessThan(sent);
  expect(await total(weeks, 'Surveys submitted')).toBeGreaterThan(0);

  // Per campaign: the rates as bars, every campaign with activity in the table, most sent first.
  const perCampaign = page.getByRole('region', { name: 'Per campaign' });
  await expect(perCampaign.locator('.MuiBarChart-series')).toHaveCount(2);
  const campaigns = perCampaign.getByRole('table', { name: 'Engagement per campaign' });
  await expect(campaigns.getByRole('rowheader', { name: 'Winter availability check' })).toBeVisible();
  const sentPerCampaign = (await column(campaigns, 'E-mails sent')).map(Number);
  expect(sentPerCampaign.length).toBeGreaterThan(1);
  expect(sentPerCampaign).toEqual([...sentPerCampaign].sort((a, b) => b - a));
  expect(sentPerCampaign.reduce((sum, n) => sum + n, 0)).toBe(sent);
  expect((await column(campaigns, 'Open rate')).every((rate) => /^\d+(\.\d)?%$/.test(rate))).toBe(true);

  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'reports-engagement');

  // The xlsx: the same figures, a sheet per table.
  const file = await downloadWorkbook(page);
  expect(file.name).toBe(`report_engagement_${utcDay(364)}_${utcDay(0)}.xlsx`);
  expect(file.workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Per week', 'Per campaign']);
  const sheetSent = (file.workbook.getWorksheet('Per week')?.getColumn(2).values ?? [])
    .slice(2)
    .reduce<number>((sum, value) => sum + Number(value ?? 0), 0);
  expect(sheetSent).toBe(sent);
  await expect(toast(page, `Export downloaded: ${file.name}`)).toBeVisible();
});

test('[REP-02][REP-03] the candidates report over the demo’s history: new candidates, funnel, time in status, background checks', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, null);
  const call = reportCall(page, 'candidates');
  await page.goto(`/internal/reports/candidates?from=${DEMO_HISTORY.from}&to=${DEMO_HISTORY.to}`);
  expect(Object.fromEntries(new URL((await call).url()).searchParams)).toEqual(DEMO_HISTORY);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'From' })).toContainText(shown(DEMO_HISTORY.from));

  // New candidates: a bar per source stacked per week.
  const fresh = page.getByRole('region', { name: 'New candidates by source' });
  await expect(fresh.locator('.MuiBarChart-series')).toHaveCount(4);
  const freshTable = fresh.getByRole('table', { name: 'New candidates per week and source' });
  expect(await total(freshTable, 'Total')).toBeGreaterThan(100);
  expect(await total(freshTable, 'Vendor')).toBeGreaterThan(0);

  // The funnel narrows: assigned > shortlisted > joined > 0.
  const funnel = page.getByRole('region', { name: 'Pipeline funnel' });
  await expect(funnel.getByRole('figure')).toBeVisible();
  const perVacancy = funnel.getByRole('table', { name: 'Pipeline funnel per vacancy' });
  const assigned = await total(perVacancy, 'Assigned');
  const shortlisted = await total(perVacancy, 'Shortlisted');
  const joined = await total(perVacancy, 'Candidate Joined');
  expect(assigned).toBeGreaterThan(shortlisted);
  expect(shortlisted).toBeGreaterThan(joined);
  expect(joined).toBeGreaterThan(0);

  const time = page.getByRole('region', { name: 'Time in each status' });
  const stays = time.getByRole('table', { name: 'Time in each status' });
  await expect(stays.getByRole('rowheader')).toHaveText([
    'Pending',
    'Recruiter Screening',
    'Shortlisted',
    'Offer Accepted',
  ]);
  expect(Number((await column(stays, 'Median days'))[0])).toBeGreaterThan(0);

  const checks = page.getByRole('region', { name: 'Background checks' });
  await expect(checks.locator('.MuiBarChart-series')).toHaveCount(3);
  await expect(checks.getByText(/^Median from initiation to completion: \d+(\.\d)? days$/)).toBeVisible();
  expect(
    await total(checks.getByRole('table', { name: 'Background checks per week' }), 'Initiated'),
  ).toBeGreaterThan(0);

  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'reports-candidates');

  const candidatesFile = await downloadWorkbook(page);
  expect(candidatesFile.name).toBe(`report_candidates_${DEMO_HISTORY.from}_${DEMO_HISTORY.to}.xlsx`);
  expect(candidatesFile.workbook.worksheets.map((sheet) => sheet.name)).toEqual([
    'New candidates',
    'Funnel per vacancy',
    'Time in status',
    'Background checks',
  ]);
});

test('[REP-02][REP-03] the vendors report, reached from the candidates report with its range', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, null);
  const first = reportCall(page, 'candidates');
  await page.goto(`/internal/reports/candidates?from=${DEMO_HISTORY.from}&to=${DEMO_HISTORY.to}`);
  await first;
  // The vendors report keeps the range.
  const vendorsCall = reportCall(page, 'vendors');
  await expect(
    page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Vendors' }),
  ).toHaveAttribute('href', `/internal/reports/vendors?from=${DEMO_HISTORY.from}&to=${DEMO_HISTORY.to}`);
  await page.getByRole('navigation', { name: 'Reports' }).getByRole('link', { name: 'Vendors' }).click();
  await expect(page).toHaveURL(`/internal/reports/vendors?from=${DEMO_HISTORY.from}&to=${DEMO_HISTORY.to}`);
  expect(Object.fromEntries(new URL((await vendorsCall).url()).searchParams)).toEqual(DEMO_HISTORY);
  const vendors = page.getByRole('region', { name: 'Submittals per vendor' });
  await expect(vendors.locator('.MuiBarChart-series')).toHaveCount(4);
  const table = vendors.getByRole('table', { name: 'Vendors' });
  await expect(table.getByRole('rowheader', { name: 'Acme Staffing' })).toBeVisible();
  const submitted = (await column(table, 'Submitted')).map(Number);
  expect(submitted[0]).toBeGreaterThan(0);
  expect(submitted).toEqual([...submitted].sort((a, b) => b - a));
  expect((await column(table, 'Median days to first submittal'))[0]).toMatch(/^\d+(\.\d)?$/);

  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'reports-vendors');

  const vendorsFile = await downloadWorkbook(page);
  expect(vendorsFile.name).toBe(`report_vendors_${DEMO_HISTORY.from}_${DEMO_HISTORY.to}.xlsx`);
  const sheet = vendorsFile.workbook.getWorksheet('Vendors');
  expect(sheet?.getRow(1).getCell(1).value).toBe('Vendor');
  expect(sheet?.getRow(2).getCell(3).value).toBe(submitted[0]);
});

test('[REP-03] a new From date reloads the report for that range and goes into the URL', async ({ page }) => {
  await signIn(page, DEMO.admin, null);
  const first = reportCall(page, 'vendors');
  await page.goto(`/internal/reports/vendors?from=${DEMO_HISTORY.from}&to=${DEMO_HISTORY.to}`);
  await first;
  await expect(page.getByRole('table', { name: 'Vendors' })).toBeVisible();

  // The call for the new range (typing day by day may pass through the old one first).
  const call = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/reports/vendors' &&
      new URL(response.url()).searchParams.get('from') === MID_HISTORY,
  );
  await page.getByRole('group', { name: 'From' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(typed(MID_HISTORY));
  expect(Object.fromEntries(new URL((await call).url()).searchParams)).toEqual({
    from: MID_HISTORY,
    to: DEMO_HISTORY.to,
  });
  await expect(page).toHaveURL(`/internal/reports/vendors?from=${MID_HISTORY}&to=${DEMO_HISTORY.to}`);
  await expect(page.getByRole('group', { name: 'From' })).toContainText(shown(MID_HISTORY));
});

test('[REP-01][NAV-17][NAV-02] TAG and VENDOR have no Reports: no menu entry, the URL leads to the dashboard, the API answers 403', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter);
  for (const user of [DEMO.recruiter, DEMO.acme]) {
    if (user !== DEMO.recruiter) await switchUser(page, user);
    await openAccountMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Reports' })).toHaveCount(0);
    await page.keyboard.press('Escape');

    await page.goto('/internal/reports/engagement');
    await expect(page).toHaveURL(/\/internal\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    for (const kind of ['engagement', 'candidates', 'vendors']) {
      const response = await page.request.get(`/api/reports/${kind}?from=2025-01-16&to=2026-01-15`);
      expect(response.status(), `${user.role} ${kind}`).toBe(403);
    }
  }
});
