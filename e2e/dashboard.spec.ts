import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO, type DemoUser } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';
import { literal } from './support/text-pattern.js';
import { settled } from './support/settled.js';

const STAFF_BLOCKS = [
  'My open vacancies',
  'Vendor candidates waiting for review',
  'New candidate applications',
  'Candidates ready for background check',
];
const vendorBlocks = (vendor: string) => [
  `${vendor} Open vacancies`,
  'Your latest candidates',
  'Candidates ready for background check',
];

/** Each block's list endpoint (DASH-10, DASH-11), to compare the block with what the API answers. */
const BLOCK_API: Record<string, string> = {
  'My open vacancies': '/api/vacancies/dashboard?vacancy_statuses=OPEN',
  'Open vacancies': '/api/vacancies/dashboard?vacancy_statuses=OPEN',
  'Vendor candidates waiting for review': '/api/candidates/lists/review',
  'New candidate applications': '/api/candidates/lists/new',
  'Your latest candidates': '/api/candidates/lists/latest',
  'Candidates ready for background check': '/api/candidates/lists/ready-for-bgc',
};
const apiOf = (title: string) => BLOCK_API[title] ?? BLOCK_API['Open vacancies'] ?? '';

/** A heading's text containing this title (the count follows it). */
const containing = (title: string) => new RegExp(literal(title));
const block = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

type ApiPage = { totalElements: number; content: ({ fullName: string } | { title: string })[] };
const nameOf = (row: ApiPage['content'][number]) => ('fullName' in row ? row.fullName : row.title);

/**
 * DASH-08/09 and live data: the block shows the first five rows the API gives the user, in its order,
 * each 80 px high; or, when there are none, its empty state.
 */
async function expectBlockMatchesApi(page: Page, title: string): Promise<ApiPage> {
  const region = block(page, title);
  const answer: ApiPage = await (await page.request.get(apiOf(title))).json();
  if (answer.totalElements === 0) {
    await expect(region.getByRole('status')).toBeVisible();
    return answer;
  }
  const rows = region.locator('.MuiTableBody-root [role="row"]');
  await expect(rows).toHaveCount(Math.min(5, answer.totalElements));
  const first = answer.content[0];
  if (first) await expect(rows.first()).toContainText(nameOf(first));
  for (const box of await rowBoxes(rows)) expect(box).toBe(80);
  await expect(region.getByRole('heading', { level: 2 })).toContainText(`(${answer.totalElements})`);
  return answer;
}

async function rowBoxes(rows: Locator): Promise<number[]> {
  return rows.evaluateAll((elements) => elements.map((e) => Math.round(e.getBoundingClientRect().height)));
}

async function openDashboard(page: Page, user: DemoUser) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, user);
  await expect(page).toHaveURL(/\/internal\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 })).not.toHaveCount(0);
  await settled(page);
}

for (const [key, user] of [
  ['admin', DEMO.admin],
  ['recruiter', DEMO.recruiter],
] as const) {
  test(`[DASH-04][DASH-05][DASH-06][DASH-08][DASH-09][DASH-10][DASH-11] ${user.role} ${key}: the four staff blocks with live data, five rows of 80 px, links to each row and to the full list`, async ({
    page,
  }) => {
    await openDashboard(page, user);
    // DASH-05 (ADMIN) / DASH-06 (the demo recruiter is outside the India group): all four blocks.
    // The blocks appear one after another (each in its own short task): wait for all of them.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(STAFF_BLOCKS.map(containing));
    for (const title of STAFF_BLOCKS) await expectBlockMatchesApi(page, title);
    await expectNoSeriousA11yViolations(page);
    await shotAtWidths(page, `dashboard-blocks-${key}`);

    // 'View all' opens the candidate list with the block's filter in the URL, showing the same first row.
    const review = block(page, 'Vendor candidates waiting for review');
    const firstName = await review
      .locator('.MuiTableBody-root [role="row"]')
      .first()
      .getByRole('link')
      .textContent();
    await review.getByRole('link', { name: /View all/ }).click();
    await expect(page).toHaveURL(/\/internal\/candidates\?sources=VENDOR&statuses=PENDING$/);
    if (firstName) {
      await expect(page.getByRole('link', { name: firstName, exact: true }).first()).toBeVisible();
    }
    await page.goBack();

    // A row links to its object.
    const applications = block(page, 'New candidate applications');
    const link = applications.locator('.MuiTableBody-root [role="row"]').first().getByRole('link');
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page).toHaveURL(/\/internal\/candidates\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await page.goBack();

    // 'My open vacancies' leads to the vacancy list of the user's OPEN vacancies.
    await block(page, 'My open vacancies')
      .getByRole('link', { name: /View all/ })
      .click();
    await expect(page).toHaveURL(/\/internal\/vacancies\?statuses=OPEN&createdByExternalIds=[0-9a-f-]{36}$/);
  });
}

