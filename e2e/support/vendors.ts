import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO, DEMO_PASSWORD } from './demo.js';

/** A notistack toast with this text. */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('#notistack-snackbar').filter({ hasText: text });

/** Opens a vendor's details page from the list, by searching its name (the list's URL state). */
export async function openVendor(page: Page, name: string): Promise<void> {
  await page.goto(`/internal/vendors?search=${encodeURIComponent(name)}`);
  await page.getByRole('table', { name: 'Vendors' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/**
 * Puts a demo vendor back to ACTIVE through the API as the demo ADMIN, so that a test failing half-way
 * through a deactivation does not leave the vendor's users locked out for the other browser tests.
 * A no-op when it is active.
 */
export async function reactivateVendor(request: APIRequestContext, name: string): Promise<void> {
  const login = await request.post('/api/auth/login', {
    data: { email: DEMO.admin.email, password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const list = await request.get(`/api/vendors?search=${encodeURIComponent(name)}`);
  const { content } = (await list.json()) as { content: { externalId: string; name: string }[] };
  const vendor = content.find((v) => v.name === name);
  if (!vendor) throw new Error(`no vendor named ${name}`);
  expect((await request.put(`/api/vendors/${vendor.externalId}/activate`)).ok()).toBe(true);
}
