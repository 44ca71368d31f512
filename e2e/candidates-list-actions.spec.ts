import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { DEMO } from './support/demo.js';
import { shot } from './support/screenshot.js';
import { signIn } from './support/session.js';

/** Exports the list as xlsx through the Export menu and reads the downloaded workbook's first sheet. */
async function exportXlsx(page: Page): Promise<ExcelJS.Worksheet> {
  await page.getByRole('button', { name: /^Export/ }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: /Excel/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^candidates-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the export has no worksheet');
  return sheet;
}

/** The values of the column under `header` (row 1), from row 2 down. */
function columnValues(sheet: ExcelJS.Worksheet, header: string): string[] {
  const headers = sheet.getRow(1).values as unknown[];
  const index = headers.indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThan(0);
  const values: string[] = [];
  for (let row = 2; row <= sheet.actualRowCount; row++)
    values.push(String(sheet.getRow(row).getCell(index).value));
  return values;
}

test('[BGC-10][BGC-14][BGC-15] several USA candidates get one background-status update from the list; the selection is cleared', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter, null);
  await page.goto(
    '/internal/candidates?countries=USA&backgroundStatuses=READY_FOR_BGC&compliance=true&size=5',
  );
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(2)).toBeVisible();
  const names = [];
  for (const i of [1, 2]) {
    await rows.nth(i).getByRole('checkbox').check();
    names.push((await rows.nth(i).getByRole('link').first().textContent()) ?? '');
  }
  await expect(page.getByText('2 candidates selected')).toBeVisible();
  await page.getByRole('button', { name: 'Update background status' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update background status' });
  await dialog.getByRole('combobox', { name: 'Background status' }).click();
  // BGC-10: the options are the current state and the next one.
  await expect(page.getByRole('option')).toHaveText(['Ready for BGC', 'BGC Initiated']);
  await page.getByRole('option', { name: 'BGC Initiated' }).click();
  await shot(page, 'candidate-bgc-dialog');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();

  // The updated rows leave this filtered list; the bar no longer counts them nor offers bulk actions.
  for (const name of names) await expect(page.getByRole('link', { name, exact: true })).toHaveCount(0);
  await expect(page.getByText('No candidates selected')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Update background status' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Attach to vacancies' })).toBeDisabled();
  await expect(page.getByRole('table').getByRole('checkbox', { checked: true })).toHaveCount(0);
  await shot(page, 'candidate-bgc-after-update');

  await page.goto('/internal/candidates?countries=USA&backgroundStatuses=BGC_INITIATED&size=100');
  for (const name of names) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
});

test('[CAND-LIST-02] export the filtered candidates as xlsx and read the file back', async ({ page }) => {
  await signIn(page, DEMO.recruiter, '/internal/candidates?countries=India');
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  // What the filters match, asked of the API the page uses.
  const list = await page.request.get('/api/candidates?countries=India&size=5');
  const total = ((await list.json()) as { totalElements: number }).totalElements;
  expect(total).toBeGreaterThan(0);
  const sheet = await exportXlsx(page);
  // Header row plus one row per candidate the filters match.
  expect(sheet.actualRowCount - 1).toBe(total);
  const header = (sheet.getRow(1).values as unknown[]).filter(Boolean);
  expect(header).toContain('Country');
  await shot(page, 'candidate-list-export-done');
});

test("[CAND-LIST-02] the export follows the list's sort: sorted by name, the xlsx rows are in the list's order", async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter, null);
  const query = 'countries=India&column=fullName&order=asc';
  // The export body carries the list's sort (column and order from the URL).
  const request = page.waitForRequest(
    (r) => r.url().endsWith('/api/candidates/export') && r.method() === 'POST',
  );
  await page.goto(`/internal/candidates?${query}`);
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  const sheet = await exportXlsx(page);
  expect((await request).postDataJSON()).toMatchObject({ sort: { column: 'fullName', order: 'asc' } });

  const list = await page.request.get(`/api/candidates?${query}&size=100`);
  const listed = ((await list.json()) as { content: { fullName: string }[] }).content.map((c) => c.fullName);
  expect(columnValues(sheet, 'Full name').slice(0, listed.length)).toEqual(listed);
});
