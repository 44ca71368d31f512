import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The axe impacts that fail a page: a user is blocked or badly hindered. */
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe (WCAG 2.x A/AA and best practices) on the page as it is now and fails on any serious or
 * critical violation, listing each rule with the elements it found.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking, `axe on ${page.url()}`).toEqual([]);
}
