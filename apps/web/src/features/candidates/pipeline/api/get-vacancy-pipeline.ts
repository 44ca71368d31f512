import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  toQueryString,
  vacancyPipelineResponseSchema,
  type Paged,
  type VacancyPipelineQuery,
  type VacancyPipelineRow,
} from '@talent-desk/shared';
import { http } from '@/lib/http';

/** Under 'vacancies' so that every change to the vacancy or its candidates refreshes it. */
export const vacancyPipelineQueryKey = (vacancyId: string) => ['vacancies', vacancyId, 'candidates'] as const;

/** The query as `statuses=A&statuses=B&search=...` (absent values left out). */
export function vacancyPipelineQueryPairs(query: VacancyPipelineQuery): [string, string][] {
  const pairs: [string, string][] = [
    ['page', String(query.page)],
    ['size', String(query.size)],
    ['column', query.column],
    ['order', query.order],
  ];
  for (const status of query.statuses) pairs.push(['statuses', status]);
  if (query.search) pairs.push(['search', query.search]);
  return pairs;
}

/** GET /api/vacancies/{id}/candidates: the vacancy's pipeline, in the actor's scope. */
export function getVacancyPipeline(
  vacancyId: string,
  query: VacancyPipelineQuery,
  signal?: AbortSignal,
): Promise<Paged<VacancyPipelineRow>> {
  const qs = toQueryString(vacancyPipelineQueryPairs(query));
  return http.get(`/api/vacancies/${encodeURIComponent(vacancyId)}/candidates?${qs}`, {
    schema: vacancyPipelineResponseSchema,
    signal,
  });
}

export const vacancyPipelineQueryOptions = (vacancyId: string, query: VacancyPipelineQuery) =>
  queryOptions({
    queryKey: [...vacancyPipelineQueryKey(vacancyId), query],
    queryFn: ({ signal }) => getVacancyPipeline(vacancyId, query, signal),
    placeholderData: keepPreviousData,
  });

export const useVacancyPipeline = (vacancyId: string, query: VacancyPipelineQuery) =>
  useQuery(vacancyPipelineQueryOptions(vacancyId, query));
