import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';

test('an ADMIN filters the audit log by actor and action and opens a change as old -> new', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin, '/internal/settings/audit-log');
  // The run's first spec: the first page load of a fresh server also loads the shell's chunks cold.
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible({ timeout: 30_000 });

  // A change to look for: a user created and then deactivated by the ADMIN.
  const stamp = Date.now();
  const created = await page.request.post('/api/users', {
    data: {
      firstName: 'Audit',
      lastName: `Trail ${stamp}`,
      email: `audit.trail.${stamp}@talentdesk.test`,
      country: 'India',
      role: 'TAG',
      vendorExternalId: null,
      password: '',
    },
  });
  expect(created.status()).toBe(201);
  const { externalId } = (await created.json()) as { externalId: string };
  expect((await page.request.put(`/api/users/${externalId}/deactivate`)).status()).toBe(200);

  // Who: the demo ADMIN, found by name in the users list; What: deactivations.
  const who = page.getByRole('combobox', { name: 'Who' });
  await who.fill(DEMO.admin.email);
  // The list follows the typing (debounced): one user has that address.
  await expect(page.getByRole('option')).toHaveCount(1);
  await page.getByRole('option').click();
  await expect(page).toHaveURL(/actor=/);
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'User deactivated', exact: true }).click();
  await expect(page).toHaveURL(/action=user\.deactivated/);

  const table = page.getByRole('table', { name: 'Audit events' });
  const row = table.getByRole('row').filter({ hasText: `Audit Trail ${stamp}` });
  await expect(row).toHaveCount(1);
  await expect(table.getByRole('row').nth(1)).toContainText('User deactivated');
  await shotAtWidths(page, 'audit-log');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: '1 change' }).click();
  const drawer = page.getByRole('dialog', { name: 'User deactivated' });
  await expect(drawer).toBeVisible();
  const change = drawer.getByRole('table', { name: 'Changed fields' }).getByRole('row').nth(1);
  await expect(change.getByRole('cell')).toHaveText(['status', 'ACTIVE', 'INACTIVE']);
  await expect(drawer).toContainText(`User · Audit Trail ${stamp}`);
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // A range that ends before it starts says so on To, and asks nothing of the server.
  await page.getByRole('group', { name: 'From (UTC day)' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('01022026');
  await page.getByRole('group', { name: 'To (UTC day)' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('01012026');
  await expect(page).toHaveURL(/from=2026-02-01&to=2026-01-01/);
  await expect(page.getByText('The start day must not be after the end day')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export' })).toBeDisabled();
});

test('the audit log is not offered to a TAG, and its API refuses them', async ({ page }) => {
  await signIn(page, DEMO.recruiter);
  expect((await page.request.get('/api/audit-events')).status()).toBe(403);
  await page.goto('/internal/settings/audit-log');
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toHaveCount(0);
});
