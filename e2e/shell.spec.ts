import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO, type DemoUser } from './support/demo.js';
import { DEMO_VACANCY } from './support/demo-vacancy.js';
import {
  createFreshTagUser,
  PASSWORD_MAIL_SUBJECTS,
  readPasswordLink,
  signInAsAdmin,
} from './support/password-links.js';
import { shot } from './support/screenshot.js';
import { openAccountMenu, signIn, signInWithForm, signOut, switchUser } from './support/session.js';
import { settled } from './support/settled.js';

/** NAV-12's sections for staff; an ADMIN also finds Settings and Reports there (docs/decisions.md). */
const STAFF_NAV = ['Users', 'Vendors', 'Vacancies', 'Candidates', 'Engagement'];
const ADMIN_NAV = [...STAFF_NAV, 'Settings', 'Reports'];

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
      user.role === 'VENDOR' ? ['Vacancies', 'Candidates'] : user.role === 'ADMIN' ? ADMIN_NAV : STAFF_NAV,
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
    } else {
      // NAV-17: the avatar menu keeps them too.
      await expect(menu.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: 'Reports' })).toBeVisible();
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

test('an ADMIN reaches Settings and Reports from the main navigation at 1440 px and from the phone menu at 390 px; TAG does not', async ({
  page,
}) => {
  await signIn(page, DEMO.admin);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/internal\/settings\//);
  await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/internal\/reports\//);
  await expect(nav.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');

  await page.setViewportSize({ width: 390, height: 800 });
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const menu = page.getByRole('menu', { name: 'Main navigation' });
  expect(await menu.getByRole('menuitem').allTextContents()).toEqual(ADMIN_NAV);
  await settled(page);
  await shot(page, 'nav-menu-admin-390');
  await menu.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/internal\/settings\//);

  await switchUser(page, DEMO.recruiter);
  await page.getByRole('button', { name: 'Open navigation' }).click();
  expect(await menu.getByRole('menuitem').allTextContents()).toEqual(STAFF_NAV);
});

/** Pages without a session: sign-in, password links, the careers site, a campaign's survey and unsubscribe. */
test('anonymous pages never ask GET /api/auth/me and log no console error', async ({ page, request }) => {
  await signInAsAdmin(request);
  const invited = await createFreshTagUser(request, 'anonymous');
  const setPasswordLink = await readPasswordLink(invited.email, PASSWORD_MAIL_SUBJECTS.invitation);
  const vacancies = await request.get(`/api/vacancies?size=5&search=${DEMO_VACANCY.gloVacancyId}`);
  const [vacancy] = ((await vacancies.json()) as { content: { externalId: string }[] }).content;
  if (!vacancy) throw new Error('the demo vacancy is missing');

  const meCalls: string[] = [];
  const errors: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname === '/api/auth/me') meCalls.push(page.url());
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A made-up survey or unsubscribe token is the page's own 404 (it says the link is not valid).
    if (/\/api\/public\/(surveys|unsubscribe)\//.test(message.location().url)) return;
    errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));

  const fakeToken = 'x'.repeat(43);
  const visits: [string, RegExp | string][] = [
    ['/auth/login', 'Talent Desk'],
    ['/forgot-password', 'Forgot your password?'],
    [setPasswordLink, `Welcome, ${invited.firstName}`],
    [`/jobs/${vacancy.externalId}`, DEMO_VACANCY.title],
    [`/s/${fakeToken}`, 'This link is not valid'],
    [`/u/${fakeToken}`, 'This link is not valid'],
  ];
  for (const [path, heading] of visits) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // Following the sign-in page's own link keeps it so.
  await page.goto('/auth/login');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot-password/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(meCalls).toEqual([]);
  expect(errors).toEqual([]);
});
