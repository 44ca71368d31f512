import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { RUN_LETTERS } from './support/unique.js';
import { toast } from './support/vendors.js';

test('[STPL-01][STPL-08][STPL-09][STPL-11][STPL-16][NAV-11] a TAG builds a survey template: questions of several types, reordered with the keyboard, previewed, saved and edited', async ({
  page,
}) => {
  const title = `Availability check ${RUN_LETTERS}`;
  await signIn(page, DEMO.recruiter);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Engagement' })
    .click();
  // NAV-11: the engagement default path goes to campaigns.
  await expect(page).toHaveURL(/\/internal\/engagement\/campaigns$/);
  await page
    .getByRole('navigation', { name: 'Engagement pages' })
    .getByRole('link', { name: 'Survey templates' })
    .click();
  await expect(page).toHaveURL(/\/internal\/engagement\/survey-templates$/);
  await page.getByRole('link', { name: 'New survey template' }).click();
  await expect(page).toHaveURL(/\/survey-templates\/new$/);
  // The URL changes before the lazily loaded page replaces the list (whose search is also 'Title').
  await expect(page.getByRole('heading', { level: 1, name: 'New survey template' })).toBeVisible();

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill('Three quick questions about your next move.');
  const q1 = page.getByRole('region', { name: 'Question 1' });
  await q1.getByRole('textbox', { name: /^Question/ }).fill('Are you open to new roles?');
  await q1.getByRole('switch', { name: 'Mandatory' }).check();

  await page.getByRole('button', { name: 'Add question' }).click();
  const q2 = page.getByRole('region', { name: 'Question 2' });
  await q2.getByRole('textbox', { name: /^Question/ }).fill('Preferred work model');
  await q2.getByRole('combobox', { name: 'Answer type' }).click();
  await page.getByRole('option', { name: 'Single choice' }).click();
  const addOption = q2.getByRole('button', { name: 'Add option' });
  await addOption.click();
  // STPL-08: no second blank option while one is empty.
  await expect(addOption).toBeDisabled();
  await q2.getByLabel(/Option 1/).fill('Remote');
  await addOption.click();
  await q2.getByLabel(/Option 2/).fill('Hybrid');
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'survey-template-new');

  // Keyboard reordering: the arrow keys on the focused handle.
  const handle = q2.getByRole('button', { name: 'Drag question 2' });
  await handle.focus();
  await page.keyboard.press('ArrowUp');
  await expect(
    page.getByRole('status').filter({ hasText: 'Question 2 moved to position 1 of 2' }),
  ).toBeAttached();
  await expect(
    page.getByRole('region', { name: 'Question 1' }).getByRole('textbox', { name: /^Question/ }),
  ).toHaveValue('Preferred work model');

  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('dialog', { name: /Preview/ });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByRole('radio', { name: 'Hybrid' })).toBeVisible();
  await expect(preview.getByRole('radiogroup', { name: /Are you open to new roles/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await preview.getByRole('button', { name: 'Close' }).click();

  await page.getByRole('button', { name: 'Create template' }).click();
  await expect(toast(page, 'Survey template created')).toBeVisible();
  await expect(page).toHaveURL(/\/survey-templates$/);
  await page.getByLabel('Search title').fill(RUN_LETTERS);
  const grid = page.getByRole('table', { name: 'Survey templates' });
  await expect(grid.getByRole('link', { name: title })).toBeVisible();
  await shotAtWidths(page, 'survey-templates-list');

  // Edit: STPL-09, a new type clears the options.
  await grid.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${title}` })).toBeVisible();
  const first = page.getByRole('region', { name: 'Question 1' });
  await expect(first.getByLabel(/Option 1/)).toHaveValue('Remote');
  await first.getByRole('combobox', { name: 'Answer type' }).click();
  await page.getByRole('option', { name: 'Number' }).click();
  await expect(first.getByLabel(/Option 1/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Survey template updated')).toBeVisible();
});

test('[STPL-17] an unknown survey template says so and goes back to the list; a VENDOR has no engagement', async ({
  page,
}) => {
  await signIn(
    page,
    DEMO.admin,
    '/internal/engagement/survey-templates/00000000-0000-4000-8000-000000000000/edit',
  );
  await expect(toast(page, 'Survey template not found')).toBeVisible();
  await expect(page).toHaveURL(/\/survey-templates$/);
  await page.request.get('/api/auth/logout');
  await signIn(page, DEMO.acme, '/internal/engagement/survey-templates');
  await expect(page).toHaveURL(/\/internal\/dashboard$/);
});
