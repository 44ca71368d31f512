import type { Page } from '@playwright/test';
import { settled } from './settled.js';

/**
 * Switches the system's colour scheme and waits until the app has followed it: the root's
 * data-color-scheme (app/use-color-mode-theme.ts) names the scheme shown, the dark theme's chunk
 * loaded. A scheme chosen in the avatar menu wins over the system's, as in the app.
 */
export async function emulateSystemColorScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction((system) => {
    const chosen = localStorage.getItem('talent-desk.color-mode');
    const root = document.documentElement.getAttribute('data-color-scheme');
    return root === null || root === (chosen ?? system);
  }, scheme);
  await settled(page);
}
