import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { shot, shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { settled } from './support/settled.js';

test('[NAV-05][LIST-01][LIST-05] the candidate list pages through the demo candidates with filters in the URL', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter);
  // The main navigation's entry (the dashboard's blocks also link to filtered candidate lists).
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Candidates' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await expect(page.getByRole('row')).not.toHaveCount(0);
  await shot(page, 'candidate-list');
  await expectNoSeriousA11yViolations(page);

  // Filters, page and sort live in the URL: a link reproduces the view.
  await page.goto('/internal/candidates?countries=USA&size=5');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(6); // header + 5 rows
  // Every row's Country cell, not only the cells that already say USA.
  const countries = page.getByRole('table').locator('[role="cell"][data-field="country"]');
  await expect(countries).toHaveText(Array.from({ length: 5 }, () => 'USA'));
  await shot(page, 'candidate-list-filtered');
  await shotAtWidths(page, 'candidate-list-filtered');
});

test('[LIST-03][LIST-06] a bad page size falls back to 15 and an unparsable query reloads without it', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter, '/internal/candidates?size=7');
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(16);
  await page.goto('/internal/candidates?backgroundStatuses=NOT_A_STATUS');
  await expect(page).toHaveURL(/\/internal\/candidates$/);
});

test('[LIST-06] a query that cannot even be decoded (%%%) reloads the list without it', async ({ page }) => {
  await signIn(page, DEMO.recruiter, '/internal/candidates?countries=%%%');
  await expect(page).toHaveURL(/\/internal\/candidates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
});

test('[LIST-03] the URL is corrected to the page size shown', async ({ page }) => {
  await signIn(page, DEMO.recruiter, '/internal/candidates?size=7');
  await expect(page).toHaveURL(/[?&]size=15(&|$)/);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(16);
});

for (const path of ['/internal/candidates?page=50&size=15', '/internal/candidates?size=100&page=99']) {
  test(`[LIST-04] a page past the last opens the last page and stays there: ${path}`, async ({ page }) => {
    await signIn(page, DEMO.recruiter, null);
    const asked: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/candidates') asked.push(response.url());
    });
    const clamped = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/candidates');
    await page.goto(path);
    // The server clamps the page (other tests add candidates meanwhile: the last page is its answer's).
    const answer = (await (await clamped).json()) as {
      totalElements: number;
      totalPages: number;
      pageable: { pageNumber: number };
    };
    const size = Number(new URL(path, 'http://x').searchParams.get('size'));
    const last = answer.pageable.pageNumber;
    expect(last).toBe(answer.totalPages);
    expect(last).toBeGreaterThan(1);

    await expect(page).toHaveURL(new RegExp(`[?&]page=${last}(&|$)`));
    // The grid used to report a page change of its own after the URL had been corrected (a timer after
    // the next render), and the list followed it to page 1: a check at this point could pass just before
    // that. So wait until the corrected page's own request has been answered and the page is still.
    await expect
      .poll(() => asked.some((url) => new URL(url).searchParams.get('page') === String(last)))
      .toBe(true);
    await expect(page.getByRole('table').getByRole('progressbar')).toHaveCount(0);
    await settled(page);
    await expect(page).toHaveURL(new RegExp(`[?&]page=${last}(&|$)`));
    const first = (last - 1) * size + 1;
    const total = answer.totalElements;
    await expect(page.getByText(`${first}–${total} of ${total}`, { exact: true })).toBeVisible();
    expect(asked.filter((url) => new URL(url).searchParams.get('page') === '1')).toEqual([]);
  });
}

test('the Status column agrees with the Status filter and names the vacancy of each status it shows', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter, '/internal/candidates?countries=USA&statuses=PENDING&size=50');
  const grid = page.getByRole('table');
  const cells = grid.locator('[role="cell"][data-field="status"]');
  // The rows themselves, not the placeholder rows shown while they load (those have no Status cell).
  await expect(cells.first()).toBeVisible();
  // The filter matches a candidate by any of its vacancies: the column shows those Pending ones (not the
  // latest status, which may be another), each with its vacancy ('Pending · Java Developer (VAC-12)').
  const chips = await cells.locator('.MuiChip-label').allTextContents();
  expect(chips.length).toBeGreaterThan(0);
  expect(new Set(chips)).toEqual(new Set(['Pending']));
  const titles = await cells
    .locator('[title]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('title')));
  expect(titles).toHaveLength(chips.length);
  for (const line of titles.flatMap((title) => (title ?? '').split('\n'))) {
    expect(line).toMatch(/^Pending · \S.*$/);
  }
  await expect(cells.first()).toContainText(/\S+/);
  await shot(page, 'candidate-list-status-filter');

  // Without a status filter each row shows its latest status, still with its vacancy.
  await page.goto('/internal/candidates?countries=USA&size=50');
  await expect(cells.first()).toBeVisible();
  const latest = await cells
    .locator('[title]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('title')));
  expect(latest.length).toBeGreaterThan(0);
  for (const title of latest) expect(title).toMatch(/^(Not Assigned|[A-Za-z ]+ · \S.*)$/);
  expect(latest.some((title) => title?.includes(' · '))).toBe(true);
});

test('active filters show as removable chips with their labels, and Clear all', async ({ page }) => {
  await signIn(
    page,
    DEMO.recruiter,
    '/internal/candidates?countries=USA&countries=India&backgroundStatuses=READY_FOR_BGC',
  );
  const chips = page.getByRole('region', { name: 'Active filters' });
  await expect(chips.getByText('Countries: USA')).toBeVisible();
  await expect(chips.getByText('Countries: India')).toBeVisible();
  await expect(chips.getByText('Background status: Ready for BGC')).toBeVisible();
  await shot(page, 'candidate-list-filter-chips');

  await chips.getByRole('button', { name: 'Remove filter Countries: USA' }).click();
  await expect(page).not.toHaveURL(/countries=USA/);
  await expect(page).toHaveURL(/countries=India/);
  await expect(chips.getByText('Countries: USA')).toHaveCount(0);

  await chips.getByRole('button', { name: 'Clear all' }).click();
  await expect(page).not.toHaveURL(/countries=|backgroundStatuses=/);
  await expect(page.getByRole('region', { name: 'Active filters' })).toHaveCount(0);
});

test('the filter drawer is a named dialog without accessibility violations', async ({ page }) => {
  await signIn(page, DEMO.recruiter, '/internal/candidates');
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  // The slide-in is over when the panel stands still.
  await expect(drawer).toHaveCSS('transform', 'none');
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'candidate-list-filters-open');
});

test('[LIST-01] a list with no match says so, outside an empty grid, and has no accessibility violation', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter, '/internal/candidates?names=zzqxv-nobody');
  await expect(page.getByText('No candidates match your search and filters')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search and filters' }).first().click();
  await expect(page.getByRole('table')).toBeVisible();
  await page.goto('/internal/candidates?names=zzqxv-nobody');
  await expect(page.getByText('No candidates match your search and filters')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
