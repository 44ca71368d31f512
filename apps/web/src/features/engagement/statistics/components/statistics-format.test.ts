import { afterEach, describe, expect, it } from 'vitest';
import { bucketLabels, formatBucket, formatRate, formatStatisticsDay } from './statistics-format';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('statistics formats', () => {
  it("[STAT-04] dates read 'MMM dd, yyyy'", () => {
    expect(formatStatisticsDay('2026-11-25')).toBe('Nov 25, 2026');
    expect(formatStatisticsDay('2027-01-05')).toBe('Jan 05, 2027');
    expect(formatStatisticsDay(Date.UTC(2026, 10, 25))).toBe('Nov 25, 2026');
  });

  it('[STAT-04] a bucket at midnight UTC is that calendar day in any time zone', () => {
    for (const tz of ['America/Los_Angeles', 'Pacific/Kiritimati', 'UTC']) {
      process.env.TZ = tz;
      expect(formatBucket(Date.UTC(2026, 10, 1), 'DAILY'), tz).toBe('Nov 01, 2026');
      expect(formatBucket(Date.UTC(2026, 10, 1), 'MONTHLY'), tz).toBe('Nov 2026');
      expect(formatBucket(Date.UTC(2026, 0, 1), 'ALL_TIME'), tz).toBe('Jan 01, 2026');
    }
  });

  it('[STAT-04] bucket labels: days, months, and for all time the whole range its total covers', () => {
    const items = (...starts: number[]) => [
      {
        surveyEventType: 'EMAIL_SENT' as const,
        statisticData: starts.map((epochMilli) => ({ epochMilli, count: 1 })),
      },
    ];
    const range = { from: '2026-10-30', to: '2026-11-02' };
    expect(
      bucketLabels({ ...range, period: 'DAILY', items: items(Date.UTC(2026, 9, 30), Date.UTC(2026, 9, 31)) }),
    ).toEqual(['Oct 30, 2026', 'Oct 31, 2026']);
    expect(
      bucketLabels({
        ...range,
        period: 'MONTHLY',
        items: items(Date.UTC(2026, 9, 1), Date.UTC(2026, 10, 1)),
      }),
    ).toEqual(['Oct 2026', 'Nov 2026']);
    expect(bucketLabels({ ...range, period: 'ALL_TIME', items: items(Date.UTC(2026, 9, 30)) })).toEqual([
      'Oct 30, 2026 – Nov 02, 2026',
    ]);
  });

  it('rates as percentages with one decimal at most; none as a dash', () => {
    expect(formatRate(0.4)).toBe('40%');
    expect(formatRate(2 / 3)).toBe('66.7%');
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(null)).toBe('—');
  });
});
