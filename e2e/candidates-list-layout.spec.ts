import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { shot } from './support/screenshot.js';
import { signIn } from './support/session.js';

/** Cells (and chip labels inside them) of the grid whose content is cut off, as `field: text`. */
function truncatedCells(page: Page, fields: readonly string[]): Promise<string[]> {
  return page.evaluate((names) => {
    const cut: string[] = [];
    for (const field of names) {
      for (const cell of document.querySelectorAll<HTMLElement>(`[role="cell"][data-field="${field}"]`)) {
        const parts = [cell, ...cell.querySelectorAll<HTMLElement>('.MuiChip-label, a, span')];
        if (parts.some((el) => el.scrollWidth > el.clientWidth + 1))
          cut.push(`${field}: ${cell.textContent}`);
      }
    }
    return cut;
  }, fields);
}

test('[LIST-01] at 1440 px status chips are shown in full; a name or e-mail that is cut shows in full on hover', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.recruiter, '/internal/candidates?countries=USA');
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(15)).toBeVisible();
  // Columns are sized to the rows once they are shown (a few frames later): wait until the chips fit.
  await expect.poll(() => truncatedCells(page, ['status', 'assessmentStatus'])).toEqual([]);
  // Long names and e-mails may be cut when the page's values do not all fit: each cut one has its title.
  const cut = await page.evaluate(
    () =>
      [
        ...document.querySelectorAll<HTMLElement>(
          '[role="cell"][data-field="fullName"] a, [role="cell"][data-field="email"] [title]',
        ),
      ]
        .filter((el) => el.scrollWidth > el.clientWidth + 1)
        .filter((el) => el.getAttribute('title') !== el.textContent).length,
  );
  expect(cut).toBe(0);
  // Whatever a narrower window cuts off stays readable on hover.
  const name = rows.nth(1).getByRole('link').first();
  await expect(name).toHaveAttribute('title', (await name.textContent()) ?? '');
  const email = rows.nth(1).locator('[data-field="email"] [title]');
  await expect(email).toHaveAttribute('title', /@/);
  // The page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
  await shot(page, 'candidate-list-columns-1440');
});

test('[LIST-01] on a 1280 px laptop the columns fit the grid: no sideways scrolling, cut values on hover', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, DEMO.recruiter, '/internal/candidates?countries=USA&backgroundStatuses=READY_FOR_BGC');
  await expect(page.getByRole('table').getByRole('row').nth(10)).toBeVisible();
  // Every column is inside the grid: the last one ends at or before the grid's right edge.
  const overhang = () =>
    page.evaluate(() => {
      const grid = document.querySelector('.MuiTableContainer-root')?.getBoundingClientRect();
      const cells = [...document.querySelectorAll('[role="cell"][data-field="createdAt"]')];
      const right = Math.max(...cells.map((cell) => cell.getBoundingClientRect().right));
      return grid ? right - grid.right : Infinity;
    });
  await expect.poll(overhang).toBeLessThanOrEqual(1);
  expect(await truncatedCells(page, ['createdAt'])).toEqual([]);
  // What a column cuts off is in its title.
  const cut = page.locator('[role="cell"][data-field="email"] [title]').first();
  await expect(cut).toHaveAttribute('title', /@/);
  await shot(page, 'candidate-list-columns-1280');
});

test('[LIST-01][LIST-02] at 390 px the list is one card per candidate with the pager in view, no sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, DEMO.recruiter, '/internal/candidates');
  const cards = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem');
  await expect(cards).toHaveCount(15);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Each card names the candidate (a link to the details), the e-mail and the status.
  const first = cards.first();
  await expect(first.getByRole('link')).toHaveAttribute('href', /\/internal\/candidates\/[0-9a-f-]{36}$/);
  await expect(first.getByText(/@/)).toBeVisible();

  // The pager is on the page and works.
  const next = page.getByRole('button', { name: 'Go to next page' });
  await next.scrollIntoViewIfNeeded();
  await expect(next).toBeInViewport();
  await expect(page.getByText(/^1–15 of \d+$/)).toBeInViewport();
  // The pager fits the phone: its line wraps instead of being cut off.
  const pager = page.locator('.MuiTablePagination-toolbar');
  expect(await pager.evaluate((bar) => bar.scrollWidth <= bar.clientWidth)).toBe(true);
  await shot(page, 'candidate-list-cards-390');
  await expectNoSeriousA11yViolations(page);
  await next.click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  // Page 1 stays on screen until page 2 arrives (both have 15 cards): wait for page 2's range, or the
  // check below lands on a card of page 1 that is then swapped away.
  await expect(page.getByText(/^16–30 of \d+$/)).toBeVisible();
  await expect(cards).toHaveCount(15);

  // Selecting a card counts it in the bulk bar, as a row's checkbox does.
  await first.getByRole('checkbox').check();
  await expect(page.getByText('1 candidate selected')).toBeVisible();
});

test('[LIST-01] on a phone the bulk actions are one compact row and the first candidate is near the top', async ({
  page,
}) => {
  const height = 844;
  await page.setViewportSize({ width: 390, height });
  await signIn(page, DEMO.recruiter, '/internal/candidates');
  const cards = page.getByRole('list', { name: 'Candidates' }).getByRole('listitem');
  await expect(cards).toHaveCount(15);
  const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
  const oneRow = 56;
  expect((await toolbar.boundingBox())?.height).toBeLessThanOrEqual(oneRow);
  // The first candidate starts in the upper half of the screen (the wrapped buttons pushed it to 60 %).
  const top = (await cards.first().boundingBox())?.y ?? Infinity;
  expect(top).toBeLessThan(height / 2);
  await expect(toolbar.getByRole('button', { name: 'Export all' })).toBeEnabled();
  await expect(toolbar.getByRole('button', { name: 'Attach to vacancies' })).toBeDisabled();

  // A selection enables the actions in the same row.
  await cards.first().getByRole('checkbox').check();
  await expect(toolbar.getByText('1 candidate selected')).toBeVisible();
  await expect(toolbar.getByRole('button', { name: 'Attach to vacancies' })).toBeEnabled();
  await expect(toolbar.getByRole('button', { name: 'Clear selection' })).toBeVisible();
  expect((await toolbar.boundingBox())?.height).toBeLessThanOrEqual(oneRow);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, 'candidate-list-bulk-390');
  await expectNoSeriousA11yViolations(page);
});
