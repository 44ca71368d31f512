import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { RUN_LETTERS } from './support/unique.js';
import { PASSWORD_MAIL_SUBJECTS, readPasswordLink, signInAsAdmin } from './support/password-links.js';
import { findUsers } from './support/users.js';
import { toast } from './support/vendors.js';

test('[USER-01][USER-04] an ADMIN finds a user in the list and opens the details: initials, contact, role, vendor, last updated', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Users' })
    .click();
  await expect(page).toHaveURL(/\/internal\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Search name or e-mail').fill('Carter');
  await page.getByLabel('Search name or e-mail').press('Enter');
  await expect(page).toHaveURL(/search=Carter/);
  const grid = page.getByRole('table', { name: 'Users' });
  await expect(grid.getByRole('link', { name: 'Megan Carter' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'users-list');

  await grid.getByRole('link', { name: 'Megan Carter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Megan Carter' })).toBeVisible();
  await expect(page.getByText('MC', { exact: true })).toBeVisible();
  const facts = page.getByRole('definition');
  await expect(facts.filter({ hasText: DEMO.acme.email })).toBeVisible();
  await expect(facts.filter({ hasText: '+16175550123' })).toBeVisible();
  await expect(facts.filter({ hasText: '100 Summer Street' })).toBeVisible();
  await expect(facts.filter({ hasText: 'Vendor' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: DEMO.acme.vendor })).toBeVisible();
  // Last updated in the one date-time format (FMT-01, FMT-02).
  await expect(facts.filter({ hasText: /^\d{2}-\d{2}-\d{4} \d{2}:\d{2}$/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'users-details');
});

test('[USER-05] an unknown user says so and goes back to the list', async ({ page }) => {
  await signIn(page, DEMO.admin, '/internal/users/00000000-0000-4000-8000-000000000000');
  await expect(toast(page, 'User not found')).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/users$/);
});

test('[USER-02][USER-03] a TAG may edit vendor users only: the edit of an ADMIN sends it to the list; an ADMIN edits anyone', async ({
  page,
  request,
}) => {
  const [admin] = await findUsers(request, `search=${encodeURIComponent(DEMO.admin.email)}`);
  const [vendorUser] = await findUsers(request, `search=${encodeURIComponent(DEMO.acme.email)}`);
  if (!admin || !vendorUser) throw new Error('demo users missing');

  await signIn(page, DEMO.recruiter, `/internal/users/${admin.externalId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Olivia Bennett' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await page.goto(`/internal/users/${admin.externalId}/edit`);
  await expect(toast(page, 'You can edit only vendor users.')).toBeVisible();
  await expect(page).toHaveURL(/\/internal\/users$/);

  await page.goto(`/internal/users/${vendorUser.externalId}`);
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Megan Carter' })).toBeVisible();
  // USER-02: the TAG's role choice is Vendor only, and fixed.
  await expect(page.getByRole('combobox', { name: /Role/ })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'User saved')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/internal/users/${vendorUser.externalId}$`));

  await page.request.get('/api/auth/logout');
  await signIn(page, DEMO.admin, `/internal/users/${admin.externalId}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Olivia Bennett' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'users-edit');
});

test('[VEND-18][VEND-19][VEND-33][VEND-34][VEND-38] new vendor user from the vendor page: role fixed, country locked; the same address again is "email exists"; the invitation e-mail\'s link sets a password and the user signs in', async ({
  page,
  request,
}) => {
  const email = `new.user.${RUN_LETTERS}@acme.test`;
  await signIn(page, DEMO.recruiter, `/internal/vendors?search=${encodeURIComponent(DEMO.acme.vendor)}`);
  await page.getByRole('table', { name: 'Vendors' }).getByRole('link', { name: DEMO.acme.vendor }).click();
  await page.getByRole('link', { name: 'New vendor user' }).first().click();
  await expect(
    page.getByRole('heading', { level: 1, name: `New user of ${DEMO.acme.vendor}` }),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: /Role/ })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('combobox', { name: /Role/ })).toHaveText('Vendor');
  await expect(page.getByLabel("Country (the vendor's)")).toHaveValue('USA');
  await expect(page.getByLabel("Country (the vendor's)")).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'vendor-user-new');

  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill(`Quinn ${RUN_LETTERS}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Telephone').fill('415 555 0199');
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(toast(page, `The invitation is on its way to ${email}`)).toBeVisible();
  await expect(page).toHaveURL(/#users$/);
  const users = page.getByRole('list', { name: /users/i });
  const row = users.getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Invitation pending');
  await signInAsAdmin(request);
  const link = await readPasswordLink(email, PASSWORD_MAIL_SUBJECTS.invitation);

  // VEND-38: the same address again.
  await page.getByRole('link', { name: 'New vendor user' }).first().click();
  await page.getByLabel('First name').fill('Nora');
  await page.getByLabel('Last name').fill('Again');
  await page.getByLabel('E-mail').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Create user' }).click();
  await expect(page.getByText('email exists')).toBeVisible();

  // The invitation's link: the new vendor user chooses a password and signs in to its vendor's data.
  await page.request.get('/api/auth/logout');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Nora' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('Acme-welcome-2026');
  await page.getByLabel('Confirm password', { exact: true }).fill('Acme-welcome-2026');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Acme-welcome-2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/internal\/dashboard/);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  expect(await nav.getByRole('link').allTextContents()).toEqual(['Vacancies', 'Candidates']);
});

test('an ADMIN deactivates a user after confirming, and activates them again', async ({ page, request }) => {
  const [tagUser] = (await findUsers(request, 'roles=TAG&statuses=ACTIVE')).filter(
    (u) => u.email !== DEMO.recruiter.email,
  );
  if (!tagUser) throw new Error('no generated TAG user in the demo');
  await signIn(page, DEMO.admin, `/internal/users/${tagUser.externalId}`);
  await page.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate ${tagUser.fullName}?` });
  await expect(confirm).toContainText('They are signed out at once');
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(toast(page, `${tagUser.fullName} is deactivated`)).toBeVisible();
  await expect(page.getByText('Inactive', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  await expect(toast(page, `${tagUser.fullName} is active again`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deactivate' })).toBeVisible();
});
