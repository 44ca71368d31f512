import { expect, test, type Page } from '@playwright/test';
import { choose } from './support/campaigns.js';
import { DEMO } from './support/demo.js';
import { signIn } from './support/session.js';
import { RUN_DIGITS } from './support/unique.js';

const menuLink = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name });
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });

test('a form with unsaved changes asks before a menu item leaves it: Stay keeps the form, Leave goes', async ({
  page,
}) => {
  await signIn(page, DEMO.admin, '/internal/vendors/new');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await name.click();
  await name.fill('Half-typed Staffing');

  await menuLink(page, 'Candidates').click();
  await expect(leaveDialog(page)).toBeVisible();
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await expect(leaveDialog(page)).toBeHidden();
  await expect(page).toHaveURL(/\/internal\/vendors\/new$/);
  await expect(name).toHaveValue('Half-typed Staffing');

  await menuLink(page, 'Candidates').click();
  await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
  await expect(page).toHaveURL(/\/internal\/candidates$/);
});

test('a saved form leaves without asking', async ({ page }) => {
  await signIn(page, DEMO.admin, '/internal/vendors/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(`Harbor Staffing ${RUN_DIGITS}`);
  await page.getByLabel('Tier').click();
  await page.getByRole('option', { name: 'Tier 2' }).click();
  await page.getByLabel('Country').fill('Germany');
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await page.getByRole('button', { name: 'Create vendor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Harbor Staffing ${RUN_DIGITS}` })).toBeVisible({
    timeout: 30_000,
  });

  await menuLink(page, 'Candidates').click();
  await expect(page).toHaveURL(/\/internal\/candidates$/);
  await expect(leaveDialog(page)).toHaveCount(0);
});

test('closing the tab of a form with unsaved changes lets the browser ask; an untouched form closes at once', async ({
  page,
  context,
}) => {
  await signIn(page, DEMO.admin, '/internal/vendors/new');
  const name = page.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toBeVisible({ timeout: 30_000 });
  // Untouched: the tab closes without a question.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(asked).toEqual([]);

  // Changed: the browser asks (beforeunload); dismissing it keeps the page open.
  const dirty = await context.newPage();
  await dirty.goto('/internal/vendors/new');
  // Typed by a user (a click first): Chromium asks only on a page the user has interacted with.
  await dirty.getByRole('textbox', { name: 'Name', exact: true }).click();
  await dirty.getByRole('textbox', { name: 'Name', exact: true }).fill('Half-typed Staffing');
  const question = dirty.waitForEvent('dialog');
  await dirty.close({ runBeforeUnload: true });
  const dialog = await question;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
  expect(dirty.isClosed()).toBe(false);
});

test("the campaign wizard's audience step asks before leaving, for its own fields and a custom audience's filters; Next saves without asking", async ({
  page,
}) => {
  await signIn(page, DEMO.admin, '/internal/engagement/campaigns/new');
  const name = page.getByLabel(/^Campaign name/);
  await name.click();
  await name.fill(`Half-planned outreach ${RUN_DIGITS}`);
  await menuLink(page, 'Candidates').click();
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/campaigns\/new$/);
  await expect(name).toHaveValue(`Half-planned outreach ${RUN_DIGITS}`);

  // A custom audience: its filters count too (the page has one guard, the audience form's).
  await choose(page, 'Audience', 'Custom', 'Custom audience');
  const countries = page.getByRole('combobox', { name: 'Countries' });
  await countries.fill('USA');
  await page.getByRole('option', { name: 'USA', exact: true }).click();
  await countries.press('Escape');
  await menuLink(page, 'Candidates').click();
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await expect(countries).toBeVisible();

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page).toHaveURL(/\/campaigns\/[0-9a-f-]+\/content$/, { timeout: 30_000 });
  await expect(leaveDialog(page)).toHaveCount(0);
});
