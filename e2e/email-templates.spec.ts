import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { waitForMail } from './support/smtp-inbox.js';
import { DEMO } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { RUN_LETTERS } from './support/unique.js';
import { toast } from './support/vendors.js';

test('[ETPL-01][ETPL-06][ETPL-16][ETPL-18][ETPL-26] an ADMIN writes an e-mail template with variables inserted as chips, saves it and finds it in the list', async ({
  page,
}) => {
  const title = `Welcome back ${RUN_LETTERS}`;
  // ETPL-26 says the editor comes from a CDN; ours is bundled (the app runs offline): no other origin.
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  await signIn(page, DEMO.admin, '/internal/engagement');
  await page
    .getByRole('navigation', { name: 'Engagement pages' })
    .getByRole('link', { name: 'E-mail templates' })
    .click();
  await expect(page).toHaveURL(/\/email-templates$/);
  await page.getByRole('link', { name: 'New e-mail template' }).click();
  await page.getByLabel(/^Title/).fill(title);
  await page.getByLabel(/^Subject/).fill('News for you');
  const body = page.getByRole('textbox', { name: 'Message' });
  await body.click();
  await page.keyboard.type('Hello ');
  await page.getByRole('button', { name: 'Insert variable' }).click();
  await page.getByRole('menuitem', { name: 'Candidate: First name' }).click();
  await page.keyboard.type(', a new role is open. Tell us here: ');
  await page.getByRole('button', { name: 'Insert variable' }).click();
  await page.getByRole('menuitem', { name: 'Survey: Survey link' }).click();
  await expect(body.locator('span[data-variable="candidate.firstName"]')).toHaveText(
    '{{candidate.firstName}}',
  );
  await page.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('Thanks!');
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'email-template-new');
  expect([...origins].filter((origin) => origin.startsWith('http'))).toEqual([new URL(page.url()).origin]);

  await page.getByRole('button', { name: 'Create template' }).click();
  await expect(toast(page, 'Successfully created a new email template!')).toBeVisible();
  await expect(page).toHaveURL(/\/email-templates$/);
  await page.getByLabel('Search title or subject').fill(RUN_LETTERS);
  // Wait for the search to land in the URL: a click before it, while the lazy view page loads, would be
  // overtaken by the search's own navigation back to the list.
  await expect(page).toHaveURL(new RegExp(`search=${RUN_LETTERS}`));
  const grid = page.getByRole('table', { name: 'E-mail templates' });
  await grid.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/view$/);
  // The view reads as content: the facts as text and the message as a sample candidate reads it, no
  // disabled fields.
  await expect(page.getByRole('definition').filter({ hasText: 'News for you' })).toBeVisible();
  await expect(page.frameLocator('iframe').getByText('Hello Asha')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'email-template-view');

  // A test e-mail to oneself.
  await page.getByRole('button', { name: 'Send test e-mail' }).click();
  await expect(toast(page, `A test e-mail is on its way to ${DEMO.admin.email}.`)).toBeVisible();
  // It arrives at the e2e server's SMTP server: the subject and body filled for the sample candidate.
  const received = await waitForMail(DEMO.admin.email, '[Test] News for you');
  expect(received.html).toContain('Hello Asha');
  expect(received.text).toContain('Hello Asha');
});

test('[ETPL-02] a TAG only views e-mail templates: no New or Edit, and the edit and new URLs lead to the view and the list', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter, '/internal/engagement/email-templates');
  const grid = page.getByRole('table', { name: 'E-mail templates' });
  await expect(grid.getByRole('link', { name: 'Invitation to an open role' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New e-mail template' })).toHaveCount(0);
  await grid.getByRole('link', { name: 'Invitation to an open role' }).click();
  await expect(page).toHaveURL(/\/view$/);
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
  // Read-only views read as content, not as greyed-out fields.
  await expect(page.getByRole('definition').filter({ hasText: 'Invitation to an open role' })).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await page.goto(page.url().replace(/\/view$/, '/edit'));
  await expect(page).toHaveURL(/\/view$/);
  await page.goto('/internal/engagement/email-templates/new');
  await expect(page).toHaveURL(/\/email-templates$/);
});

test('[ETPL-25] an unknown e-mail template says so and goes back to the list', async ({ page }) => {
  await signIn(
    page,
    DEMO.admin,
    '/internal/engagement/email-templates/00000000-0000-4000-8000-000000000000/view',
  );
  await expect(toast(page, 'email template not found')).toBeVisible();
  await expect(page).toHaveURL(/\/email-templates$/);
});
