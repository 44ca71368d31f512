import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn, switchUser } from './support/session.js';

type CandidateRow = { externalId: string; fullName: string };

/** The signed-in user's own candidate list (scoped by the API for a VENDOR). */
async function candidateRows(page: Page, pages = 1): Promise<CandidateRow[]> {
  const rows: CandidateRow[] = [];
  for (let n = 1; n <= pages; n++) {
    // Through the page's own fetch: the signed-in session, as the app itself asks.
    const content = await page.evaluate(async (pageNumber) => {
      const response = await fetch(`/api/candidates?page=${pageNumber}&size=100`);
      if (!response.ok) throw new Error(`candidate list: ${response.status}`);
      return ((await response.json()) as { content: CandidateRow[] }).content;
    }, n);
    rows.push(...content);
  }
  return rows;
}

/** The most common 3-letter start of a name's first word (more than 5 share it: 'And N more'). */
function commonNameStart(rows: CandidateRow[]): string {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const start = row.fullName.slice(0, 3).toLowerCase();
    if (/^\p{L}{3}$/u.test(start)) counts.set(start, (counts.get(start) ?? 0) + 1);
  }
  const [best] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  if (!best || best[1] <= 5) throw new Error('no name start is shared by more than 5 candidates');
  return best[0];
}

const searchBox = (page: Page) => page.getByRole('dialog').getByRole('combobox', { name: 'Search' });

/** The kinds the page asks the search service for from now on. */
function recordSearchedKinds(page: Page): Set<string> {
  const kinds = new Set<string>();
  page.on('request', (request) => {
    const match = /\/search-service\/es\/([^/]+)\/search\?/.exec(request.url());
    if (match?.[1]) kinds.add(match[1]);
  });
  return kinds;
}

test('[NAV-15][SEARCH-01][SEARCH-02][SEARCH-11][SEARCH-15] Ctrl+K opens the search; the keyboard alone reaches a candidate', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.admin);
  const [candidate] = await candidateRows(page);
  if (!candidate) throw new Error('the demo data has no candidate');
  // The shortcut listens once the app shell is up (its Search button shows it).
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();

  await page.keyboard.press('Control+k');
  const box = searchBox(page);
  await expect(box).toBeFocused();
  await expect(box).toHaveAttribute('placeholder', 'Search');
  // Name parts in another order, lower case: still found.
  const [first, ...rest] = candidate.fullName.split(' ');
  await box.pressSequentially(`${rest.join(' ')} ${first}`.toLowerCase());
  const candidates = page.getByRole('group', { name: 'Candidates' });
  const option = candidates.getByRole('option', { name: new RegExp(`^${candidate.fullName}`) });
  await expect(option).toBeVisible();

  // Arrow down until the candidate is the active option, then Enter.
  const optionId = await option.getAttribute('id');
  for (let i = 0; i < 40 && (await box.getAttribute('aria-activedescendant')) !== optionId; i++) {
    await box.press('ArrowDown');
  }
  await expect(box).toHaveAttribute('aria-activedescendant', optionId ?? '');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'search-modal-admin');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/internal/candidates/${candidate.externalId}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('[NAV-15][SEARCH-05][SEARCH-07][SEARCH-08][SEARCH-09] the top bar Search button; And N more opens the candidate list with the key', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.recruiter);
  const name = commonNameStart(await candidateRows(page, 3));
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await searchBox(page).fill(name);
  const candidates = page.getByRole('group', { name: 'Candidates' });
  const more = candidates.getByRole('option', { name: /^And \d+\+? more$/ });
  await expect(more).toBeVisible();
  // SEARCH-07: five hits and the link.
  await expect(candidates.getByRole('option')).toHaveCount(6);
  const count = Number(
    (await candidates.getByTestId('search-count-candidate').textContent())?.replace('+', ''),
  );
  await expect(more).toHaveText(`And ${count - 5} more`);
  // SEARCH-05: whatever sections appear keep the spec's order.
  const order = [
    'Users',
    'Vendors',
    'Campaigns',
    'Survey Templates',
    'Email Templates',
    'Audiences',
    'Vacancies',
    'Candidates',
  ];
  const shown = await page
    .getByRole('listbox')
    .getByRole('group')
    .evaluateAll((groups) =>
      groups.map(
        (group) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      ),
    );
  expect(shown).toEqual(order.filter((title) => shown.includes(title)));

  await more.click();
  await expect(page).toHaveURL(new RegExp(`/internal/candidates\\?search=${name}$`));
  // The list shows the key in its own search box, where it can be changed or cleared.
  await expect(page.getByRole('searchbox', { name: 'Search candidate name' })).toHaveValue(name);
  await expect(
    page
      .getByRole('table')
      .getByRole('link', { name: new RegExp(name, 'i') })
      .first(),
  ).toBeVisible();
});

test('[SEARCH-06][SEARCH-10] a VENDOR searches only vacancies and candidates, its own only: each demo vendor never finds the other’s candidates', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, DEMO.globex);
  const [globexCandidate] = await candidateRows(page);
  await switchUser(page, DEMO.acme);
  const [acmeCandidate] = await candidateRows(page);
  if (!globexCandidate || !acmeCandidate) throw new Error('each demo vendor needs a candidate');
  const searched = recordSearchedKinds(page);

  // '/' opens the search outside a text field (once the shell, which listens for it, is up).
  await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();
  await page.locator('body').click({ position: { x: 5, y: 500 } });
  await page.keyboard.press('/');
  const box = searchBox(page);
  await box.fill(acmeCandidate.fullName);
  await expect(page.getByRole('group', { name: 'Candidates' }).getByRole('option').first()).toBeVisible();
  const groups = page.getByRole('listbox').getByRole('group');
  for (const title of await groups.evaluateAll((all) =>
    all.map((g) => document.getElementById(g.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''),
  )) {
    expect(['Vacancies', 'Candidates']).toContain(title);
  }
  expect([...searched].sort()).toEqual(['candidate', 'vacancy']);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'search-modal-vendor');

  // The other vendor's candidate by full name and by e-mail-like name: nothing.
  await box.fill(globexCandidate.fullName);
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText('No results found');
  await expect(page.getByRole('group', { name: 'Candidates' })).toHaveCount(0);
  await box.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // And the other way round.
  await switchUser(page, DEMO.globex);
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await searchBox(page).fill(acmeCandidate.fullName);
  await expect(page.getByRole('dialog').getByRole('status')).toHaveText('No results found');
  await searchBox(page).fill(globexCandidate.fullName);
  await expect(
    page
      .getByRole('group', { name: 'Candidates' })
      .getByRole('option', { name: new RegExp(globexCandidate.fullName) }),
  ).toBeVisible();
});
