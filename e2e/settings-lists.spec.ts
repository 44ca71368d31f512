import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { RUN_LETTERS } from './support/unique.js';
import { toast } from './support/vendors.js';

const suffix = RUN_LETTERS.slice(-4);
const LISTS = [
  {
    path: 'working-locations',
    nav: 'Working locations',
    noun: 'working location',
    name: `Porto ${suffix} (hybrid)`,
  },
  { path: 'hiring-managers', nav: 'Hiring managers', noun: 'hiring manager', name: `Ines Duarte ${suffix}` },
  { path: 'projects', nav: 'Projects', noun: 'project', name: `Harbour Platform ${suffix}` },
] as const;

for (const list of LISTS) {
  test(`[SET-03][SET-04] ${list.path}: an ADMIN creates, edits and deletes a ${list.noun}; a taken name is refused under the field`, async ({
    page,
  }) => {
    test.setTimeout(300_000); // create, duplicate, edit, delete, two axe runs and four screenshots
    await signIn(page, DEMO.admin, '/internal/settings/locations');
    await page
      .getByRole('navigation', { name: 'Settings pages' })
      .getByRole('link', { name: list.nav })
      .click();
    await expect(page).toHaveURL(new RegExp(`/internal/settings/${list.path}(\\?.*)?$`));
    await expect(page.getByRole('heading', { level: 1, name: list.nav })).toBeVisible();
    // Seeded from the demo vacancies: some rows are in use.
    await expect(page.getByRole('table').getByText(/^\d+$/).first()).toBeVisible();
    await shotAtWidths(page, `settings-${list.path}`);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: `New ${list.noun}` }).click();
    await expect(page).toHaveURL(new RegExp(`/${list.path}/new$`));
    await page.getByLabel(/^Name/).fill(list.name);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, `${list.name} created`)).toBeVisible();

    await page.goto(`/internal/settings/${list.path}/new`);
    await page.getByLabel(/^Name/).fill(list.name.toUpperCase());
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText(`A ${list.noun} with this name already exists`)).toBeVisible();

    await page.goto(`/internal/settings/${list.path}?search=${encodeURIComponent(list.name)}`);
    await page.getByRole('table').getByRole('link', { name: list.name, exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Edit ${list.noun} ${list.name}` }),
    ).toBeVisible();
    await shotAtWidths(page, `settings-${list.path}-edit`);
    await expectNoSeriousA11yViolations(page);
    await page.getByLabel(/^Name/).fill(`${list.name} II`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, `${list.name} II saved`)).toBeVisible();

    await page.goto(`/internal/settings/${list.path}?search=${encodeURIComponent(`${list.name} II`)}`);
    await page.getByRole('button', { name: `Delete ${list.name} II` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, `${list.name} II deleted`)).toBeVisible();
  });
}

test('[SET-04] a project in use by vacancies cannot be deleted: the toast says how many use it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin, '/internal/settings/projects');
  const used = page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasText: /\d+\s*$/ })
    .first();
  const name = (await used.getByRole('link').first().textContent()) ?? '';
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(
    toast(page, new RegExp(`The project '${name}' is used by \\d+ vacanc(y|ies): it cannot be deleted`)),
  ).toBeVisible();
});
