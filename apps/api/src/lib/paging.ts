import { lastPage, toPaged, type Paged, type PageQuery } from '@talent-desk/shared';

export type PageWindow = { page: number; size: number; limit: number; offset: number };

/** {page, size} (already normalised by pageQuerySchema: 1-based, allowed sizes) as SQL limit/offset. */
export function pageWindow(query: Pick<PageQuery, 'page' | 'size'>): PageWindow {
  return { page: query.page, size: query.size, limit: query.size, offset: (query.page - 1) * query.size };
}

/**
 * Runs a list query and its count for one page and answers the spec's page shape (LIST-05).
 * Repositories pass the two queries; both see the same filters. A page past the last one is clamped to
 * the last page (LIST-04), read again only then; an empty page is the test because a count may be capped
 * below the real total, and a page that has rows is never moved.
 */
export async function fetchPage<T>(
  query: Pick<PageQuery, 'page' | 'size'>,
  rows: (window: PageWindow) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Paged<T>> {
  const window = pageWindow(query);
  const [content, total] = await Promise.all([rows(window), count()]);
  const last = lastPage(total, window.size);
  if (content.length > 0 || window.page <= last) return toPaged(content, total, window.page, window.size);
  const clamped = pageWindow({ page: last, size: window.size });
  return toPaged(await rows(clamped), total, clamped.page, clamped.size);
}
