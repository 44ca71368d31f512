import { useQuery } from '@tanstack/react-query';
import { publicVacancySchema, type PublicVacancy } from '@talent-desk/shared';
import { http } from '@/lib/http';

/** GET /api/public/vacancies/{id}: a published OPEN vacancy (404 otherwise). */
export function getPublicVacancy(externalId: string, signal?: AbortSignal): Promise<PublicVacancy> {
  return http.get(`/api/public/vacancies/${encodeURIComponent(externalId)}`, {
    schema: publicVacancySchema,
    signal,
  });
}

export const usePublicVacancy = (externalId: string) =>
  useQuery({
    queryKey: ['public-vacancy', externalId],
    queryFn: ({ signal }) => getPublicVacancy(externalId, signal),
    retry: false,
  });
