import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatFileSize,
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
