import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { settled } from './support/settled.js';
import { RUN_DIGITS } from './support/unique.js';

test.describe.configure({ mode: 'serial' });

const toast = (page: Page, text: string | RegExp) =>
  page.locator('#notistack-snackbar').filter({ hasText: text });
const vendorName = `Northstar Staffing ${RUN_DIGITS}`;
let vendorPath = '';

test('[VEND-01][NAV-10] the vendor list with filters in the URL', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.admin);
  await page.getByRole('link', { name: 'Vendors' }).first().click();
  await expect(page).toHaveURL(/\/internal\/vendors$/);
  const grid = page.getByRole('grid', { name: 'Vendors' });
  await expect(grid.getByRole('link', { name: 'Acme Staffing' })).toBeVisible();
  await page.goto('/internal/vendors?statuses=INACTIVE');
  await expect(grid.getByRole('link', { name: 'Initech Recruiting' })).toBeVisible();
  await expect(grid.getByRole('link', { name: 'Acme Staffing' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.goto('/internal/vendors');
  await shotAtWidths(page, 'vendor-list');
});

test('[VEND-01][VEND-03][VEND-04][VEND-05][VEND-16] create a vendor, see its header and contact card, edit it', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page.goto('/internal/vendors/new');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Acme Staffing');
  await page.getByLabel('Country').fill('India');
  await page.getByRole('option', { name: 'India', exact: true }).click();
  await page.getByLabel('Contact name').fill('Kavya Iyer');
  await page.getByLabel('Contact e-mail').fill('kavya.iyer@northstar.example');
  await page.getByLabel('Contact telephone').fill('98765 43210');
  await page.getByRole('button', { name: 'Create vendor' }).click();
  await expect(page.getByText('Vendor name already exists')).toBeVisible();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(vendorName);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vendor-form');
  await page.getByRole('button', { name: 'Create vendor' }).click();
  await expect(toast(page, 'Vendor created')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: vendorName })).toBeVisible();
  vendorPath = new URL(page.url()).pathname;

  await expect(page.getByText('Tier 2 · India')).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByText(/Updated less than 1 minute ago/)).toBeVisible();
  const contact = page.getByRole('region', { name: 'Primary contact' });
  await expect(contact.getByText('Kavya Iyer')).toBeVisible();
  await expect(contact.getByRole('link', { name: 'kavya.iyer@northstar.example' })).toHaveAttribute(
    'href',
    'mailto:kavya.iyer@northstar.example',
  );
  await expect(contact.getByRole('link', { name: '+919876543210' })).toBeVisible();

  await page.getByRole('link', { name: 'Edit' }).click();
  await page.getByLabel('Contact telephone').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Vendor saved')).toBeVisible();
  // VEND-04: no phone, no phone line.
  await expect(page.getByRole('region', { name: 'Primary contact' }).getByRole('link')).toHaveCount(1);
});

test('[VEND-02][VEND-07][VEND-08][VEND-09][VEND-13][VEND-17][VAC-20][VAC-24] share vacancies from the vendor page, then stop sharing one from #vacancies', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter);
  await page.goto(vendorPath);
  await expect(page.getByRole('tab', { name: 'Vacancies' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No vacancies shared yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0); // VEND-15: ADMIN only

  await page.getByRole('button', { name: 'Share vacancies' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share vacancies' });
  await dialog.getByRole('button', { name: 'Share' }).click();
  await expect(dialog.getByText('vacancy required')).toBeVisible();
  const vacancies = dialog.getByLabel('Vacancies');
  for (const search of ['GLO-V-1001', 'GLO-V-1002']) {
    await vacancies.fill(search);
    await page.getByRole('option', { name: new RegExp(search) }).click();
  }
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Share' }).click();
  await expect(toast(page, 'vacancies shared successfully')).toBeVisible();

  const grid = page.getByRole('grid', { name: 'Vacancies shared with the vendor' });
  await expect(grid.getByRole('row')).toHaveCount(3);
  const titles = await grid.getByRole('link').allTextContents();
  expect(titles).toEqual([...titles].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  await settled(page);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vendor-details');

  await grid.getByRole('button', { name: /^Stop sharing Senior Platform Engineer/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Stop sharing' }).click();
  await expect(toast(page, 'Senior Platform Engineer is no longer shared')).toBeVisible();
  await expect(grid.getByRole('row')).toHaveCount(2);

  await page.getByRole('tab', { name: /Users/ }).click();
  await expect(page).toHaveURL(/#users$/);
  await expect(page.getByText('No users yet')).toBeVisible();
});

test('[VEND-10][VEND-11][VEND-12][VEND-14][VEND-15] deactivating a vendor signs its user out and blocks sign-in; activating lets it in', async ({
  page,
  browser,
}) => {
  // The vendor user, signed in in a browser of its own.
  const vendorContext = await browser.newContext();
  const vendorPage = await vendorContext.newPage();
  await signIn(vendorPage, DEMO.globex);

  await signIn(page, DEMO.admin);
  await page.goto('/internal/vendors?search=Globex');
  await page.getByRole('grid', { name: 'Vendors' }).getByRole('link', { name: 'Globex Talent' }).click();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Its users are signed out at once');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(page, 'Globex Talent deactivated')).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  // VEND-12: only activation is offered.
  for (const gone of ['Deactivate', 'Share vacancies', 'Edit']) {
    await expect(page.getByRole('button', { name: gone, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);

  await vendorPage.goto('/internal/candidates');
  await expect(vendorPage).toHaveURL(/\/auth\/login/);
  await vendorPage.getByLabel('Email').fill(DEMO.globex.email);
  await vendorPage.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await vendorPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    vendorPage.getByText('Your vendor account is inactive. Contact your administrator.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(toast(page, 'Globex Talent activated')).toBeVisible();
  await vendorPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(vendorPage).toHaveURL(/\/internal\//);
  await vendorContext.close();
});

test('[VEND-06] an unknown vendor: a toast and back to the list', async ({ page }) => {
  await signIn(page, DEMO.recruiter);
  await page.goto('/internal/vendors/00000000-0000-4000-8000-000000000000');
  await expect(toast(page, 'Vendor not found')).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/vendors$/);
});
