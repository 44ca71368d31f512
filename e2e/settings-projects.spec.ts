import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { shot, shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { settled } from './support/settled.js';
import { RUN_DIGITS } from './support/unique.js';
import { toast } from './support/vendors.js';

/** GLO-P-7006 of the built-in GLO-R catalogue (apps/api/src/integrations/glo-r/built-in-projects.ts). */
const GLO = { id: 'GLO-P-7006', name: 'Orion Claims Platform' };

async function importFromList(page: Page, gloId: string) {
  await page.getByRole('button', { name: 'Import from GLO-R' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a project from GLO-R' });
  await dialog.getByRole('textbox', { name: 'GLO-R project id' }).fill(gloId);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

test('[SET-03] an ADMIN imports a project from GLO-R through the projects list, then picks it on a new vacancy', async ({
  page,
}) => {
  test.setTimeout(300_000); // two imports, a vacancy, three axe runs and three screenshot pairs
  await signIn(page, DEMO.admin, '/internal/settings/projects');
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();

  // An id GLO-R does not hold: a clear message, and the way back.
  await importFromList(page, 'GLO-P-7099');
  await expect(page).toHaveURL(/\/internal\/settings\/projects\/GLO-P-7099\/import$/);
  await expect(page.getByText('GLO-R has no project GLO-P-7099')).toBeVisible();
  await page.getByRole('link', { name: 'Back to projects' }).click();
  await expect(page).toHaveURL(/\/internal\/settings\/projects(\?.*)?$/);

  await page.getByRole('button', { name: 'Import from GLO-R' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import a project from GLO-R' });
  await dialog.getByRole('textbox', { name: 'GLO-R project id' }).fill(GLO.id);
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await shot(page, 'settings-project-import-dialog');
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/internal/settings/projects/${GLO.id}/import$`));
  await expect(page.getByRole('heading', { level: 1, name: `Import ${GLO.id} from GLO-R` })).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue(GLO.name);
  await expect(page.getByLabel('GLO-R project id')).toHaveValue(GLO.id);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'settings-project-import');
  await page.getByRole('button', { name: 'Import project' }).click();
  await expect(toast(page, `Project ${GLO.name} imported`)).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/settings\/projects(\?.*)?$/);
  await page.getByLabel('Search projects').fill('Orion Claims');
  const imported = page.getByRole('table').getByRole('row', { name: new RegExp(GLO.name) });
  await expect(imported.getByRole('link', { name: GLO.name, exact: true })).toBeVisible();
  // Its GLO-R id shows in the list's own column.
  await expect(imported.getByRole('cell', { name: GLO.id })).toBeVisible();

  // The same id again: the project already imported.
  await importFromList(page, GLO.id);
  await expect(page.getByRole('heading', { level: 1, name: `Edit project ${GLO.name}` })).toBeVisible();
  await expect(page.getByText(`Imported from GLO-R (${GLO.id})`)).toBeVisible();

  // The vacancy form suggests it.
  await page.goto('/internal/vacancies/new');
  await page.getByLabel('Title').fill(`Claims Platform Engineer ${RUN_DIGITS}`);
  await page.getByLabel('GLO-R id').fill(`GLO-E2E-P-${RUN_DIGITS}`);
  const project = page.getByRole('combobox', { name: 'Project' });
  await project.fill('Orion Cl');
  const option = page.getByRole('option', { name: GLO.name });
  await expect(option).toBeVisible();
  await shot(page, 'vacancy-form-project-suggestions');
  await option.click();
  await expect(project).toHaveValue(GLO.name);
  // A name the list lacks may still be typed: it joins the list on save.
  await page.getByRole('combobox', { name: 'Hiring manager' }).fill(`Nadia Okoye ${RUN_DIGITS}`);
  await page.getByLabel('Description').click();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vacancy-form-suggest-fields');
  await page.getByRole('button', { name: 'Create vacancy' }).click();
  await expect(toast(page, 'Vacancy created')).toBeVisible();
  await expect(page.getByText(GLO.name).first()).toBeVisible();
  await expect(page.getByText(`Nadia Okoye ${RUN_DIGITS}`).first()).toBeVisible();
});
