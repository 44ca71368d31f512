import { describe, expect, it } from 'vitest';
import { lastPage, normalisePage, pageQuerySchema } from './paging.js';

describe('page numbers', () => {
  it('[LIST-04] a page is kept up to 1,000,000,000; anything higher reads as that (the server clamps)', () => {
    expect(normalisePage('1000000000')).toBe(1_000_000_000);
    expect(normalisePage('1000000001')).toBe(1_000_000_000);
    for (const page of ['7e14', '1e308', '9007199254740991', '1e309', 'Infinity']) {
      expect(pageQuerySchema.parse({ page }).page, page).toBe(1_000_000_000);
    }
  });

  it('[LIST-02] anything that is not a positive integer is page 1', () => {
    for (const page of ['0', '-1', '-Infinity', '2.5', 'NaN', 'abc', '', undefined]) {
      expect(normalisePage(page), String(page)).toBe(1);
    }
    expect(normalisePage('1')).toBe(1);
    expect(normalisePage('2')).toBe(2);
  });

  it('[LIST-04] the last page of a list, 1 when it is empty', () => {
    expect(lastPage(0, 15)).toBe(1);
    expect(lastPage(15, 15)).toBe(1);
    expect(lastPage(16, 15)).toBe(2);
  });
});
