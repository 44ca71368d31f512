import { describe, expect, it } from 'vitest';
import {
  STATISTICS_LIMITS,
  STATISTICS_MESSAGES,
  campaignStatisticsQuerySchema,
  statisticsBucketStarts,
  statisticsRangeDays,
  statisticsRates,
  statisticsTotals,
  utcDayOf,
} from './campaign-statistics.js';

const issues = (input: Record<string, unknown>) =>
  campaignStatisticsQuerySchema
    .safeParse(input)
    .error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
const days = (starts: number[]) => starts.map(utcDayOf);

describe('campaign statistics query', () => {
  it('[STAT-05] takes a period of the three and two calendar days, both included', () => {
    for (const period of ['DAILY', 'MONTHLY', 'ALL_TIME'])
      expect(issues({ period, from: '2026-11-19', to: '2026-11-25' })).toEqual([]);
    expect(issues({ period: 'WEEKLY', from: '2026-11-19', to: '2026-11-25' })[0]).toMatch(/^period: /);
    expect(issues({ period: 'DAILY', from: '2026-02-30', to: '2026-03-01' })).toEqual([
      `from: ${STATISTICS_MESSAGES.dayFormat}`,
    ]);
    expect(issues({ period: 'DAILY', from: '2026-03-01', to: '1 March' })).toEqual([
      `to: ${STATISTICS_MESSAGES.dayFormat}`,
    ]);
    expect(issues({ period: 'DAILY', from: '2026-03-01' })[0]).toMatch(/^to: /);
  });

  it('[STAT-05] only ALL_TIME may leave both days out (the whole campaign); the others need both', () => {
    expect(issues({ period: 'ALL_TIME' })).toEqual([]);
    expect(issues({ period: 'DAILY' })).toEqual([
      `from: ${STATISTICS_MESSAGES.dayRequired}`,
      `to: ${STATISTICS_MESSAGES.dayRequired}`,
    ]);
    expect(issues({ period: 'ALL_TIME', from: '2026-11-19' })).toEqual([
      `to: ${STATISTICS_MESSAGES.dayRequired}`,
    ]);
  });

  it('[STAT-05] a one-day range is fine, an end before the start is named on `to`', () => {
    expect(issues({ period: 'DAILY', from: '2026-11-25', to: '2026-11-25' })).toEqual([]);
    expect(issues({ period: 'DAILY', from: '2026-11-25', to: '2026-11-24' })).toEqual([
      `to: ${STATISTICS_MESSAGES.toBeforeFrom}`,
    ]);
  });

  it(`[STAT-05] the range spans at most ${STATISTICS_LIMITS.maxRangeDays} days`, () => {
    expect(statisticsRangeDays('2024-01-01', '2025-12-31')).toBe(731);
    expect(issues({ period: 'DAILY', from: '2024-01-01', to: '2025-12-31' })).toEqual([]);
    expect(issues({ period: 'ALL_TIME', from: '2024-01-01', to: '2026-01-01' })).toEqual([
      `to: ${STATISTICS_MESSAGES.rangeTooLong}`,
    ]);
  });
});

describe('statistics buckets', () => {
  it('[STAT-06] DAILY: every UTC day of the range, both ends included, across a month and a leap day', () => {
    expect(days(statisticsBucketStarts('DAILY', '2028-02-27', '2028-03-01'))).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(statisticsBucketStarts('DAILY', '2026-11-25', '2026-11-25')).toEqual([Date.UTC(2026, 10, 25)]);
    expect(statisticsBucketStarts('DAILY', '2024-01-01', '2025-12-31')).toHaveLength(731);
  });

  it('[STAT-06] MONTHLY: the first day of every month the range touches, across a year', () => {
    expect(days(statisticsBucketStarts('MONTHLY', '2026-11-19', '2027-02-03'))).toEqual([
      '2026-11-01',
      '2026-12-01',
      '2027-01-01',
      '2027-02-01',
    ]);
    expect(days(statisticsBucketStarts('MONTHLY', '2026-11-30', '2026-11-30'))).toEqual(['2026-11-01']);
  });

  it("[STAT-06] ALL_TIME: one bucket at the range's first day", () => {
    expect(days(statisticsBucketStarts('ALL_TIME', '2026-01-15', '2026-11-25'))).toEqual(['2026-01-15']);
  });
});

describe('statistics totals and rates', () => {
  const item = (
    surveyEventType: Parameters<typeof statisticsTotals>[0][number]['surveyEventType'],
    counts: number[],
  ) => ({
    surveyEventType,
    statisticData: counts.map((count, i) => ({ epochMilli: i, count })),
  });

  it('[STAT-06] totals add every bucket; open rate = opened / sent, response rate = submitted / sent', () => {
    const totals = statisticsTotals([
      item('EMAIL_SENT', [150, 50]),
      item('EMAIL_OPENED', [60, 20]),
      item('SURVEY_OPENED', [30, 0]),
      item('SURVEY_SUBMITTED', [10, 10]),
      item('UNSUBSCRIBE_EVENT', [0, 3]),
    ]);
    expect(totals).toEqual({
      EMAIL_SENT: 200,
      EMAIL_OPENED: 80,
      SURVEY_OPENED: 30,
      SURVEY_SUBMITTED: 20,
      UNSUBSCRIBE_EVENT: 3,
    });
    expect(statisticsRates(totals)).toEqual({ openRate: 0.4, responseRate: 0.1 });
  });

  it('[STAT-06] no e-mail sent in the range: no rates rather than a division by zero', () => {
    const totals = statisticsTotals([item('EMAIL_OPENED', [4])]);
    expect(totals.EMAIL_SENT).toBe(0);
    expect(statisticsRates(totals)).toEqual({ openRate: null, responseRate: null });
  });
});
