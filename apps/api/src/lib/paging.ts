import { toPaged, type Paged, type PageQuery } from '@talent-desk/shared';

export type PageWindow = { page: number; size: number; limit: number; offset: number };

/** {page, size} (already normalised by pageQuerySchema: 1-based, allowed sizes) as SQL limit/offset. */
export function pageWindow(query: Pick<PageQuery, 'page' | 'size'>): PageWindow {
  return { page: query.page, size: query.size, limit: query.size, offset: (query.page - 1) * query.size };
}

/**
 * Runs a list query and its count for one page and answers the spec's page shape (LIST-05).
 * Repositories pass the two queries; both see the same filters.
 */
export async function fetchPage<T>(
  query: Pick<PageQuery, 'page' | 'size'>,
  rows: (window: PageWindow) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Paged<T>> {
  const window = pageWindow(query);
  const [content, total] = await Promise.all([rows(window), count()]);
  return toPaged(content, total, window.page, window.size);
}