for (const [key, user] of [
  ['acme', DEMO.acme],
  ['globex', DEMO.globex],
] as const) {
  test(`[DASH-07][DASH-08][DASH-09][DASH-10][DASH-11] VENDOR ${key}: its vendor's open vacancies, its latest candidates and the background-check block, nothing of the other vendor`, async ({
    page,
  }) => {
    await openDashboard(page, user);
    const titles = vendorBlocks(user.vendor);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(titles.map(containing));
    for (const title of titles) await expectBlockMatchesApi(page, title);
    await expectNoSeriousA11yViolations(page);
    await shotAtWidths(page, `dashboard-blocks-${key}`);

    // The vendor's latest candidate opens (its own: another vendor's would be 'not found').
    const latest = block(page, 'Your latest candidates');
    const link = latest.locator('.MuiTableBody-root [role="row"]').first().getByRole('link');
    const name = (await link.textContent()) ?? '';
    await link.click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
    await page.goBack();

    await block(page, `${user.vendor} Open vacancies`)
      .getByRole('link', { name: /View all/ })
      .click();
    await expect(page).toHaveURL(/\/internal\/vacancies\?statuses=OPEN$/);
  });
}

test('[DASH-07][DASH-08] at 390 px each block is a list of cards with its pager', async ({ page }) => {
  await openDashboard(page, DEMO.acme);
  await page.setViewportSize({ width: 390, height: 900 });
  const latest = block(page, 'Your latest candidates');
  await expect(
    latest.getByRole('list', { name: 'Your latest candidates' }).getByRole('listitem'),
  ).toHaveCount(5);
  await expect(latest.getByText(/^1–5 of \d+/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

type KpiAnswer = { kpis: { key: string; value: number | null; previous: number | null }[] };
const KPI_LABELS = ['Open vacancies', 'Waiting for review', 'Submissions this week', 'Time to first review'];
const kpiRow = (page: Page) => page.getByRole('list', { name: 'How we are doing' });

/** The KPI row's four cards: labelled, on one line at 1440 px, the figures the API gives this user. */
async function expectKpiRow(page: Page) {
  const cards = kpiRow(page).getByRole('listitem');
  await expect(cards).toHaveCount(4);
  for (const [i, label] of KPI_LABELS.entries()) await expect(cards.nth(i)).toHaveAccessibleName(label);
  const answer: KpiAnswer = await (await page.request.get('/api/dashboard/kpis')).json();
  const submissions = answer.kpis.find((kpi) => kpi.key === 'submissionsThisWeek');
  const pending = answer.kpis.find((kpi) => kpi.key === 'waitingForReview');
  await expect(kpiRow(page).getByRole('listitem', { name: 'Submissions this week' })).toContainText(
    String(submissions?.value),
  );
  // The trend is said in words, not by colour alone.
  await expect(kpiRow(page).getByRole('listitem', { name: 'Waiting for review' })).toContainText(
    pending?.previous === pending?.value ? 'Same as' : /(Up|Down) from \d/,
  );
  const tops = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  return answer;
}

test('the KPI row gives ADMIN the figures of everyone, four across at 1440 px, with trends in words', async ({
  page,
}) => {
  await openDashboard(page, DEMO.admin);
  await expectKpiRow(page);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'dashboard-kpis-admin');
});

test('the KPI row gives a VENDOR its own vendor’s figures, two by two at 390 px, each card of a reserved height', async ({
  page,
}) => {
  await openDashboard(page, DEMO.acme);
  const own = await expectKpiRow(page);
  await page.setViewportSize({ width: 390, height: 900 });
  const boxes = await kpiRow(page)
    .getByRole('listitem')
    .evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { top: Math.round(r.top), left: Math.round(r.left), height: Math.round(r.height) };
      }),
    );
  expect(new Set(boxes.map((b) => b.top)).size).toBe(2);
  expect(new Set(boxes.map((b) => b.left)).size).toBe(2);
  // The fixed height whatever the text: the row does not grow when the figures arrive.
  expect(new Set(boxes.map((b) => b.height))).toEqual(new Set([176]));
  await shotAtWidths(page, 'dashboard-kpis-acme');

  // Acme's own figures: fewer submissions than everyone's (the ADMIN's answer).
  await page.request.get('/api/auth/logout');
  await signIn(page, DEMO.admin, null);
  const admin: KpiAnswer = await (await page.request.get('/api/dashboard/kpis')).json();
  const submissionsOf = (answer: KpiAnswer) =>
    answer.kpis.find((kpi) => kpi.key === 'submissionsThisWeek')?.value ?? 0;
  expect(submissionsOf(own)).toBeLessThan(submissionsOf(admin));
});
