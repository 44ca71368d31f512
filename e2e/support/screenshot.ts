import type { Page } from '@playwright/test';

/** Saves a full-page screenshot under test-results/screens/ for a human to look at. */
export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}
