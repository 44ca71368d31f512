import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { shot, shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { settled } from './support/settled.js';

test.describe.configure({ mode: 'serial' });

const toast = (page: Page, text: string | RegExp) =>
  page.locator('#notistack-snackbar').filter({ hasText: text });
/** GLO-V-9002 of the built-in GLO-R catalogue (apps/api/src/integrations/glo-r/built-in-vacancies.ts). */
const GLO = { id: 'GLO-V-9002', title: 'Senior Java Developer' };
let importedPath = '';

async function importFromList(page: Page, gloId: string): Promise<void> {
  await page.goto('/internal/vacancies');
  await page.getByRole('button', { name: 'Import from GLO-R' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from GLO-R' });
  await dialog.getByRole('textbox', { name: 'GLO-R vacancy id' }).fill(gloId);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

test('[VAC-01] import GLO-V-9002 from the list: review the draft, save, land on the details', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, '/internal/vacancies');
  await page.getByRole('button', { name: 'Import from GLO-R' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from GLO-R' });
  await dialog.getByRole('textbox', { name: 'GLO-R vacancy id' }).fill('GLO V/2');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    dialog.getByText('GLO-R id may contain only letters, digits, dashes and underscores'),
  ).toBeVisible();
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'vacancy-import-dialog');
  await page.keyboard.press('Escape');

  await importFromList(page, GLO.id);
  await expect(page).toHaveURL(new RegExp(`/internal/vacancies/${GLO.id}/import$`));
  await expect(page.getByRole('heading', { level: 1, name: `Import ${GLO.id} from GLO-R` })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveValue(GLO.title);
  await expect(page.getByLabel('GLO-R id')).toHaveValue(GLO.id);
  await expect(page.getByLabel('Openings')).toHaveValue('3');
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vacancy-import-review');

  await page.getByRole('button', { name: 'Import vacancy' }).click();
  await expect(toast(page, `Vacancy ${GLO.title} imported`)).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/vacancies\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: GLO.title })).toBeVisible();
  importedPath = new URL(page.url()).pathname;
});

test('[VAC-01] importing the same GLO-R id again opens the vacancy already imported', async ({ page }) => {
  expect(importedPath).not.toBe('');
  await signIn(page, DEMO.recruiter);
  await importFromList(page, GLO.id);
  await expect(page).toHaveURL(new RegExp(`${importedPath}$`));
  await expect(toast(page, `${GLO.id} is already imported`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: GLO.title })).toBeVisible();
});

test('[VAC-01] an id GLO-R does not know says so on the page', async ({ page }) => {
  await signIn(page, DEMO.recruiter, '/internal/vacancies/GLO-V-4242/import');
  await expect(page.getByText('GLO-R has no vacancy GLO-V-4242')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to vacancies' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vacancy-import-not-found');
});

test('[VAC-03] a VENDOR has no Import button and the import route sends it to the list', async ({ page }) => {
  await signIn(page, DEMO.acme, '/internal/vacancies');
  await expect(page.getByRole('heading', { level: 1, name: 'Vacancies' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import from GLO-R' })).toHaveCount(0);
  await page.goto('/internal/vacancies/GLO-V-9003/import');
  await expect(page).toHaveURL(/\/internal\/vacancies$/);
});

test('[VAC-04] Export downloads the list’s filtered vacancies as xlsx', async ({ page }) => {
  await signIn(page, DEMO.recruiter, '/internal/vacancies?statuses=OPEN&column=title&order=asc');
  await expect(page.getByRole('table', { name: 'Vacancies' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vacancy-list-actions');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = readFileSync(await download.path());
  expect(file.subarray(0, 2).toString('latin1')).toBe('PK'); // an xlsx is a zip
  await expect(toast(page, /Export downloaded: .*\.xlsx/)).toBeVisible();
});
