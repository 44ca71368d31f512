import { useQuery } from '@tanstack/react-query';
import { vacancyDetailsSchema, type VacancyDetails } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { vacanciesQueryKey } from '@/lib/query-keys';

export const vacancyQueryKey = (externalId: string) => [...vacanciesQueryKey, 'details', externalId] as const;

/** GET /api/vacancies/{id}. */
export function getVacancy(externalId: string, signal?: AbortSignal): Promise<VacancyDetails> {
  return http.get(`/api/vacancies/${encodeURIComponent(externalId)}`, {
    schema: vacancyDetailsSchema,
    signal,
  });
}

export const useVacancy = (externalId: string) =>
  useQuery({
    queryKey: vacancyQueryKey(externalId),
    queryFn: ({ signal }) => getVacancy(externalId, signal),
    retry: false,
  });
