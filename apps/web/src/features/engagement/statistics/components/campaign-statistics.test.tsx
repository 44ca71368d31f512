import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  campaignStatisticsQuerySchema,
  SURVEY_EVENT_TYPES,
  statisticsBucketStarts,
  statisticsRates,
  statisticsTotals,
  type CampaignStatistics,
  type CampaignStatisticsQuery,
} from '@talent-desk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '@/testing/api-stub';
import { renderWithProviders } from '@/testing/render';
import { campaignStatisticsUrl } from '../api/get-campaign-statistics';
import { CampaignStatistics as CampaignStatisticsBlock } from './campaign-statistics';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CAMPAIGN = '6f1c2a9e-3b7d-4c8e-9f10-2a3b4c5d6e7f';
const NOW = new Date('2026-11-25T17:10:00Z');
const SLOW = { timeout: 5_000 };

/** The campaign's whole life in these answers: what All time covers. */
const WHOLE_LIFE = { from: '2026-10-12', to: '2026-11-25' };
/** The campaign's own totals: 200 sent, 90 opened, 30 submitted (45% and 15%), whatever the range. */
const CAMPAIGN_TOTALS = {
  EMAIL_SENT: 200,
  EMAIL_OPENED: 90,
  SURVEY_OPENED: 50,
  SURVEY_SUBMITTED: 30,
  UNSUBSCRIBE_EVENT: 4,
};

/** What the API answers: counts that grow with the bucket and the type, so each cell is recognisable. */
function answer(query: CampaignStatisticsQuery): CampaignStatistics {
  const range = { from: query.from ?? WHOLE_LIFE.from, to: query.to ?? WHOLE_LIFE.to };
  const buckets = statisticsBucketStarts(query.period, range.from, range.to);
  const items = SURVEY_EVENT_TYPES.map((surveyEventType, type) => ({
    surveyEventType,
    statisticData: buckets.map((epochMilli, i) => ({
      epochMilli,
      count: type === 0 ? (i === 0 ? 40 : 0) : i + type,
    })),
  }));
  const totals = statisticsTotals(items);
  return {
    ...query,
    ...range,
    items,
    totals,
    campaignTotals: CAMPAIGN_TOTALS,
    rates: statisticsRates(CAMPAIGN_TOTALS),
  };
}

function renderBlock() {
  // The answer depends on the query asked: the table must show what was asked for.
  const fetchMock = stubApi({});
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    return json(200, answer(campaignStatisticsQuerySchema.parse(Object.fromEntries(url.searchParams))));
  });
  renderWithProviders(<CampaignStatisticsBlock campaignExternalId={CAMPAIGN} now={NOW} />);
  return fetchMock;
}

const queryOf = (call: Parameters<typeof fetch>) => {
  const url = new URL(String(call[0]), 'http://localhost');
  return Object.fromEntries(url.searchParams);
};

