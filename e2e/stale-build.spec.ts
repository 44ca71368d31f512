import { expect, test } from '@playwright/test';
import { DEMO } from './support/demo.js';
import { signIn } from './support/session.js';

test('a tab of an older build whose page code is gone offers a reload instead of a blank page, and the reload works', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // As after a deploy past the kept week: this tab's chunks are no longer on the server.
  await page.route('**/assets/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Candidates' })
    .click();
  const notice = page.getByRole('alert').filter({ hasText: 'Talent Desk was updated' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Reload to continue where you were.');
  // The shell stays: the menu is still there.
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await page.unroute('**/assets/**');
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
});
