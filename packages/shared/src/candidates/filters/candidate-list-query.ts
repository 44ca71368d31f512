import { z } from 'zod';
import {
  candidateFiltersSchema,
  candidateFiltersShape,
  CANDIDATE_FILTER_KEYS,
  type CandidateFilters,
} from './candidate-filters.js';
import {
  applicationFiltersShape,
  applicationFiltersToQueryPairs,
  refineRateOrder,
} from './application-filters.js';
import { pageQuerySchema, sortOrderSchema, plainText, type QueryPairs } from '../../core/index.js';

/** Columns the candidate list sorts by on the server (each backed by an index). */
export const CANDIDATE_SORT_COLUMNS = [
  'fullName',
  'createdAt',
  'country',
  'city',
  'source',
  'yearsOfExperience',
  'assessmentStatus',
  'backgroundStatus',
] as const;
export const candidateSortColumnSchema = z.enum(CANDIDATE_SORT_COLUMNS);
export type CandidateSortColumn = z.infer<typeof candidateSortColumnSchema>;
/** Newest first: recruiters work the latest applications. */
export const CANDIDATE_DEFAULT_SORT = { column: 'createdAt', order: 'desc' } as const;

/** The list's sort as one value, for bodies that must follow it (an export is in the list's order). */
export const candidateSortSchema = z.strictObject({
  column: candidateSortColumnSchema,
  order: sortOrderSchema,
});
export type CandidateSort = z.infer<typeof candidateSortSchema>;

export const CANDIDATE_SEARCH_MAX = 200;
/** The list's search box: a part of the candidate's name (and what the export of that list takes). */
export const candidateSearchSchema = plainText().max(CANDIDATE_SEARCH_MAX);

/**
 * `GET /api/candidates?page=&size=&column=&order=&search=&<filters>` (LIST-01..03, LIST-06). Paging is
 * tolerant (bad size -> 15); a bad filter or sort value fails, so the web reloads without the query.
 * The application filters and `enableEmailNotification=true` (only candidates who accept e-mail) make
 * the same list the audience preview (AUD-11, AUD-17): one filter evaluator for list, audience and
 * campaign recipients.
 */
export const candidateListQuerySchema = z
  .object({
    ...pageQuerySchema.shape,
    column: candidateSortColumnSchema.default(CANDIDATE_DEFAULT_SORT.column),
    order: sortOrderSchema.default(CANDIDATE_DEFAULT_SORT.order),
    search: candidateSearchSchema.optional(),
    // Accepted for compatibility (CAND-LIST-01); VENDOR scoping applies whether it is sent or not.
    filterForLoggedVendor: z.enum(['true', 'false']).optional(),
    enableEmailNotification: z.enum(['true', 'false']).optional(),
    ...candidateFiltersShape,
    ...applicationFiltersShape,
  })
  .superRefine(refineRateOrder);
export type CandidateListQuery = z.output<typeof candidateListQuerySchema>;

/** Filters back to query pairs: one repeated pair per value, nothing for an empty filter. */
export function candidateFiltersToQueryPairs(filters: CandidateFilters): QueryPairs {
  const pairs: QueryPairs = [];
  for (const key of CANDIDATE_FILTER_KEYS) {
    const value = filters[key];
    if (Array.isArray(value)) for (const item of value) pairs.push([key, item]);
    else if (typeof value === 'boolean') pairs.push([key, String(value)]);
  }
  return pairs;
}

/** The whole list state (page, size, sort, search, filters) as query pairs, for the URL and the API. */
export function candidateListQueryToQueryPairs(query: CandidateListQuery): QueryPairs {
  const pairs: QueryPairs = [
    ['page', String(query.page)],
    ['size', String(query.size)],
    ['column', query.column],
    ['order', query.order],
  ];
  if (query.search) pairs.push(['search', query.search]);
  if (query.enableEmailNotification) pairs.push(['enableEmailNotification', query.enableEmailNotification]);
  return [...pairs, ...candidateFiltersToQueryPairs(query), ...applicationFiltersToQueryPairs(query)];
}

/** The filters part of a parsed list query. */
export function pickCandidateFilters(query: CandidateFilters): CandidateFilters {
  return candidateFiltersSchema.parse(
    Object.fromEntries(CANDIDATE_FILTER_KEYS.map((key) => [key, query[key]])),
  );
}
