import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { shot, shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';

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
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(6); // header + 5 rows
  for (const country of await page
    .getByRole('grid')
    .getByRole('gridcell', { name: 'USA' })
    .allTextContents()) {
    expect(country).toBe('USA');
  }
  await shot(page, 'candidate-list-filtered');
  await shotAtWidths(page, 'candidate-list-filtered');
});

test('[LIST-03][LIST-06] a bad page size falls back to 15 and an unparsable query reloads without it', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter, '/internal/candidates?size=7');
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(16);
  await page.goto('/internal/candidates?backgroundStatuses=NOT_A_STATUS');
  await expect(page).toHaveURL(/\/internal\/candidates$/);
});

test('[LIST-06] a query that cannot even be decoded (%%%) reloads the list without it', async ({ page }) => {
  await signIn(page, DEMO.recruiter, '/internal/candidates?countries=%%%');
  await expect(page).toHaveURL(/\/internal\/candidates$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidates' })).toBeVisible();
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
});

test('[LIST-03][LIST-04] the URL is corrected to the page size and page shown; a page past the last opens the last', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter, '/internal/candidates?size=7');
  await expect(page).toHaveURL(/[?&]size=15(&|$)/);
  await expect(page.getByRole('grid').getByRole('row')).toHaveCount(16);

  // Other tests add candidates meanwhile: the last page is worked out from the total the page shows.
  await page.goto('/internal/candidates?size=100&page=99');
  await expect(page).not.toHaveURL(/[?&]page=99(&|$)/);
  const RANGE = /^(\d+)–(\d+) of (\d+)$/;
  const range = page.getByText(RANGE);
  await expect(async () => {
    const [, first = '', last = '', total = ''] = RANGE.exec(await range.innerText()) ?? [];
    const lastPage = Math.ceil(Number(total) / 100);
    expect(lastPage).toBeGreaterThan(1);
    expect(page.url()).toMatch(new RegExp(`[?&]page=${lastPage}(&|$)`));
    expect(Number(first)).toBe((lastPage - 1) * 100 + 1);
    expect(last).toBe(total);
  }).toPass({ timeout: 10_000 });
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
  await expect(page.getByRole('grid')).toHaveCount(0);
  await page.getByRole('button', { name: 'Clear search and filters' }).first().click();
  await expect(page.getByRole('grid')).toBeVisible();
  await page.goto('/internal/candidates?names=zzqxv-nobody');
  await expect(page.getByText('No candidates match your search and filters')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
