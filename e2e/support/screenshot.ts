import { expect, type Page } from '@playwright/test';
import { emulateSystemColorScheme } from './color-scheme.js';
import { settled } from './settled.js';

/**
 * Saves full-page screenshots under test-results/screens/ for a human to look at: `{name}.png` in the
 * light scheme and `{name}-dark.png` in the dark one (the system's setting switched, then put back).
 * They are taken from the top of the page (a scrolled page would show the sticky top bar across the
 * middle), then the scroll position is put back for the test.
 */
export async function shot(page: Page, name: string): Promise<void> {
  // CI has nobody to look at them: E2E_SCREENSHOTS=off skips the pictures (layout checks still run).
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  const scrolled = await page.evaluate(() => [window.scrollX, window.scrollY] as const);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
  await emulateSystemColorScheme(page, 'dark');
  try {
    await page.screenshot({ path: `test-results/screens/${name}-dark.png`, fullPage: true });
  } finally {
    await emulateSystemColorScheme(page, 'light');
  }
  await page.evaluate(([x, y]) => window.scrollTo(x, y), scrolled);
}

/** The widths every page is looked at: a desktop and a phone. */
export const SCREEN_WIDTHS = [1440, 390] as const;

/**
 * Saves `{name}-1440.png` and `{name}-390.png`: the page at a desktop and at a phone width, then puts
 * the viewport back. Layout settles (media queries, grid autosizing) before each picture, and at each
 * width the page must fit: nothing makes it scroll sideways.
 */
export async function shotAtWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await settled(page);
    await shot(page, `${name}-${width}`);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(width);
  }
  if (original) await page.setViewportSize(original);
}