describe('campaign statistics block', { timeout: 40_000 }, () => {
  it('[STAT-02] [STAT-03] [STAT-04] asks for the last 7 days with the end shifted back a day and shows them', async () => {
    const fetchMock = renderBlock();
    const table = await screen.findByRole('table', { name: 'Campaign activity by day' }, SLOW);
    expect(fetchMock.mock.calls.map(queryOf)).toEqual([
      { period: 'DAILY', from: '2026-11-19', to: '2026-11-25' },
    ]);
    const rows = within(table).getAllByRole('row');
    // Header, seven days, totals.
    expect(rows).toHaveLength(9);
    expect(within(rows[1] as HTMLElement).getByRole('rowheader').textContent).toBe('Nov 19, 2026');
    expect(within(rows[7] as HTMLElement).getByRole('rowheader').textContent).toBe('Nov 25, 2026');
    // Opened (type 1) on the last day: 6 + 1; sent 40 in all, opened 1+2+...+7 = 28.
    expect(within(rows[7] as HTMLElement).getAllByRole('cell')[1]?.textContent).toBe('7');
    const totals = within(rows[8] as HTMLElement)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(totals).toEqual(['40', '28', '35', '42', '49']);
    // The rates are the campaign's (90 / 200 and 30 / 200), not this week's 28 / 40.
    expect(screen.getByText('45%')).toBeTruthy();
    expect(screen.getByText('90 of 200 recipients opened the e-mail (whole campaign)')).toBeTruthy();
    expect(screen.getByText('15%')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Period' })).toBeTruthy();
    // The fields show the range's first and last day (the same last day the API was sent).
    const value = (id: string) => document.getElementById(id)?.getAttribute('value');
    expect([value('statistics-from'), value('statistics-to')]).toEqual(['Nov 19, 2026', 'Nov 25, 2026']);
  });

  it("[STAT-05] All time asks for the campaign's whole life, no range, and names its days", async () => {
    const fetchMock = renderBlock();
    await screen.findByRole('table', { name: 'Campaign activity by day' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'All time' }));
    const whole = await screen.findByRole('table', { name: 'Campaign activity by range' }, SLOW);
    expect(fetchMock.mock.calls.map(queryOf).at(-1)).toEqual({ period: 'ALL_TIME' });
    expect(within(whole).getAllByRole('rowheader')[0]?.textContent).toBe('Oct 12, 2026 – Nov 25, 2026');
    expect(screen.getByText('The whole campaign: Oct 12, 2026 – Nov 25, 2026')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'From' })).toBeNull();
    // Back per day: the range picked before is asked for again.
    fireEvent.click(screen.getByRole('button', { name: 'Per day' }));
    await screen.findByRole('table', { name: 'Campaign activity by day' }, SLOW);
    expect(document.getElementById('statistics-from')?.getAttribute('value')).toBe('Nov 19, 2026');
  });

  it('[STAT-05] the period toggle asks again per month and all time', async () => {
    const fetchMock = renderBlock();
    await screen.findByRole('table', { name: 'Campaign activity by day' }, SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Per month' }));
    const monthly = await screen.findByRole('table', { name: 'Campaign activity by month' }, SLOW);
    expect(within(monthly).getByRole('rowheader', { name: 'Nov 2026' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'All time' }));
    await screen.findByRole('table', { name: 'Campaign activity by range' }, SLOW);
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(queryOf).map((q) => q.period)).toEqual([
        'DAILY',
        'MONTHLY',
        'ALL_TIME',
      ]),
    );
    expect(screen.getByRole('button', { name: 'All time' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a campaign that has sent nothing yet has no rates and says so', async () => {
    stubApi({
      [`GET ${campaignStatisticsUrl(CAMPAIGN)}`]: () => {
        const quiet = answer({ period: 'DAILY', from: '2026-11-19', to: '2026-11-25' });
        const items = quiet.items.map((item) => ({
          ...item,
          statisticData: item.statisticData.map((p) => ({ ...p, count: 0 })),
        }));
        const totals = statisticsTotals(items);
        return json(200, { ...quiet, items, totals, campaignTotals: totals, rates: statisticsRates(totals) });
      },
    });
    renderWithProviders(<CampaignStatisticsBlock campaignExternalId={CAMPAIGN} now={NOW} />);
    expect(await screen.findAllByText('The campaign has not sent any e-mail yet', {}, SLOW)).toHaveLength(2);
  });

  it('a failed load offers to try again', async () => {
    stubApi({
      [`GET ${campaignStatisticsUrl(CAMPAIGN)}`]: () =>
        json(500, { status: 500, code: 'INTERNAL', message: 'x' }),
    });
    renderWithProviders(<CampaignStatisticsBlock campaignExternalId={CAMPAIGN} now={NOW} />);
    expect(await screen.findByText('The statistics could not be loaded.', {}, SLOW)).toBeTruthy();
  });
});
