import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import {
  createFreshTagUser,
  createTagUserWithPassword,
  PASSWORD_MAIL_SUBJECTS,
  readPasswordLink,
  setPasswordThroughApi,
  signInAsAdmin,
} from './support/password-links.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';

// Every test works on its own fresh TAG user (created by the ADMIN through the API): no other spec signs
// in as them, and the demo users' passwords stay as they are.
const FIRST_PASSWORD = 'Harbour-lights-2026';
const NEW_PASSWORD = 'Lantern-keeper-2027';
const PASSWORD_SET = 'Your password is set. Sign in with it.';
const LINK_INVALID = 'This link is invalid, expired or already used. Ask for a new one.';

async function fillNewPassword(page: Page, password: string, confirm = password): Promise<void> {
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(confirm);
  await page.getByRole('button', { name: 'Set password' }).click();
}

async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('[AUTH-08] Forgot password? from the login page: the reset e-mail’s link sets a new password, then it signs in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(request);
  const user = await createTagUserWithPassword(request, 'reset', FIRST_PASSWORD);

  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await shotAtWidths(page, 'forgot-password');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account uses this e-mail, a link to choose a new password is on its way. It works for 1 hour.',
  );
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toBeVisible();
  await shotAtWidths(page, 'forgot-password-sent');
  await expectNoSeriousA11yViolations(page);

  // The ADMIN reads the reset e-mail in the outbox; the user opens its link.
  const link = await readPasswordLink(user.email, PASSWORD_MAIL_SUBJECTS.reset);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await expect(page.getByText(`Account: ${user.email}`)).toBeVisible();
  expect(page.url(), 'the token is taken out of the address').not.toContain('token=');
  await shotAtWidths(page, 'set-password-reset');
  await expectNoSeriousA11yViolations(page);

  // AUTH-08: the shared policy, then the server's checks on their field.
  await fillNewPassword(page, NEW_PASSWORD, `${NEW_PASSWORD}x`);
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await fillNewPassword(page, FIRST_PASSWORD);
  await expect(page.getByText('New password must differ from the current password')).toBeVisible();
  await fillNewPassword(page, 'password123');
  await expect(
    page.getByText('Password must be 8 to 128 characters and not a commonly used password'),
  ).toBeVisible();
  await shotAtWidths(page, 'set-password-policy-error');
  await expectNoSeriousA11yViolations(page);

  await fillNewPassword(page, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/login\?passwordSet=1$/);
  await expect(page.getByRole('status')).toHaveText(PASSWORD_SET);
  await shotAtWidths(page, 'login-password-set');
  await expectNoSeriousA11yViolations(page);

  // The old password no longer works; the new one does.
  await signInAs(page, user.email, FIRST_PASSWORD);
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signInAs(page, user.email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/internal\/dashboard$/);
});

test('[AUTH-08] an invitation opened in a browser signed in as the ADMIN: choose a password, then sign in as the new user', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin);
  const user = await createFreshTagUser(page.request, 'invited');
  const link = await readPasswordLink(user.email, PASSWORD_MAIL_SUBJECTS.invitation);

  // A public page: the signed-in ADMIN is not sent into the app.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.firstName}` })).toBeVisible();
  await expect(page.getByText(`Account: ${user.email}`)).toBeVisible();
  await expect(page).toHaveURL(/\/set-password$/);
  await shotAtWidths(page, 'set-password-invitation');
  await expectNoSeriousA11yViolations(page);

  // The show/hide toggle, from the keyboard.
  await page.getByLabel('New password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Show new password' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('New password', { exact: true })).toHaveAttribute('type', 'text');

  await fillNewPassword(page, FIRST_PASSWORD);
  await expect(page).toHaveURL(/\/auth\/login\?passwordSet=1$/);
  await expect(page.getByRole('status')).toHaveText(PASSWORD_SET);
  await signInAs(page, user.email, FIRST_PASSWORD);
  await expect(page).toHaveURL(/\/internal\/dashboard$/);
  await expect(page.getByText(`Welcome, ${user.firstName}`)).toBeVisible();
});

test('a used or malformed link shows the invalid-link message and offers a new one', async ({
  page,
  request,
}) => {
  await signInAsAdmin(request);
  const user = await createFreshTagUser(request, 'used');
  const link = await readPasswordLink(user.email, PASSWORD_MAIL_SUBJECTS.invitation);
  await setPasswordThroughApi(request, link, FIRST_PASSWORD);

  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(LINK_INVALID);
  await expect(page.getByRole('heading', { level: 1, name: 'This link cannot be used' })).toBeVisible();
  await shotAtWidths(page, 'set-password-invalid');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/set-password#token=not-a-token');
  await expect(page.getByRole('alert')).toHaveText(LINK_INVALID);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

// Last in the file on purpose: it spends this network's hourly reset requests (no other spec asks for one).
test('too many reset requests from one network: the page says how long to wait', async ({ page }) => {
  let status = 0;
  for (let i = 0; i < 12 && status !== 429; i += 1) {
    const response = await page.request.post('/api/auth/forgot-password', {
      data: { email: `nobody.${i}@links.talentdesk.test` },
    });
    status = response.status();
  }
  expect(status).toBe(429);

  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody@links.talentdesk.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('alert')).toHaveText(/^Too many requests\. Try again in \d+ minutes?\.$/);
  await expect(page.getByLabel('Email')).toHaveValue('nobody@links.talentdesk.test');
  await shotAtWidths(page, 'forgot-password-too-many');
  await expectNoSeriousA11yViolations(page);
});
