import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { toast } from './support/vendors.js';

test('[VEND-01][NAV-10] the vendor list: search, filters and sort live in the URL, so a link reproduces the view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.admin);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Vendors' })
    .click();
  await expect(page).toHaveURL(/\/internal\/vendors$/);
  const grid = page.getByRole('table', { name: 'Vendors' });
  for (const header of ['Name', 'Tier', 'Country', 'Status']) {
    await expect(grid.getByRole('columnheader', { name: header })).toBeVisible();
  }
  // Name ascending by default.
  const names = await grid.getByRole('link').allTextContents();
  expect(names.length).toBeGreaterThan(3);
  expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vendors-list');

  // The status filter through the filter panel.
  await page.getByRole('button', { name: /^Filters/ }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await panel.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Inactive' }).click();
  await page.keyboard.press('Escape');
  await expectNoSeriousA11yViolations(page);
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/statuses=INACTIVE/);
  await expect(grid.getByRole('link', { name: 'Initech Recruiting' })).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Acme Staffing' })).toHaveCount(0);
  await expect(grid.locator('[data-colour]').filter({ hasText: /^Active$/ })).toHaveCount(0);

  // Search and sort, then the same URL in a fresh page shows the same rows.
  await page.goto('/internal/vendors');
  await page.getByLabel('Search vendor name').fill('STAFF');
  await expect(page).toHaveURL(/search=STAFF/);
  await grid.getByRole('columnheader', { name: 'Name' }).click();
  await expect(page).toHaveURL(/order=desc/);
  // The rows change once the sorted page has arrived (the previous one stays meanwhile).
  const descending = (names: string[]) =>
    names.length > 1 &&
    names.every((name, i) => i === 0 || (names[i - 1] ?? '').toLowerCase() >= name.toLowerCase());
  await expect.poll(async () => descending(await grid.getByRole('link').allTextContents())).toBe(true);
  const searched = await grid.getByRole('link').allTextContents();
  for (const name of searched) expect(name.toLowerCase()).toContain('staff');
  await page.goto(page.url());
  await expect(grid.getByRole('link')).toHaveText(searched);
});

test('[VEND-01] a search without a match says so and offers to clear it', async ({ page }) => {
  await signIn(page, DEMO.recruiter, '/internal/vendors?search=zzzz-no-such-vendor&tiers=Tier%201');
  await expect(page.getByText('No vendors match your search and filters')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vendors-list-empty');
  await page.getByRole('button', { name: 'Clear search and filters' }).click();
  await expect(
    page.getByRole('table', { name: 'Vendors' }).getByRole('link', { name: 'Acme Staffing' }),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/search=/);
});

test('[VEND-01] on a phone the vendors are cards that open the vendor', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.recruiter, '/internal/vendors?search=Acme');
  await expect(page.getByText('Tier 1 · USA')).toBeVisible();
  await page.getByRole('link', { name: 'Acme Staffing', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Staffing' })).toBeVisible();
});

test('[NAV-13][NAV-22] a VENDOR has no Vendors section: no menu item, and the address leads to the dashboard', async ({
  page,
}) => {
  await signIn(page, DEMO.acme);
  await expect(page.getByRole('link', { name: 'Vacancies' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Vendors' })).toHaveCount(0);
  await page.goto('/internal/vendors');
  await expect(page).toHaveURL(/\/internal\/dashboard/);
});

test('[VEND-06] an unknown vendor: a toast and back to the list', async ({ page }) => {
  await signIn(page, DEMO.recruiter, '/internal/vendors/00000000-0000-4000-8000-000000000000');
  await expect(toast(page, 'Vendor not found')).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/vendors$/);
  await page.goto('/internal/vendors/not-an-id/edit');
  await expect(toast(page, 'Vendor not found')).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/vendors$/);
});
