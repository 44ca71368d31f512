import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { DEMO_VACANCY } from './support/demo-vacancy.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';

test('the careers index /jobs lists published open vacancies to anyone and opens one, with no sign-in', async ({
  page,
}) => {
  await page.goto('/jobs');
  await expect(page.getByRole('heading', { level: 1, name: 'Open vacancies' })).toBeVisible();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page).toHaveTitle('Open vacancies · Talent Desk careers');
  const list = page.getByRole('list', { name: 'Vacancies' });
  await expect(list.getByRole('link').first()).toBeVisible();
  // Posted dates read as every date of the app (FMT-01).
  await expect(list).toContainText(/Posted \d{2}-\d{2}-\d{4}/);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'careers-index');

  const search = page.getByRole('searchbox', { name: 'Search by title or location' });
  await search.fill('no such role at all');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('No open vacancies match “no such role at all”')).toBeVisible();
  await expect(page).toHaveURL(/search=no\+such\+role/);
  await shotAtWidths(page, 'careers-index-empty');
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(list.getByRole('link').first()).toBeVisible();

  const count = page.getByRole('status');
  const unfiltered = (await count.textContent()) ?? '';
  await search.fill(DEMO_VACANCY.title);
  await search.press('Enter');
  // The unfiltered list stays on screen until the search's answer replaces it: a click before
  // that lands on a row that is swapped away under the pointer.
  await expect(page).toHaveURL(/search=Senior\+Platform\+Engineer/);
  await expect(count).not.toHaveText(unfiltered);
  await list.getByRole('link', { name: DEMO_VACANCY.title, exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: DEMO_VACANCY.title })).toBeVisible();
});

test('a careers link that is not open leads to the careers index', async ({ page }) => {
  await page.goto('/jobs/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByRole('heading', { name: 'This vacancy is not open for applications' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See all open vacancies' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Open vacancies' })).toBeVisible();
});

test('Copy link is offered only on a published open vacancy', async ({ page }) => {
  await signIn(page, DEMO.recruiter);
  const ask = async (query: string) => {
    const response = await page.request.get(`/api/vacancies?size=5&${query}`);
    const [first] = ((await response.json()) as { content: { externalId: string }[] }).content;
    if (!first) throw new Error(`no vacancy for ${query}`);
    return `/internal/vacancies/${first.externalId}`;
  };
  const unpublished = await ask('published=false&statuses=OPEN');
  const closed = await ask('statuses=CLOSED');
  const open = await ask(`search=${DEMO_VACANCY.gloVacancyId}`);

  await page.goto(open);
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  for (const path of [unpublished, closed]) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Edit' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  }
});
