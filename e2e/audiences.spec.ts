import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn, switchUser } from './support/session.js';
import { RUN_LETTERS } from './support/unique.js';
import { toast } from './support/vendors.js';

/** The preview's header line (AUD-12): 'Limit 15 · N candidates in total'. */
const previewSummary = (page: Page) => page.getByText(/^Limit \d+ · \d+ candidates? in total$/);

/** Picks an option of one of the filter panel's searchable lists. */
async function pick(page: Page, field: string, typed: string, option: string): Promise<void> {
  const box = page.getByRole('combobox', { name: field });
  await box.fill(typed);
  await page.getByRole('option', { name: option, exact: true }).click();
  await box.press('Escape');
}

/** The form pages render many fields: on a busy machine they take longer than the default wait. */
const PAGE_LOAD = { timeout: 30_000 };

/** Opens a listed audience found by its name through the list's search. */
async function openFromList(page: Page, name: string): Promise<void> {
  await page.goto('/internal/engagement/audiences');
  await page.getByLabel('Search by name').fill(name);
  // The search reaches the URL after its debounce; a click before it would be undone by it.
  await expect(page).toHaveURL(/search=/);
  await page.getByRole('table', { name: 'Audiences' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audience Information' })).toBeVisible(PAGE_LOAD);
}

test('[AUD-01][AUD-03][AUD-09][AUD-12][AUD-13][AUD-19][AUD-20][AUD-23] a TAG builds an audience with the filters, sees the preview change and saves it', async ({
  page,
}) => {
  // Many fields, axe and screenshots at two widths on two pages.
  test.setTimeout(180_000);
  const name = `Texas compliant ${RUN_LETTERS}`;
  await signIn(page, DEMO.recruiter, '/internal/engagement');
  await page
    .getByRole('navigation', { name: 'Engagement pages' })
    .getByRole('link', { name: 'Audiences' })
    .click();
  await expect(page).toHaveURL(/\/internal\/engagement\/audiences$/);
  await page.getByRole('link', { name: 'New Audience' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Audience' })).toBeVisible(PAGE_LOAD);
  await expect(previewSummary(page)).toBeVisible(PAGE_LOAD);
  const everyone = await previewSummary(page).textContent();

  await page.getByLabel(/^Audience name/).fill(name);
  // AUD-19: states only once USA is chosen; cities once a state is.
  await expect(page.getByRole('combobox', { name: 'States' })).toHaveCount(0);
  await pick(page, 'Countries', 'USA', 'USA');
  await expect(page.getByRole('combobox', { name: 'Cities' })).toHaveCount(0);
  await pick(page, 'States', 'Texas', 'Texas');
  await pick(page, 'States', 'California', 'California');
  // AUD-20: a city with its state.
  await pick(page, 'Cities', 'Austin', 'Austin (Texas)');
  await pick(page, 'Cities', 'San Francisco', 'San Francisco (California)');
  // AUD-23: a city goes with its state.
  await page.getByRole('button', { name: 'California', exact: true }).locator('.MuiChip-deleteIcon').click();
  await expect(page.getByRole('button', { name: 'San Francisco (California)' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Austin (Texas)' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Location compliance' })
    .getByRole('button', { name: 'Compliant', exact: true })
    .click();

  // AUD-09: the live preview follows the filters by itself, without Search; Search is still there (AUD-13).
  await expect(previewSummary(page)).not.toHaveText(everyone ?? '');
  await expect(page.getByRole('main').getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'audience-new');

  await page.getByRole('button', { name: 'Create audience' }).click();
  await expect(toast(page, 'Audience saved')).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/engagement\/audiences$/);
  await page.getByLabel('Search by name').fill(RUN_LETTERS);
  await expect(page).toHaveURL(/search=/);
  const grid = page.getByRole('table', { name: 'Audiences' });
  await expect(grid.getByRole('link', { name })).toBeVisible();
  await page.getByLabel('Search by name').fill('');
  await expect(page).not.toHaveURL(/search=/);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'audiences-list');
});

test('[AUD-03][AUD-05][AUD-20][AUD-30] its creator edits an audience, then deletes it from the list', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const name = `Austin recruits ${RUN_LETTERS}`;
  await signIn(page, DEMO.recruiter);
  const created = await page.request.post('/api/engagement/audiences', {
    data: {
      name,
      candidateFilters: { countries: ['USA'], states: ['Texas'], cities: ['Austin'], compliance: true },
      applicationFilters: { fullTimeWork: true },
    },
  });
  expect(created.status()).toBe(201);
  await openFromList(page, name);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Update Audience' })).toBeVisible(PAGE_LOAD);
  // The saved filters come back, the city with its state (AUD-20).
  await expect(page.getByRole('button', { name: 'Austin (Texas)' })).toBeVisible();
  await page
    .getByRole('group', { name: 'Location compliance' })
    .getByRole('button', { name: 'Not compliant' })
    .click();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'audience-edit');
  await page.getByRole('button', { name: 'Save audience' }).click();
  await expect(toast(page, 'Audience saved')).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/engagement\/audiences$/);

  // Delete from the list, after a confirmation.
  await page.getByLabel('Search by name').fill(name);
  await expect(page).toHaveURL(/search=/);
  const grid = page.getByRole('table', { name: 'Audiences' });
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Delete audience' }).click();
  await expect(toast(page, 'Audience deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/engagement\/audiences\?/);
  await expect(grid.getByRole('link', { name })).toHaveCount(0);
});

test("[AUD-05][AUD-14] another TAG views an ADMIN's audience read-only and is refused its edit page", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, DEMO.recruiter);
  await openFromList(page, 'US full-time backend engineers');
  // AUD-14: nothing to change, shown as content rather than disabled fields; no Reset, Search or
  // submit; no Edit for who may not edit.
  await expect(
    page.getByRole('definition').filter({ hasText: 'US full-time backend engineers' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  // The only choice left is the preview's page size.
  await expect(page.getByRole('combobox')).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Rows per page:' })).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reset' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Save|Create/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('listitem').filter({ hasText: /^Java$/ })).toBeVisible();
  await expect(previewSummary(page)).toBeVisible(PAGE_LOAD);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'audience-view');

  // AUD-05: the edit URL of an audience the recruiter did not create is the forbidden page.
  await page.goto(page.url().replace(/\/view$/, '/edit'));
  await expect(page.getByRole('heading', { level: 1, name: 'You cannot edit this audience' })).toBeVisible(
    PAGE_LOAD,
  );
  await expect(page.getByText('You can edit only the audiences you created')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'audience-forbidden');

  // The ADMIN may edit it.
  const editUrl = page.url();
  await switchUser(page, DEMO.admin);
  await page.goto(editUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Update Audience' })).toBeVisible(PAGE_LOAD);
});

test('[AUD-04] an unknown audience shows the not-found page', async ({ page }) => {
  await signIn(page, DEMO.admin, '/internal/engagement/audiences/00000000-0000-4000-8000-000000000000/view');
  await expect(page.getByRole('heading', { level: 1, name: 'Audience not found' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'audience-not-found');
  await page.getByRole('link', { name: 'Back to audiences' }).click();
  await expect(page).toHaveURL(/\/internal\/engagement\/audiences$/);
});
