import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y.js';
import { DEMO } from './support/demo.js';
import { shotAtWidths } from './support/screenshot.js';
import { signIn } from './support/session.js';

/** The demo's OPEN campaign (apps/api/src/seed/demo/engagement/demo-campaigns.ts), owned by the demo recruiter. */
const OPEN_CAMPAIGN = 'Winter availability check';
const DAY_MS = 86_400_000;
const two = (n: number) => String(n).padStart(2, '0');

/** A UTC day `daysAgo` before today, as the API (YYYY-MM-DD) and the block (STAT-04) write it. */
function utcDay(daysAgo: number) {
  const date = new Date(Date.now() - daysAgo * DAY_MS);
  const shown = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
  return { iso: date.toISOString().slice(0, 10), shown, date };
}

async function openCampaign(page: Page): Promise<Locator> {
  await page.goto('/internal/engagement/campaigns');
  await page.getByRole('link', { name: OPEN_CAMPAIGN }).first().click();
  await expect(page.getByRole('heading', { name: OPEN_CAMPAIGN })).toBeVisible();
  return page.getByRole('region', { name: 'Statistics' });
}

// The charts animate with script (which settled() cannot wait for): with reduced motion, as a user may
// ask for, they draw at once and a screenshot after a resize shows the finished chart.
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const statisticsCall = (page: Page, period: string) =>
  page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname.endsWith('/statistics') && url.searchParams.get('period') === period;
  });

/** The number in the table's Total row under `column`. */
async function total(table: Locator, column: string): Promise<number> {
  const headers = await table.getByRole('columnheader').allTextContents();
  const cells = await table.getByRole('row').last().getByRole('cell').allTextContents();
  return Number(cells[headers.indexOf(column) - 1]);
}

test('[STAT-01][STAT-02][STAT-03][STAT-04] the OPEN demo campaign shows the last 7 days per day as a chart and a table; per month and all time follow', async ({
  page,
}) => {
  test.setTimeout(120_000); // three periods, each with axe and screenshots
  await signIn(page, DEMO.recruiter);
  const first = statisticsCall(page, 'DAILY');
  const block = await openCampaign(page);
  const [start, today] = [utcDay(6), utcDay(0)];

  // STAT-02/03: the last 7 days, today included; the API gets the range's end shifted back a day,
  // i.e. today as the inclusive last day.
  const asked = new URL((await first).url()).searchParams;
  expect(Object.fromEntries(asked)).toEqual({ period: 'DAILY', from: start.iso, to: today.iso });
  await expect(block.getByRole('group', { name: 'From' })).toContainText(start.shown);
  await expect(block.getByRole('group', { name: 'To' })).toContainText(today.shown);

  const daily = block.getByRole('table', { name: 'Campaign activity by day' });
  await expect(daily.getByRole('row')).toHaveCount(9); // header, 7 days, total
  await expect(daily.getByRole('rowheader').first()).toHaveText(start.shown); // STAT-04
  expect(await total(daily, 'Opened')).toBeGreaterThan(0);
  expect(await total(daily, 'Submitted')).toBeGreaterThan(0);
  // The chart: named, with a legend of the five series.
  await expect(
    block.getByRole('figure', { name: `Campaign activity from ${start.shown} to ${today.shown}` }),
  ).toBeVisible();
  for (const series of ['Sent', 'Opened', 'Survey opened', 'Submitted', 'Unsubscribed'])
    await expect(block.locator('.MuiChartsLegend-root')).toContainText(series);
  await expect(block.locator('.MuiLineChart-line')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'campaign-statistics-daily');

  const monthly = statisticsCall(page, 'MONTHLY');
  await block.getByRole('button', { name: 'Per month' }).click();
  await monthly;
  const byMonth = block.getByRole('table', { name: 'Campaign activity by month' });
  await expect(byMonth.getByRole('rowheader').first()).toHaveText(
    new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(start.date),
  );

  // All time is the campaign's whole life (no range asked), its sending included: real rates.
  const allTime = statisticsCall(page, 'ALL_TIME');
  await block.getByRole('button', { name: 'All time' }).click();
  expect(Object.fromEntries(new URL((await allTime).url()).searchParams)).toEqual({ period: 'ALL_TIME' });
  await expect(block.getByText(/^The whole campaign: /)).toBeVisible();
  await expect(block.getByRole('group', { name: 'From' })).toHaveCount(0);
  const whole = block.getByRole('table', { name: 'Campaign activity by range' });
  const sent = await total(whole, 'Sent');
  expect(sent).toBeGreaterThan(200);
  const opened = await total(whole, 'Opened');
  const rate = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(
    opened / sent,
  );
  await expect(block.getByText(rate, { exact: true })).toBeVisible();
  await expect(
    block.getByText(`${opened} of ${sent} recipients opened the e-mail (whole campaign)`),
  ).toBeVisible();
  await expect(block.locator('.MuiBarChart-series')).toHaveCount(5);
  await expectNoSeriousA11yViolations(page);
  await shotAtWidths(page, 'campaign-statistics-all-time');
});

test('[STAT-05] a TAG reads the statistics of a campaign it does not own; an end before the start is named on To', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter, '/internal/engagement/campaigns');
  await page.getByRole('group', { name: 'Whose campaigns' }).getByRole('button', { name: 'All' }).click();
  await page.getByRole('link', { name: 'Java backend roles, autumn round' }).first().click();
  const block = page.getByRole('region', { name: 'Statistics' });
  // Closed weeks ago: the last 7 days are all zeros, shown as such rather than as an empty chart.
  const daily = block.getByRole('table', { name: 'Campaign activity by day' });
  await expect(daily.getByRole('row')).toHaveCount(9);
  expect(await total(daily, 'Sent')).toBe(0);
  // The rates are the campaign's, over the e-mails it sent weeks ago, not a dash for a week without sends.
  await expect(block.getByText(/recipients opened the e-mail \(whole campaign\)$/)).toBeVisible();
  await expect(block.getByText('—', { exact: true })).toHaveCount(0);

  const earlier = utcDay(10);
  await block.getByRole('group', { name: 'To' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(
    `${two(earlier.date.getUTCMonth() + 1)}${two(earlier.date.getUTCDate())}${earlier.date.getUTCFullYear()}`,
  );
  await expect(block.getByText('The end date must not be before the start date')).toBeVisible();
  await shotAtWidths(page, 'campaign-statistics-invalid-range');
});

test('the Campaign options button sits in the page header and covers neither the statistics nor the recipients, at 1440 and 390 px', async ({
  page,
}) => {
  await signIn(page, DEMO.recruiter);
  const block = await openCampaign(page);
  const options = page.getByRole('button', { name: 'Campaign options' });
  await expect(block.getByRole('table', { name: 'Campaign activity by day' })).toBeVisible();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const content of [block, page.getByRole('region', { name: 'Recipients' })]) {
      await content.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      const [button, box] = [await options.boundingBox(), await content.boundingBox()];
      if (!box) throw new Error('content not laid out');
      // Off screen (scrolled away with the header) or beside the content: never over it.
      const overlaps =
        button !== null &&
        button.x < box.x + box.width &&
        box.x < button.x + button.width &&
        button.y < box.y + box.height &&
        box.y < button.y + button.height;
      expect(overlaps, `options over the content at ${width} px`).toBe(false);
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await shotAtWidths(page, 'campaign-options-in-header');
});
