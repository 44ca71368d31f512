import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO, DEMO_PASSWORD } from './support/demo.js';
import { shot } from './support/screenshot.js';
import { openAccountMenu, signIn, signInWithForm } from './support/session.js';

const NEW_PASSWORD = 'Lighthouse-keeper-42';

test('[AUTH-03][AUTH-09][AUTH-10][AUTH-11][AUTH-12] change password end to end, then sign in with the new one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, DEMO.recruiter);
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/\/internal\/change-password$/);
  await shot(page, 'change-password');
  await expectNoSeriousA11yViolations(page);

  // AUTH-11: a wrong current password shows the server's message.
  await page.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();

  // AUTH-12: a common password gets the 'password must be' message.
  await page.getByLabel('Current password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('password123');
  await page.getByLabel('Confirm password', { exact: true }).fill('password123');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Password must be 8 to 128 characters and not a commonly used password'),
  ).toBeVisible();
  await shot(page, 'change-password-policy-error');
  await expectNoSeriousA11yViolations(page);

  // AUTH-10: success toast, then signed out after 5 seconds.
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Password changed/)).toBeVisible();
  await shot(page, 'change-password-success');
  await expect(page).toHaveURL(/\/auth\/login/, { timeout: 15_000 });

  // The old password no longer works; the new one does. Then restore the demo password.
  await page.getByLabel('Email').fill(DEMO.recruiter.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  await signInWithForm(page, DEMO.recruiter, NEW_PASSWORD);
  const restore = await page.request.post('/user-service/user/change/password', {
    data: { currentPassword: NEW_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
  });
  expect(restore.status()).toBe(200);
});
