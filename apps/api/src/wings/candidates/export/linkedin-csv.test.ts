import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './linkedin-csv.js';
import { exportFileName, formatExportDate } from './export-columns.js';

describe('LinkedIn CSV fields', () => {
  it('plain text stays as it is; empty and null are empty', () => {
    expect(csvField('Ann Lee')).toBe('Ann Lee');
    expect(csvField('')).toBe('');
    expect(csvField(null)).toBe('');
  });

  it('RFC 4180: commas, quotes and line breaks are quoted, inner quotes doubled', () => {
    expect(csvField('Lee, Ann')).toBe('"Lee, Ann"');
    expect(csvField('Ann "AJ" Lee')).toBe('"Ann ""AJ"" Lee"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvLine(['a', 'b,c'])).toBe('a,"b,c"\r\n');
  });

  it.each(['=HYPERLINK("http://x")', '+1+1', '-2+3', '@SUM(A1)', '\tcmd'])(
    'a cell starting a formula (%j) gets a leading apostrophe',
    (value) => {
      const field = csvField(value);
      expect(field.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('a guarded cell that also needs quoting is quoted around the apostrophe', () => {
    expect(csvField('=A1,B1')).toBe(`"'=A1,B1"`);
  });
});

describe('export file names and dates', () => {
  it('candidates-YYYYMMDD-HHmm with the extension, in UTC', () => {
    expect(exportFileName(new Date('2026-03-07T09:05:59Z'), 'xlsx')).toBe('candidates-20260307-0905.xlsx');
  });

  it('dates read DD-MM-YYYY', () => {
    expect(formatExportDate(new Date('2026-03-07T23:59:00Z'))).toBe('07-03-2026');
  });
});
