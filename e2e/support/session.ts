import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoUser } from './demo.js';

/** Signs in through the login page, as a user does, and waits for the landing page. */
export async function signInWithForm(page: Page, user: DemoUser, password = DEMO_PASSWORD): Promise<void> {
  if (!page.url().includes('/auth/login')) await page.goto('/auth/login');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/internal\//);
}

/**
 * Signs in with one API call (the page shares its cookies) and opens `path`: a test that starts on a
 * list does not load the login page and the dashboard first. `null` opens nothing, for a test that sets
 * up its data through the API before opening its page. The login page's journey is signInWithForm's.
 */
export async function signIn(
  page: Page,
  user: DemoUser,
  path: string | null = '/internal/dashboard',
): Promise<void> {
  const response = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: DEMO_PASSWORD },
  });
  expect(response.status(), `sign-in of ${user.email}`).toBe(200);
  if (path !== null) await page.goto(path);
}

export async function openAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
}

export async function signOut(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
}

/** Ends the current session through the API and signs in as another user. */
export async function switchUser(page: Page, user: DemoUser): Promise<void> {
  await page.request.get('/api/auth/logout');
  await signIn(page, user);
}
