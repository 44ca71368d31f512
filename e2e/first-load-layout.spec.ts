import { expect, test, type Page } from '@playwright/test';
import { DEMO } from './support/demo.js';
import { signIn } from './support/session.js';
import { settled } from './support/settled.js';

// The first load of a list must not move what is already drawn (Lighthouse's CLS under 0.05):
// the grid's skeleton is as tall as the rows it waits for, and the first rows wait for their columns'
// widths instead of being drawn at the default ones and then jumping.

type ShiftWindow = Window & { layoutShift?: number };

/** Sums the layout shifts not caused by input, from the document's start (before the app runs). */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const target = window as ShiftWindow;
    target.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) target.layoutShift = (target.layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShift = (page: Page) => page.evaluate(() => (window as ShiftWindow).layoutShift ?? 0);

test.use({ viewport: { width: 1440, height: 900 } });

test('the candidate list first load moves nothing already drawn when its rows arrive', async ({ page }) => {
  await recordLayoutShifts(page);
  await signIn(page, DEMO.admin, '/internal/candidates');
  const grid = page.getByRole('grid');
  await expect(grid.getByRole('row')).toHaveCount(16); // the header row and a page of 15
  await expect(grid.getByRole('columnheader').first()).toBeVisible();
  await settled(page);
  expect(await layoutShift(page)).toBeLessThan(0.05);
});
