import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO, type DemoUser } from './support/demo.js';
import { shot } from './support/screenshot.js';
import { openAccountMenu, signIn, signInWithForm, signOut } from './support/session.js';
import { settled } from './support/settled.js';

const roleLine: Record<string, string> = {
  [DEMO.admin.email]: 'Admin',
  [DEMO.recruiter.email]: 'TAG',
  [DEMO.acme.email]: 'vendor user of Acme Staffing',
  [DEMO.globex.email]: 'vendor user of Globex Talent',
};

for (const [key, user] of Object.entries(DEMO) as [string, DemoUser][]) {
  test(`[AUTH-01][NAV-04][NAV-16][NAV-17][NAV-18][NAV-12][NAV-13][DASH-01][DASH-02][DASH-03] ${user.role} ${key} signs in and sees the dashboard, navigation and avatar menu`, async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await shot(page, 'login');
    await expectNoSeriousA11yViolations(page);
    await signInWithForm(page, user);
    await expect(page).toHaveURL(/\/internal\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    // NAV-12 order.
    await expect(nav.getByRole('link', { name: 'Candidates' })).toBeVisible();
    expect(await nav.getByRole('link').allTextContents()).toEqual(
      user.role === 'VENDOR'
        ? ['Vacancies', 'Candidates']
        : ['Users', 'Vendors', 'Vacancies', 'Candidates', 'Engagement'],
    );
    if (user.role === 'VENDOR') {
      // NAV-13: a vendor user never gets Users, Vendors or Engagement.
      for (const hidden of ['Users', 'Vendors', 'Engagement']) {
        await expect(nav.getByRole('link', { name: hidden })).toHaveCount(0);
      }
    }

    // DASH-02/03: the quick-create menu offers New Candidate to every role; New Vacancy never to VENDOR.
    await page.getByRole('button', { name: 'Create new' }).click();
    await expect(page.getByRole('menuitem', { name: 'New Candidate' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'New Vacancy' })).toHaveCount(
      user.role === 'VENDOR' ? 0 : 1,
    );
    await page.keyboard.press('Escape');

    await openAccountMenu(page);
    const menu = page.getByRole('menu');
    await expect(menu).toContainText(roleLine[user.email] ?? '');
    await expect(menu.getByRole('menuitem', { name: 'Change Password' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    if (user.role !== 'ADMIN') {
      await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveCount(0);
      await expect(menu.getByRole('menuitem', { name: 'Reports' })).toHaveCount(0);
    }
    await shot(page, `dashboard-${key}`);
    await page.keyboard.press('Escape');
  });
}

test('[NAV-02] an unknown internal path redirects to the dashboard', async ({ page }) => {
  await signIn(page, DEMO.recruiter, '/internal/no-such-section/42');
  await expect(page).toHaveURL(/\/internal\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('[NAV-20] a deep link while signed out goes to the login page, then back after sign-in', async ({
  page,
}) => {
  await page.goto('/internal/change-password');
  await expect(page).toHaveURL(/\/auth\/login/);
  await signInWithForm(page, DEMO.admin);
  await expect(page).toHaveURL(/\/internal\/change-password$/);
  await expect(page.getByLabel('Current password', { exact: true })).toBeVisible();
});

test('[NAV-14] on a narrow screen the navigation collapses into a menu that still navigates', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await signIn(page, DEMO.recruiter);
  const toggle = page.getByRole('button', { name: 'Open navigation' });
  await expect(toggle).toBeVisible();
  await shot(page, 'dashboard-narrow');
  await toggle.click();
  const item = page.getByRole('menuitem', { name: 'Candidates' });
  await expect(item).toBeVisible();
  await settled(page); // the menu's opening transition ends before the screenshot
  await shot(page, 'dashboard-narrow-menu-open');
  await expectNoSeriousA11yViolations(page);
  await item.click();
  await expect(page).toHaveURL(/\/internal\/candidates$/);
  await shot(page, 'candidate-list-narrow');
});

test('[AUTH-02] Log Out ends the session: the app returns to the login page and stays there', async ({
  page,
}) => {
  await signIn(page, DEMO.acme);
  await signOut(page);
  await page.goto('/internal/dashboard');
  await expect(page).toHaveURL(/\/auth\/login/);
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(401);
});
