import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { createFreshTagUser, PASSWORD_MAIL_SUBJECTS, signInAsAdmin } from './support/password-links.js';
import { shotAtWidths } from './support/screenshot.js';
import { openAccountMenu, signIn, signOut } from './support/session.js';
import { waitForMail } from './support/smtp-inbox.js';
import { RUN_LETTERS } from './support/unique.js';
import { toast } from './support/vendors.js';

const API = '/api/settings/general-email-templates';
const LIST = /\/internal\/settings\/general-email-templates$/;
const FIRST_PASSWORD = 'Harbour-lights-2026';

type Wording = { externalId: string; subject: string; body: string };

/** The stored invitation template, read as the signed-in ADMIN of `api`. */
async function invitationTemplate(api: APIRequestContext): Promise<Wording> {
  const list = (await (await api.get(API)).json()) as { content: { key: string; externalId: string }[] };
  const row = list.content.find((template) => template.key === 'INVITATION');
  if (!row) throw new Error('no INVITATION template');
  return (await (await api.get(`${API}/${row.externalId}`)).json()) as Wording;
}

test('[SET-01][SET-03][ETPL-06] an ADMIN rewords the invitation in Settings; a new user receives the new wording with a working link', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // Other specs read the invitation too: its stored wording is put back whatever happens here.
  await signInAsAdmin(request);
  const original = await invitationTemplate(request);
  await signIn(page, DEMO.admin);
  try {
    await openAccountMenu(page);
    await page.getByRole('menuitem', { name: 'Settings' }).click();
    await expect(page).toHaveURL(/\/internal\/settings\/locations$/); // SET-02: the default page
    await page
      .getByRole('navigation', { name: 'Settings pages' })
      .getByRole('link', { name: 'General e-mail templates' })
      .click();
    await expect(page).toHaveURL(LIST);
    await expect(page.getByRole('heading', { level: 1, name: 'General e-mail templates' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Password reset' })).toBeVisible();
    await shotAtWidths(page, 'general-email-templates-list');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name: 'Edit Invitation' }).click();
    await expect(page).toHaveURL(/\/general-email-templates\/[0-9a-f-]{36}\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit Invitation' })).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toBeDisabled();
    const body = page.getByRole('textbox', { name: 'Message' });
    await expect(body.locator('span[data-variable="action.link"]')).toHaveText('{{action.link}}');

    // New wording with the general variables from the editor's menu (no candidate ones there).
    await body.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.type(`Welcome aboard ${RUN_LETTERS}, `);
    await page.getByRole('button', { name: 'Insert variable' }).click();
    await expect(page.getByRole('menuitem', { name: /^Candidate:/ })).toHaveCount(0);
    await page.getByRole('menuitem', { name: 'User: First name' }).click();
    await page.keyboard.press('Backspace'); // the space the editor puts after a chip, before a full stop
    await page.keyboard.type('. Pick your password here: ');
    await page.getByRole('button', { name: 'Insert variable' }).click();
    await page.getByRole('menuitem', { name: 'Link: Link', exact: true }).click();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shotAtWidths(page, 'general-email-template-edit');
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'Preview for a sample user' });
    await expect(preview).toContainText('Subject: Your Talent Desk account: choose a password');
    await expect(
      preview.frameLocator('iframe').getByText(`Welcome aboard ${RUN_LETTERS}, Asha.`),
    ).toBeVisible();
    await shotAtWidths(page, 'general-email-template-preview');
    await preview.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'E-mail template saved')).toBeVisible();
    await expect(page).toHaveURL(LIST);

    // The view page shows the stored wording, read-only.
    await page.getByRole('link', { name: 'View Invitation' }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toContainText(
      `Welcome aboard ${RUN_LETTERS}`,
    );
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await shotAtWidths(page, 'general-email-template-view');
    await expectNoSeriousA11yViolations(page);

    // A new user: the invitation at the SMTP server has the new wording and a link that works.
    const user = await createFreshTagUser(page.request, 'reworded');
    const mail = await waitForMail(user.email, PASSWORD_MAIL_SUBJECTS.invitation);
    expect(mail.text).toMatch(
      new RegExp(
        `^Welcome aboard ${RUN_LETTERS}, ${user.firstName}\\. Pick your password here: http\\S+/set-password#token=`,
      ),
    );
    const link = /\/set-password#token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0] ?? '';
    expect(mail.html).toContain(`${link}</a>`);
    // The ADMIN sees the same message in the outbox, rendered as its recipient reads it.
    await page.goto(`/internal/settings/mail-outbox?search=${encodeURIComponent(user.email)}`);
    await page
      .getByRole('table', { name: 'Outgoing e-mails' })
      .getByRole('link', { name: user.email })
      .click();
    await expect(
      page
        .frameLocator('iframe[title="HTML body of the e-mail"]')
        .getByRole('link', { name: /set-password#token=/ }),
    ).toBeVisible();
    await shotAtWidths(page, 'general-email-invitation-received');
    await signOut(page);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${user.firstName}` })).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByLabel('Confirm password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?passwordSet=1$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/internal\/dashboard$/);
  } finally {
    const restored = await request.put(`${API}/${original.externalId}`, {
      data: { subject: original.subject, body: original.body },
    });
    expect(restored.status()).toBe(200);
  }
});

test('[SET-01] a TAG has no Settings: not in the avatar menu, its URLs lead to the dashboard, the API refuses', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter);
  await openAccountMenu(page);
  await expect(page.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  for (const path of ['/internal/settings', '/internal/settings/general-email-templates']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/internal\/dashboard$/);
  }
  expect((await page.request.get(API)).status()).toBe(403);
});
