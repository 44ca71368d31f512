import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  candidateListResponseSchema,
  DASHBOARD_LIST_PATHS,
  DASHBOARD_PAGE_SIZE,
  DASHBOARD_VACANCY_STATUSES,
  pagedResponseSchema,
  toQueryString,
  vacancyRowSchema,
  type CandidateListRow,
  type DashboardCandidateBlock,
  type Paged,
  type QueryPairs,
  type VacancyRow,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { dashboardQueryKey } from './get-dashboard';

const vacancyPageSchema = pagedResponseSchema(vacancyRowSchema);

/** DASH-08, DASH-10: paging in the query string with the session user's external id. */
const paging = (page: number, userExternalId: string): QueryPairs => [
  ['page', String(page)],
  ['size', String(DASHBOARD_PAGE_SIZE)],
  ['loggedUserExtId', userExternalId],
];

/** GET /api/candidates/lists/{review,new,latest,ready-for-bgc} (DASH-10). */
export function getDashboardCandidates(
  block: DashboardCandidateBlock,
  page: number,
  userExternalId: string,
  signal?: AbortSignal,
): Promise<Paged<CandidateListRow>> {
  const qs = toQueryString(paging(page, userExternalId));
  return http.get(`/api/candidates/lists/${DASHBOARD_LIST_PATHS[block]}?${qs}`, {
    schema: candidateListResponseSchema,
    signal,
  });
}

/** GET /api/vacancies/dashboard?loggedUserExtId=&vacancy_statuses=OPEN (DASH-11). */
export function getDashboardVacancies(
  page: number,
  userExternalId: string,
  signal?: AbortSignal,
): Promise<Paged<VacancyRow>> {
  const statuses = DASHBOARD_VACANCY_STATUSES.map((s): [string, string] => ['vacancy_statuses', s]);
  const qs = toQueryString([...paging(page, userExternalId), ...statuses]);
  return http.get(`/api/vacancies/dashboard?${qs}`, { schema: vacancyPageSchema, signal });
}

export const useDashboardCandidates = (
  block: DashboardCandidateBlock,
  page: number,
  userExternalId: string,
) =>
  useQuery(
    queryOptions({
      queryKey: [...dashboardQueryKey, 'candidates', block, userExternalId, page],
      queryFn: ({ signal }) => getDashboardCandidates(block, page, userExternalId, signal),
      placeholderData: keepPreviousData,
    }),
  );

export const useDashboardVacancies = (page: number, userExternalId: string) =>
  useQuery(
    queryOptions({
      queryKey: [...dashboardQueryKey, 'vacancies', userExternalId, page],
      queryFn: ({ signal }) => getDashboardVacancies(page, userExternalId, signal),
      placeholderData: keepPreviousData,
    }),
  );
