import { expect, test, type Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { createTagUserWithPassword, signInAsAdmin } from './support/password-links.js';
import { shotAtWidths } from './support/screenshot.js';
import { openAccountMenu, signIn, signOut } from './support/session.js';
import { findUsers } from './support/users.js';

// Issue 25: two-factor sign-in. The demo data has it off for staff, and other specs sign in as the demo
// users in parallel: this journey uses a TAG user of its own, and never changes the security settings.

const PASSWORD = 'Second-factor-journey-7';
const WRONG_CODE_MESSAGE =
  'That code is not right, or it was already used. Wait for the next code and try again';
const RESET_MESSAGE = 'Two-factor sign-in was reset: the user sets it up again at their next sign-in';

function totpNow(base32: string): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(base32), digits: 6, period: 30 }).generate();
}

async function signInWithPassword(page: Page, email: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a user turns two-factor sign-in on, signs in with a code, and an ADMIN resets it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAsAdmin(request);
  const user = await createTagUserWithPassword(request, 'twofactor', PASSWORD);

  // Signed in with the password alone (off), the user opens Sign-in security from the avatar menu.
  await signInWithPassword(page, user.email);
  await expect(page).toHaveURL(/\/internal\/dashboard/);
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Sign-in security' }).click();
  await expect(page).toHaveURL(/\/internal\/sign-in-security$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in security' })).toBeVisible();
  await expect(page.getByText('Off', { exact: true })).toBeVisible();

  // Turn on: the password, then the QR code (or the key typed), a code of the app, the recovery codes.
  await page.getByRole('button', { name: 'Turn on' }).click();
  const passwordDialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
  await passwordDialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await passwordDialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'two-factor-enrolment');

  const secret = ((await page.getByLabel('Set-up key').textContent()) ?? '').replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]+=*$/);
  await page.getByLabel('Authentication code').fill(totpNow(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();

  const codesList = page.getByRole('list', { name: 'Save your recovery codes' });
  await expect(codesList.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = (await codesList.getByRole('listitem').allTextContents()).map((code) => code.trim());
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'two-factor-recovery-codes');
  await page.getByRole('checkbox', { name: 'I have saved these codes' }).check();
  await continueButton.click();
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByText('Recovery codes left')).toBeVisible();

  // Signing in again: the password, then the code step. A wrong code says so on the field.
  await signOut(page);
  await signInWithPassword(page, user.email);
  const codeField = page.getByLabel('Authentication code');
  await expect(codeField).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'two-factor-code-step');
  await codeField.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(WRONG_CODE_MESSAGE)).toBeVisible();
  await expect(codeField).toBeFocused();

  // The code just used to turn it on would be a replay: a recovery code signs in at once.
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0] ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/internal\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // A reload keeps the fully signed-in session; one recovery code is used up.
  await page.goto('/internal/sign-in-security');
  await expect(page.getByText('On', { exact: true })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: /^9$/ })).toBeVisible();

  // The ADMIN resets it from the user's page.
  await page.request.get('/api/auth/logout');
  const [row] = await findUsers(request, `search=${encodeURIComponent(user.email)}`);
  expect(row?.email).toBe(user.email);
  await signIn(page, DEMO.admin, `/internal/users/${row?.externalId ?? ''}`);
  await page.getByRole('button', { name: 'Reset two-factor sign-in' }).click();
  const resetDialog = page.getByRole('dialog', { name: /Reset two-factor sign-in of/ });
  await expect(resetDialog.getByText(/authenticator app and recovery codes stop working/)).toBeVisible();
  await resetDialog.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText(RESET_MESSAGE)).toBeVisible();

  // Staff need no second factor in the demo data: the password alone signs the user in again.
  await page.request.get('/api/auth/logout');
  const again = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: PASSWORD },
  });
  expect(again.status()).toBe(200);
  expect(((await again.json()) as { secondFactor: string }).secondFactor).toBe('done');
});
