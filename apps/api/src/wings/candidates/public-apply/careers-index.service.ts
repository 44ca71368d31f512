import {
  careersIndexBusyMessage,
  type CareersIndexItem,
  type CareersIndexQuery,
  type Paged,
} from '@talent-desk/shared';
import {
  reserveWithinLimits,
  tooManyRequests,
  type WindowedLimit,
} from '../../../lib/limits/windowed-limits.js';
import { fetchPage } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import { careersIndexRows, countCareersIndex } from './careers-index.repo.js';

/**
 * Reads of the careers index per client (lib/client-address.ts), as the careers site's applications
 * are limited: a visitor pages and searches a few times a minute; a scraper hundreds of times.
 */
export const CAREERS_INDEX_LIMITS = [
  { name: 'careers-index-ip', windowMs: 60_000, max: 60 },
] as const satisfies readonly WindowedLimit[];

/** GET /api/public/vacancies: one page of the published OPEN vacancies, newest first. */
export async function careersIndexPage(
  db: Queryable,
  client: string,
  query: CareersIndexQuery,
): Promise<Paged<CareersIndexItem>> {
  await reserveWithinLimits(db, CAREERS_INDEX_LIMITS, client, (seconds) =>
    tooManyRequests('CAREERS_SITE_BUSY', careersIndexBusyMessage(seconds), seconds),
  );
  const search = query.search?.trim() || undefined;
  return fetchPage(
    query,
    (window) => careersIndexRows(db, search, window),
    () => countCareersIndex(db, search),
  );
}
