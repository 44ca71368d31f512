import { describe, expect, it } from 'vitest';
import { defaultStatisticsRange, endingOn, lastDayOf, statisticsQuery, utcToday } from './statistics-range';

describe('statistics range', () => {
  it('[STAT-02] the default range is the last 7 UTC days, today included', () => {
    const range = defaultStatisticsRange(new Date('2026-11-25T17:10:00Z'));
    expect(range).toEqual({ start: '2026-11-19', end: '2026-11-26' });
    // The UTC day decides, at both edges of it.
    expect(defaultStatisticsRange(new Date('2026-11-25T00:00:00.000Z'))).toEqual(range);
    expect(defaultStatisticsRange(new Date('2026-11-25T23:59:59.999Z'))).toEqual(range);
    expect(defaultStatisticsRange(new Date('2026-11-26T00:00:00.000Z')).start).toBe('2026-11-20');
    // Across a year's end.
    expect(defaultStatisticsRange(new Date('2027-01-03T08:00:00Z'))).toEqual({
      start: '2026-12-28',
      end: '2027-01-04',
    });
    expect(utcToday(new Date('2026-11-25T23:30:00-05:00'))).toBe('2026-11-26');
  });

  it('[STAT-03] the end sent to the API is shifted back by one day: the inclusive last day of the range', () => {
    const range = defaultStatisticsRange(new Date('2026-11-25T17:10:00Z'));
    expect(lastDayOf(range)).toBe('2026-11-25');
    expect(statisticsQuery(range, 'DAILY')).toEqual({
      period: 'DAILY',
      from: '2026-11-19',
      to: '2026-11-25',
    });
    // Over a month's and a leap year's end.
    expect(lastDayOf({ start: '2028-02-01', end: '2028-03-01' })).toBe('2028-02-29');
    expect(statisticsQuery({ start: '2026-12-01', end: '2027-01-01' }, 'MONTHLY').to).toBe('2026-12-31');
  });

  it('[STAT-03] picking a last day in "To" makes the range end the midnight after it, so that day is sent', () => {
    const range = endingOn({ start: '2026-11-01', end: '2026-11-26' }, '2026-11-30');
    expect(range).toEqual({ start: '2026-11-01', end: '2026-12-01' });
    expect(statisticsQuery(range, 'DAILY')).toEqual({
      period: 'DAILY',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    // All time is the campaign's whole life: no range is sent.
    expect(statisticsQuery(range, 'ALL_TIME')).toEqual({ period: 'ALL_TIME' });
  });
});
