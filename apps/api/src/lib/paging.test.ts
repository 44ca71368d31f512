import { describe, expect, it } from 'vitest';
import { pageQuerySchema } from '@talent-desk/shared';
import { fetchPage, pageWindow } from './paging.js';

const items = Array.from({ length: 37 }, (_, i) => i + 1);
const fromArray = (window: { limit: number; offset: number }) =>
  Promise.resolve(items.slice(window.offset, window.offset + window.limit));

describe('paging helper', () => {
  it('[LIST-01][LIST-03] only 5, 15, 25, 50 and 100 are sizes; anything else becomes 15', () => {
    for (const size of [5, 15, 25, 50, 100])
      expect(pageQuerySchema.parse({ size: String(size) }).size).toBe(size);
    for (const size of ['7', '0', '-5', 'abc', '1000', undefined]) {
      expect(pageQuerySchema.parse({ size }).size).toBe(15);
    }
  });

  it('[LIST-02] the page is 1-based and defaults to 1', () => {
    expect(pageQuerySchema.parse({}).page).toBe(1);
    expect(pageQuerySchema.parse({ page: '0' }).page).toBe(1);
    expect(pageQuerySchema.parse({ page: '3' }).page).toBe(3);
    expect(pageWindow({ page: 1, size: 15 })).toEqual({ page: 1, size: 15, limit: 15, offset: 0 });
    expect(pageWindow({ page: 3, size: 25 })).toEqual({ page: 3, size: 25, limit: 25, offset: 50 });
  });

  it('[LIST-05] a page carries content, totalElements, totalPages, numberOfElements and pageable', async () => {
    const page = await fetchPage({ page: 3, size: 15 }, fromArray, () => Promise.resolve(items.length));
    expect(page).toEqual({
      content: [31, 32, 33, 34, 35, 36, 37],
      totalElements: 37,
      totalPages: 3,
      numberOfElements: 7,
      pageable: { pageNumber: 3, offset: 30 },
    });
  });

  it('[LIST-04] a page past the last is clamped to the last; a page with rows under a capped count is kept', async () => {
    const clamped = await fetchPage({ page: 9, size: 15 }, fromArray, () => Promise.resolve(items.length));
    expect(clamped).toMatchObject({ numberOfElements: 7, pageable: { pageNumber: 3, offset: 30 } });
    // A count capped at 15 says one page, but page 2 has rows: it stays page 2.
    const capped = await fetchPage({ page: 2, size: 15 }, fromArray, () => Promise.resolve(15));
    expect(capped).toMatchObject({ numberOfElements: 15, pageable: { pageNumber: 2, offset: 15 } });
  });

  it('[LIST-05] an empty result has no pages and no elements', async () => {
    const page = await fetchPage(
      { page: 1, size: 5 },
      () => Promise.resolve([]),
      () => Promise.resolve(0),
    );
    expect(page).toMatchObject({ content: [], totalElements: 0, totalPages: 0, numberOfElements: 0 });
  });
});
