import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { emulateSystemColorScheme } from './color-scheme.js';
import { settled } from './settled.js';

/** The axe impacts that fail a page: a user is blocked or badly hindered. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Frames sandboxed with no permission at all (an e-mail's HTML, mail-html-frame.tsx): axe cannot run inside them, and trying stalls
 * the run for its frame timeout (46 s seen) instead of failing. Always left out.
 */
const SCRIPTLESS_FRAMES = 'iframe[sandbox=""]';

export type A11yOptions = {
  /** Further selectors axe leaves out. */
  exclude?: readonly string[];
  /**
   * The scheme the page is checked in (the system's setting switched, the same page). The journeys check
   * every page in the light one; the theme walk (theme.spec.ts) checks every main page again in the dark
   * one, so each page is checked in both without running axe twice per journey.
   */
  scheme?: 'light' | 'dark';
};

/**
 * Runs axe (WCAG 2.x A/AA and best practices) on the page as it is now, in the light scheme or, with
 * `scheme: 'dark'`, in the dark one, and fails on any serious or critical violation, listing each rule
 * with the elements it found. The page is left light.
 */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  if (options.scheme !== 'dark') return expectNoSeriousViolationsNow(page, options, 'light');
  await emulateSystemColorScheme(page, 'dark');
  try {
    await expectNoSeriousViolationsNow(page, options, 'dark');
  } finally {
    await emulateSystemColorScheme(page, 'light');
  }
}

async function expectNoSeriousViolationsNow(
  page: Page,
  { exclude = [] }: A11yOptions,
  scheme: 'light' | 'dark',
): Promise<void> {
  // The page a user reads, not one on its way: nothing says it is busy (the dashboard, while it mounts
  // its blocks one after another; a page loading), no virtualised grid (respondents) still hides its
  // content before its first measure, and no such grid's header row is still without its cells (drawn a
  // frame before them).
  await page.waitForFunction(
    () =>
      !document.querySelector('[aria-busy="true"], .MuiDataGrid-main--hiddenContent') &&
      [...document.querySelectorAll('.MuiDataGrid-columnHeaders [role="row"]')].every((row) =>
        row.querySelector('[role="columnheader"]'),
      ),
  );
  // A grid that has just mounted draws its header cells once it knows its width (a resize observer).
  await settled(page);
  // Only violations are read: axe skips gathering the nodes that pass, most of its time on a long page.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  for (const selector of [SCRIPTLESS_FRAMES, ...exclude]) builder.exclude(selector);
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking, `axe on ${page.url()} (${scheme} scheme)`).toEqual([]);
}
