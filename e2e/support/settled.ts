import type { Page } from '@playwright/test';

/**
 * Waits until the page is still: two frames for layout work (resize observers, grid autosizing), then
 * every finite animation or transition (menus, dialogs, drawers) to its end. Infinite ones (spinners)
 * are not waited for. This replaces fixed sleeps before screenshots and layout checks.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    await frame();
    await frame();
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await frame();
  });
}
