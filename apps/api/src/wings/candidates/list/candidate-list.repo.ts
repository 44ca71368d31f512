import { asc, count, desc, inArray, sql, type SQL } from 'drizzle-orm';
import { EXACT_TOTAL_CAP, type CandidateSort, type CandidateSortColumn } from '@talent-desk/shared';
import { candidates } from '../../../db/schema/index.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import type { CandidatesWhere } from '../../../lib/scope.js';

/**
 * The candidate list query, in three steps so that every step is an index plan (docs/architecture.md §3):
 *
 * 1. Page ids: `SELECT id FROM candidates WHERE <scope+filters> ORDER BY <col>, id LIMIT n OFFSET k`.
 *    The ORDER BY always ends with id (a stable order) and every sort column has a plain ascending
 *    (col, id) index (migrations 0003, 0005), so both directions are an ordered index(-only) scan that
 *    stops after k+n entries (descending = backward scan); with filters the planner walks that index
 *    and filters, or bitmap-ANDs the filter indexes and top-N sorts, whichever is cheaper. Only ids
 *    travel through the offset: a deep page skips index entries, not whole rows (the "deferred
 *    join"). From DEEP_OFFSET on, the exact count decides where the page lies: a page in the second
 *    half of the result is read again from the other end with the order reversed, so no page skips
 *    more than half the matches.
 * 2. Rows of those ids by primary key, and count(*) with the same WHERE for totalElements (always in
 *    parallel with step 1's front read).
 * 3. Skills and assignments of the page's candidates, one query each (candidate-relations.repo.ts).
 *
 * Measured on PostgreSQL 15 here (1,000,000 candidates, 2 CPUs, shared_buffers 128 MB), EXPLAIN
 * ANALYZE: step 1 of a first page with three filters and a sort 0.3-1 ms; page at offset 100,000 of
 * the unfiltered list 19 ms (index-only backward scan). The exact count is the expensive part: 50 ms
 * unfiltered, 250-400 ms for broad filters (it must visit every match). So a first-pages total stops
 * counting after EXACT_TOTAL_CAP matches (`totalIsExact: false`): at most 10,001 index entries, a few ms.
 * From DEEP_OFFSET (= the cap) on, the page needs the exact total to read from the nearer end.
 */

const SORT_COLUMNS = {
  fullName: candidates.fullName,
  createdAt: candidates.createdAt,
  country: candidates.country,
  city: candidates.city,
  source: candidates.source,
  yearsOfExperience: candidates.yearsOfExperience,
  assessmentStatus: candidates.assessmentStatus,
  backgroundStatus: candidates.backgroundStatus,
} as const satisfies Record<CandidateSortColumn, unknown>;

export type { CandidateSort };

/**
 * From this offset on, the count runs first so that the page can be read from the nearer end; below it,
 * a forward scan (at most this many index entries skipped) runs in parallel with the count.
 */
export const DEEP_OFFSET = EXACT_TOTAL_CAP;

/** ORDER BY of the list (ties broken by id); `reversed` reads the same order from the other end. */
export function candidateOrderBy(sort: CandidateSort, reversed = false): SQL[] {
  const descending = (sort.order === 'desc') !== reversed;
  const direction = descending ? desc : asc;
  return [direction(SORT_COLUMNS[sort.column]), direction(candidates.id)];
}

async function idsOfWindow(
  db: Queryable,
  where: CandidatesWhere,
  sort: CandidateSort,
  limit: number,
  offset: number,
  reversed: boolean,
): Promise<number[]> {
  if (limit <= 0) return [];
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(where)
    .orderBy(...candidateOrderBy(sort, reversed))
    .limit(limit)
    .offset(offset);
  const ids = rows.map((r) => r.id);
  return reversed ? ids.reverse() : ids;
}

export async function countCandidates(db: Queryable, where: CandidatesWhere): Promise<number> {
  const [row] = await db.select({ n: count() }).from(candidates).where(where);
  return row?.n ?? 0;
}

/** `count(*)` of at most cap + 1 matches: the statement of a capped total (also the benchmark's raw SQL). */
export function cappedCountQuery(db: Queryable, where: CandidatesWhere, cap = EXACT_TOTAL_CAP) {
  const matches = db
    .select({ one: sql`1` })
    .from(candidates)
    .where(where)
    .limit(cap + 1)
    .as('capped');
  return db.select({ n: count() }).from(matches);
}

/** The number of matches up to `cap`, and whether that is all of them. */
export async function countCandidatesUpTo(
  db: Queryable,
  where: CandidatesWhere,
  cap = EXACT_TOTAL_CAP,
): Promise<{ total: number; exact: boolean }> {
  const [row] = await cappedCountQuery(db, where, cap);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, exact: false } : { total: n, exact: true };
}

export type CandidatePageIds = { ids: number[]; total: number; exact: boolean };

/** The ids of one page, in order, and the number of matches (capped below DEEP_OFFSET). */
export async function candidatePageIds(
  db: Queryable,
  where: CandidatesWhere,
  sort: CandidateSort,
  window: PageWindow,
  deepOffset = DEEP_OFFSET,
  cap = EXACT_TOTAL_CAP,
): Promise<CandidatePageIds> {
  if (window.offset < deepOffset) {
    const [ids, counted] = await Promise.all([
      idsOfWindow(db, where, sort, window.limit, window.offset, false),
      countCandidatesUpTo(db, where, cap),
    ]);
    return { ids, ...counted };
  }
  // The front read runs beside the exact count (most deep pages are in the first half: the pager walks
  // forward), so the request takes the longer of the two, not their sum; a page in the second half is
  // read again from the other end once the total says so.
  const [total, front] = await Promise.all([
    countCandidates(db, where),
    idsOfWindow(db, where, sort, window.limit, window.offset, false),
  ]);
  if (window.offset >= total) return { ids: [], total, exact: true };
  if (window.offset <= total / 2) return { ids: front, total, exact: true };
  const fromEnd = total - window.offset - window.limit;
  const ids = await idsOfWindow(
    db,
    where,
    sort,
    window.limit + Math.min(fromEnd, 0),
    Math.max(fromEnd, 0),
    true,
  );
  return { ids, total, exact: true };
}

export const listColumns = {
  id: candidates.id,
  externalId: candidates.externalId,
  fullName: candidates.fullName,
  email: candidates.email,
  country: candidates.country,
  state: candidates.state,
  city: candidates.city,
  locationCompliance: candidates.locationCompliance,
  status: candidates.status,
  source: candidates.source,
  assessmentStatus: candidates.assessmentStatus,
  backgroundStatus: candidates.backgroundStatus,
  createdAt: candidates.createdAt,
};
/**
 * The list columns of the given candidates, in the order of `ids`.
 * @scope by ids: callers pass the ids candidatePageIds read with the actor's scope.
 */
export async function candidateRowsByIds(db: Queryable, ids: readonly number[]) {
  const rows = await db
    .select(listColumns)
    .from(candidates)
    .where(inArray(candidates.id, [...ids]));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export type CandidateListDbRow = Awaited<ReturnType<typeof candidateRowsByIds>>[number];
