import { describe, expect, it } from 'vitest';
import { citedIds, listedIds } from './check-requirements.mjs';

describe('check-requirements: the IDs a test file cites', () => {
  it('finds every bracketed ID of a title, several in one title, with its line', () => {
    const text = [
      "import { it } from 'vitest';",
      "it('[VAC-09] [VAC-10] publish and unpublish', () => {});",
      "it('[CAND-VAL-07][CAND-STATUS-05] a phone starting with 91 has 12 digits', () => {});",
      "it.each([['[AUD-33]', 'names']])('%s options', () => {});",
    ].join('\n');
    expect(citedIds(text)).toEqual([
      { id: 'VAC-09', line: 2 },
      { id: 'VAC-10', line: 2 },
      { id: 'CAND-VAL-07', line: 3 },
      { id: 'CAND-STATUS-05', line: 3 },
      { id: 'AUD-33', line: 4 },
    ]);
  });

  it('ignores brackets that are not a rule ID', () => {
    const text = [
      "it('[x] a checkbox shows [ ] until checked', () => {});",
      "it('array[0] and [AUD-1] (one digit) and [VAC-1234] (four) and [vac-09] (lower case)', () => {});",
      "it('VAC-09 without brackets, [VAC] without a number, [09] without an area', () => {});",
    ].join('\n');
    expect(citedIds(text)).toEqual([]);
  });
});

describe('check-requirements: the IDs docs/requirements.md lists', () => {
  it('reads `- **ID** statement.` lines only, each with its line; a repeated ID is listed twice', () => {
    const markdown = [
      '# Requirements',
      'Test titles cite `[VAC-09]`.',
      '## VAC: vacancies',
      '- **VAC-09** Publish sets the flag after a confirmation.',
      '- **CAND-VAL-07** A phone that begins with 91 has exactly 12 digits.',
      '- **VAC-10**',
      '- VAC-11 not in bold',
      '- **VAC-09** Listed again.',
    ].join('\n');
    expect(listedIds(markdown)).toEqual([
      { id: 'VAC-09', line: 4 },
      { id: 'CAND-VAL-07', line: 5 },
      { id: 'VAC-09', line: 8 },
    ]);
  });
});
