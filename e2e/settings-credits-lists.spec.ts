import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { RUN_LETTERS } from './support/unique.js';
import { toast } from './support/vendors.js';

const suffix = RUN_LETTERS.slice(-4);

test('[SET-01][SET-03] distribution-list: an ADMIN creates a list (an invalid address is named by its line), edits it and deletes it', async ({
  page,
}) => {
  test.setTimeout(300_000); // create, invalid line, edit, delete, two axe runs and four screenshots
  const name = `Regional leads ${suffix}`;
  await signIn(page, DEMO.admin, '/internal/settings/locations');
  await page
    .getByRole('navigation', { name: 'Settings pages' })
    .getByRole('link', { name: 'Distribution lists' })
    .click();
  await expect(page).toHaveURL(/\/internal\/settings\/distribution-list(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Distribution lists' })).toBeVisible();
  // The demo lists, each with its number of addresses.
  await expect(
    page.getByRole('table').getByRole('link', { name: 'Hiring leads', exact: true }),
  ).toBeVisible();
  await shotAtWidths(page, 'settings-distribution-list');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'New distribution list' }).click();
  await expect(page).toHaveURL(/\/distribution-list\/new$/);
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Description/).fill('Leads of the regional hiring teams');
  const addresses = page.getByLabel(/^E-mail addresses/);
  await addresses.fill(
    'ana.silva@talentdesk.test, ben.ito@talentdesk.test\nnot-an-address\nANA.SILVA@talentdesk.test',
  );
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Line 2: "not-an-address" – Please enter a valid email address')).toBeVisible();
  await shotAtWidths(page, 'settings-distribution-list-new-invalid');
  await expectNoSeriousA11yViolations(page);
  await addresses.fill('ana.silva@talentdesk.test, ben.ito@talentdesk.test\nANA.SILVA@talentdesk.test');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, `${name} created`)).toBeVisible();

  // A taken name in another case: refused under the field.
  await page.goto('/internal/settings/distribution-list/new');
  await page.getByLabel(/^Name/).fill(name.toUpperCase());
  await page.getByLabel(/^E-mail addresses/).fill('ana.silva@talentdesk.test');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('A distribution list with this name already exists')).toBeVisible();

  await page.goto(`/internal/settings/distribution-list?search=${encodeURIComponent(name)}`);
  // The repeat in another case is kept once: two addresses.
  const row = page.getByRole('table').getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');
  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit distribution list ${name}` })).toBeVisible();
  await expect(page.getByLabel(/^E-mail addresses/)).toHaveValue(
    'ana.silva@talentdesk.test\nben.ito@talentdesk.test',
  );
  await shotAtWidths(page, 'settings-distribution-list-edit');
  await expectNoSeriousA11yViolations(page);
  await page
    .getByLabel(/^E-mail addresses/)
    .fill('ana.silva@talentdesk.test\nben.ito@talentdesk.test\ncara.lund@talentdesk.test');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `${name} saved`)).toBeVisible();
  await page.goto(`/internal/settings/distribution-list?search=${encodeURIComponent(name)}`);
  await expect(
    page.getByRole('table').getByRole('row').filter({ hasText: name }).getByRole('cell').nth(2),
  ).toHaveText('3');

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `${name} deleted`)).toBeVisible();
});

test("[SET-01][SET-03] test-credits: an ADMIN sees granted, used and remaining per vendor and edits a vendor's grant", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, DEMO.admin, '/internal/settings/locations');
  await page
    .getByRole('navigation', { name: 'Settings pages' })
    .getByRole('link', { name: 'Test credits' })
    .click();
  await expect(page).toHaveURL(/\/internal\/settings\/test-credits(\?.*)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Test credits' })).toBeVisible();
  // The demo grants include vendors at or over their grant: flagged.
  await expect(
    page
      .getByRole('table')
      .getByText(/^(No credits left|Over by \d+)$/)
      .first(),
  ).toBeVisible();
  await shotAtWidths(page, 'settings-test-credits');
  await expectNoSeriousA11yViolations(page);

  await page
    .getByRole('searchbox', { name: 'Search vendors' })
    .or(page.getByLabel('Search vendors'))
    .first()
    .fill('Acme');
  await expect(page).toHaveURL(/search=Acme/);
  await page.getByRole('button', { name: 'Edit credits of Acme Staffing' }).click();
  const dialog = page.getByRole('dialog', { name: 'Test credits of Acme Staffing' });
  await expect(dialog).toBeVisible();
  const used = Number((await dialog.getByText(/used so far/).textContent())?.match(/(\d+) used/)?.[1]);
  expect(Number.isInteger(used)).toBe(true);
  const field = dialog.getByLabel(/^Granted credits/);
  if (used > 0) {
    await field.fill(String(used - 1));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(
      dialog.getByText(`Granted credits cannot be less than the ${used} already used`),
    ).toBeVisible();
  }
  await shotAtWidths(page, 'settings-test-credits-edit');
  await expectNoSeriousA11yViolations(page);
  await field.fill(String(used + 25));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Test credits saved: Acme Staffing')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'Acme Staffing' });
  await expect(row.getByRole('cell').nth(1)).toHaveText(String(used + 25));
  await expect(row.getByRole('cell').nth(3)).toHaveText('25');
});
