import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { openVendor, reactivateVendor, toast } from './support/vendors.js';

const GLOBEX = DEMO.globex.vendor;

test.afterEach(async ({ request }) => {
  // Whatever happened, the demo vendor ends active (the other browser tests sign in as its user).
  await reactivateVendor(request, GLOBEX);
});

test('[VEND-10][VEND-11][VEND-12][VEND-14][VEND-15] an ADMIN deactivates a vendor after confirming: its signed-in user is signed out and cannot sign in; after activation it can', async ({
  page,
  browser,
}) => {
  // The vendor's user, signed in in a browser of its own.
  const vendorContext = await browser.newContext();
  const vendorPage = await vendorContext.newPage();
  await signIn(vendorPage, DEMO.globex);

  await signIn(page, DEMO.admin);
  await openVendor(page, GLOBEX);
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${GLOBEX}?` });
  await expect(confirm).toContainText('Its users are signed out at once');
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vendors-deactivate-confirm');
  // Cancelling changes nothing.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && /\/api\/vendors\//.test(r.url()))
      calls.push(`${r.url()} ${r.postData() ?? ''}`);
  });
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(page, `${GLOBEX} deactivated`)).toBeVisible();
  expect(calls).toEqual([expect.stringMatching(/\/deactivate $/)]); // VEND-14: an empty body
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  // VEND-12: only activation is offered.
  await expect(page.getByRole('button', { name: 'Activate' })).toBeVisible();
  for (const gone of ['Deactivate', 'Share vacancies']) {
    await expect(page.getByRole('button', { name: gone, exact: true })).toHaveCount(0);
  }
  for (const gone of ['Edit', 'New vendor user']) {
    await expect(page.getByRole('link', { name: gone, exact: true })).toHaveCount(0);
  }
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vendors-details-inactive');

  // The user's session is gone: its next call sends it to the login page, where sign-in is refused.
  await vendorPage.goto('/internal/candidates');
  await expect(vendorPage).toHaveURL(/\/auth\/login/);
  await vendorPage.getByLabel('Email').fill(DEMO.globex.email);
  await vendorPage.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await vendorPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    vendorPage.getByText('Your vendor account is inactive. Contact your administrator.'),
  ).toBeVisible();
  await expect(vendorPage).toHaveURL(/\/auth\/login/);

  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(toast(page, `${GLOBEX} activated`)).toBeVisible();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await vendorPage.getByRole('button', { name: 'Sign in' }).click();
  await expect(vendorPage).toHaveURL(/\/internal\//);
  await vendorContext.close();
});

test('[VEND-15][VEND-17] a TAG never gets Activate or Deactivate: an active vendor offers sharing and new users, an inactive one nothing', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter);
  await openVendor(page, 'Acme Staffing');
  await expect(page.getByRole('button', { name: 'Share vacancies' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New vendor user' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Activate' })).toHaveCount(0);

  await openVendor(page, 'Initech Recruiting');
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  for (const gone of ['Activate', 'Deactivate', 'Share vacancies']) {
    await expect(page.getByRole('button', { name: gone, exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('link', { name: 'New vendor user' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vendors-details-inactive-tag');
});
