import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO } from './support/demo.js';
import { shot } from './support/screenshot.js';
import { signIn } from './support/session.js';

test('[NAV-05][LIST-01][LIST-05] the candidate list pages through the demo candidates with filters in the URL', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter);
  await page.getByRole('link', { name: 'Candidates' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await shot(page, 'candidate-list');

  // Filters, page and sort live in the URL: a link reproduces the view.
  await page.goto('/internal/candidates?countries=USA&size=5');
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(6); // header + 5 rows
  for (const country of await page
    .getByRole('grid')
    .getByRole('gridcell', { name: 'USA' })
    .allTextContents()) {
    expect(country).toBe('USA');
  }
  await shot(page, 'candidate-list-filtered');
});

test('[LIST-03][LIST-06] a bad page size falls back to 15 and an unparsable query reloads without it', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter);
  await page.goto('/internal/candidates?size=7');
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(16);
  await page.goto('/internal/candidates?backgroundStatuses=NOT_A_STATUS');
  await expect(page).toHaveURL(/\/internal\/candidates$/);
});

test('[BGC-10][BGC-14][BGC-15] several USA candidates get one background-status update from the list', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter);
  await page.goto(
    '/internal/candidates?countries=USA&backgroundStatuses=READY_FOR_BGC&compliance=true&size=5',
  );
  const rows = page.getByRole('grid').getByRole('row');
  await expect(rows.nth(2)).toBeVisible();
  const names = [];
  for (const i of [1, 2]) {
    await rows.nth(i).getByRole('checkbox').check();
    names.push((await rows.nth(i).getByRole('link').first().textContent()) ?? '');
  }
  await page.getByRole('button', { name: 'Update background status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update background status' });
  await dialog.getByRole('combobox', { name: 'Background status' }).click();
  // BGC-10: the options are the current state and the next one.
  await expect(page.getByRole('option')).toHaveText(['Ready for BGC', 'BGC Initiated']);
  await page.getByRole('option', { name: 'BGC Initiated' }).click();
  await shot(page, 'candidate-bgc-dialog');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/internal/candidates?countries=USA&backgroundStatuses=BGC_INITIATED&size=100');
  for (const name of names) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test('[CAND-LIST-02] export the filtered candidates as xlsx and read the file back', async ({ page }) => {
  await signIn(page, DEMO.recruiter);
  await page.goto('/internal/candidates?countries=India');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  // What the filters match, asked of the API the page uses.
  const list = await page.request.get('/api/candidates?countries=India&size=5');
  const total = ((await list.json()) as { totalElements: number }).totalElements;
  expect(total).toBeGreaterThan(0);
  await page.getByRole('button', { name: /^Export/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /Excel/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^candidates-.*\.xlsx$/);
  const path = await file.path();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(path);
  const sheet = workbook.worksheets[0];
  expect(sheet).toBeDefined();
  // Header row plus one row per candidate the filters match.
  expect((sheet?.actualRowCount ?? 0) - 1).toBe(total);
  const header = (sheet?.getRow(1).values as unknown[]).filter(Boolean);
  expect(header).toContain('Country');
  await shot(page, 'candidate-list-export-done');
});
