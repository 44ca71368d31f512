import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  pagedResponseSchema,
  toQueryString,
  vacancyListQueryToQueryPairs,
  vacancyRowSchema,
  type Paged,
  type VacancyListQuery,
  type VacancyRow,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { vacanciesQueryKey } from '@/lib/query-keys';

const vacancyPageSchema = pagedResponseSchema(vacancyRowSchema);

/** GET /api/vacancies?page&size&column&order&search&<filters>. */
export function getVacancies(query: VacancyListQuery, signal?: AbortSignal): Promise<Paged<VacancyRow>> {
  const qs = toQueryString(vacancyListQueryToQueryPairs(query));
  return http.get(`/api/vacancies?${qs}`, { schema: vacancyPageSchema, signal });
}

/** The list page; `enabled` is false while an invalid URL is being dropped (LIST-06). */
export const useVacancies = (query: VacancyListQuery, enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: [...vacanciesQueryKey, 'list', query],
      queryFn: ({ signal }) => getVacancies(query, signal),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
