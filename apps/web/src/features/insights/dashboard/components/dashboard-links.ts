import {
  candidateFiltersSchema,
  candidateFiltersToQueryPairs,
  DASHBOARD_CANDIDATE_FILTERS,
  DASHBOARD_VACANCY_STATUSES,
  toQueryString,
  type DashboardCandidateBlock,
  type QueryPairs,
  type Role,
} from '@talent-desk/shared';

const withQuery = (path: string, pairs: QueryPairs) =>
  pairs.length > 0 ? `${path}?${toQueryString(pairs)}` : path;

/** 'View all' of a candidate block: the candidate list with the block's filters in the URL. */
export function candidateBlockLink(listPath: string, block: DashboardCandidateBlock): string {
  const filters = candidateFiltersSchema.parse(DASHBOARD_CANDIDATE_FILTERS[block]);
  return withQuery(listPath, candidateFiltersToQueryPairs(filters));
}

/**
 * 'View all' of the open-vacancies block: the vacancy list of OPEN vacancies, for ADMIN and TAG those
 * they created (the server's own rule for the block, DASH-11); a VENDOR's list is its scope already.
 */
export function vacancyBlockLink(listPath: string, role: Role, userExternalId: string): string {
  const pairs: QueryPairs = DASHBOARD_VACANCY_STATUSES.map((s) => ['statuses', s]);
  if (role !== 'VENDOR') pairs.push(['createdByExternalIds', userExternalId]);
  return withQuery(listPath, pairs);
}
