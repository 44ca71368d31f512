import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { openAccountMenu, signIn } from './support/session.js';
import { waitForMail } from './support/smtp-inbox.js';

const OUTBOX = /\/internal\/settings\/mail-outbox$/;
const HTML_FRAME = 'iframe[title="HTML body of the e-mail"]';

test('[SET-01] ADMIN sends a test e-mail through the queue and reads it in the mail outbox', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.admin);
  await openAccountMenu(page);
  // The outbox is a page of Settings, reached from the settings navigation.
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await page
    .getByRole('navigation', { name: 'Settings pages' })
    .getByRole('link', { name: 'Mail outbox' })
    .click();
  await expect(page).toHaveURL(OUTBOX);
  await expect(page.getByRole('heading', { level: 1, name: 'Mail outbox' })).toBeVisible();

  // A fresh database has sent nothing yet: the empty state says so and what to do.
  const table = page.getByRole('table', { name: 'Outgoing e-mails' });
  const empty = page.getByRole('status').filter({ hasText: 'No e-mails yet' });
  if (await empty.isVisible()) {
    await shotAtWidths(page, 'mail-outbox-empty');
    await expectNoSeriousA11yViolations(page);
  }

  await page.getByRole('button', { name: 'Send test e-mail' }).click();
  await expect(page.getByText(`Test e-mail queued for ${DEMO.admin.email}`)).toBeVisible();
  // The e2e server's SMTP_URL is a real SMTP server: the worker delivers the message there, and the
  // list, which refreshes while a message is queued, shows it sent.
  const row = table.getByRole('row').filter({ hasText: 'Talent Desk test e-mail' }).first();
  await expect(row).toContainText(DEMO.admin.email);
  await expect(row).toContainText('Sent', { timeout: 20_000 });
  const delivered = await waitForMail(DEMO.admin.email, 'Talent Desk test e-mail');
  // mailparser's `text` quotes a display name with a space; the parsed address is what was sent.
  expect(delivered.from?.value[0]).toMatchObject({
    name: 'Talent Desk',
    address: 'no-reply@talentdesk.test',
  });
  expect(delivered.text).toContain('If you are reading it, outgoing mail works.');
  await shotAtWidths(page, 'mail-outbox-list');
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('link', { name: DEMO.admin.email }).click();
  await expect(page).toHaveURL(/\/internal\/settings\/mail-outbox\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Talent Desk test e-mail' })).toBeVisible();
  await expect(page.getByText('Talent Desk <no-reply@talentdesk.test>')).toBeVisible();
  const html = page.frameLocator(HTML_FRAME);
  await expect(html.getByRole('heading', { name: 'Talent Desk test e-mail' })).toBeVisible();
  await expect(html.getByText('If you are reading it, outgoing mail works.')).toBeVisible();
  await shotAtWidths(page, 'mail-message-html');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('tab', { name: 'Plain text' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('outgoing mail works');
  await shotAtWidths(page, 'mail-message-text');
  await expectNoSeriousA11yViolations(page);

  // Back to the list; a search that matches nothing says so and offers to clear it.
  await page.getByRole('link', { name: 'Back to the outbox' }).click();
  await page.getByLabel('Search recipient or subject').fill('no-such-recipient');
  await expect(page).toHaveURL(/search=no-such-recipient/);
  await expect(page.getByText('No e-mails match')).toBeVisible();
  await shotAtWidths(page, 'mail-outbox-no-match');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(page.getByLabel('Search recipient or subject')).toHaveValue('');
  await expect(table.getByRole('row').filter({ hasText: 'Talent Desk test e-mail' }).first()).toBeVisible();
});

for (const user of [DEMO.recruiter, DEMO.acme]) {
  test(`[SET-01] ${user.role} has no Settings (so no Mail outbox): not in the avatar menu, and its URL leads to the dashboard`, async ({
    page,
  }) => {
    await signIn(page, user);
    await openAccountMenu(page);
    await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Mail outbox' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto('/internal/settings/mail-outbox');
    await expect(page).toHaveURL(/\/internal\/dashboard$/);
  });
}
