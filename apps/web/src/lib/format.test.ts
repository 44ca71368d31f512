import { describe, expect, it } from 'vitest';
import {
  DATE_PICKER_FORMAT,
  DATE_TIME_PICKER_FORMAT,
  formatDate,
  formatDateTime,
  formatDay,
  formatDayShort,
  formatStatisticsDay,
  formatStatisticsMonth,
  formatFileSize,
  formatRelativeTime,
  formatPersonName,
  formatTime,
  initialsOf,
} from './format';

describe('format', () => {
  it('[FMT-01] dates display as DD-MM-YYYY', () => {
    expect(formatDate(new Date(2026, 0, 5, 9, 7))).toBe('05-01-2026');
    expect(formatDate('2025-12-31')).toBe('31-12-2025');
  });

  it('[FMT-02] times display in 24-hour en-GB style in the local zone', () => {
    expect(formatTime(new Date(2026, 0, 5, 21, 7))).toBe('21:07');
    expect(formatTime(new Date(2026, 0, 5, 0, 30))).toBe('00:30');
    expect(formatDateTime(new Date(2026, 6, 14, 13, 45))).toBe('14-07-2026 13:45');
  });

  it('[FMT-01] calendar days (report weeks and ranges) read DD-MM-YYYY in any time zone, DD-MM on a chart axis', () => {
    const zone = process.env.TZ;
    for (const tz of ['UTC', 'America/Los_Angeles', 'Asia/Kolkata']) {
      process.env.TZ = tz;
      expect(formatDay('2026-03-02'), tz).toBe('02-03-2026');
      expect(formatDayShort('2026-03-02'), tz).toBe('02-03');
    }
    process.env.TZ = zone;
    expect(formatDay('')).toBe('');
  });

  it('[FMT-01][FMT-02] the date pickers show and take the format every date is shown in', () => {
    expect(DATE_PICKER_FORMAT).toBe('DD-MM-YYYY');
    expect(DATE_TIME_PICKER_FORMAT).toBe('DD-MM-YYYY HH:mm');
  });

  it("[STAT-04] the statistics block's days read 'MMM dd, yyyy' and its months 'MMM yyyy'", () => {
    expect(formatStatisticsDay('2026-11-25')).toBe('Nov 25, 2026');
    expect(formatStatisticsDay(Date.UTC(2027, 0, 5))).toBe('Jan 05, 2027');
    expect(formatStatisticsMonth(Date.UTC(2026, 10, 1))).toBe('Nov 2026');
  });

  it('missing or invalid dates display as an empty string', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime('')).toBe('');
  });

  it('[NAV-16] a person is shown by first, middle and last name', () => {
    expect(formatPersonName({ firstName: 'Ada', middleName: null, lastName: 'Lovelace' })).toBe(
      'Ada Lovelace',
    );
    expect(formatPersonName({ firstName: 'Ada', middleName: ' King ', lastName: 'Lovelace' })).toBe(
      'Ada King Lovelace',
    );
    expect(initialsOf({ firstName: 'ada', lastName: 'lovelace' })).toBe('AL');
  });
});

describe('formatFileSize', () => {
  it('shows bytes, KB and MB', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(2048)).toBe('2.0 KB');
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});

describe('formatRelativeTime', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

  it('[FMT-05] below one minute reads less than 1 minute ago (also for a time slightly ahead)', () => {
    expect(formatRelativeTime(now, now)).toBe('less than 1 minute ago');
    expect(formatRelativeTime(new Date(now.getTime() - 59_999), now)).toBe('less than 1 minute ago');
    expect(formatRelativeTime(new Date(now.getTime() + 5_000), now)).toBe('less than 1 minute ago');
  });

  it('[FMT-06] counts minutes, then hours, then days', () => {
    expect(formatRelativeTime(minutesAgo(1), now)).toBe('1 minute ago');
    expect(formatRelativeTime(minutesAgo(59), now)).toBe('59 minutes ago');
    expect(formatRelativeTime(minutesAgo(60), now)).toBe('1 hour ago');
    expect(formatRelativeTime(minutesAgo(1439), now)).toBe('23 hours ago');
    expect(formatRelativeTime(minutesAgo(1440), now)).toBe('1 day ago');
  });

  it('[FMT-07] switches to months at 43200 minutes', () => {
    expect(formatRelativeTime(minutesAgo(43_199), now)).toBe('29 days ago');
    expect(formatRelativeTime(minutesAgo(43_200), now)).toBe('1 month ago');
  });

  it('[FMT-08] switches to years at 525600 minutes', () => {
    expect(formatRelativeTime(minutesAgo(525_599), now)).toBe('12 months ago');
    expect(formatRelativeTime(minutesAgo(525_600), now)).toBe('1 year ago');
    expect(formatRelativeTime(minutesAgo(3 * 525_600), now)).toBe('3 years ago');
  });

  it('is empty for a missing or invalid time', () => {
    expect(formatRelativeTime(null, now)).toBe('');
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
