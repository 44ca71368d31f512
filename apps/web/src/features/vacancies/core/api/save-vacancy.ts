import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vacancyDetailsSchema, type VacancyBody, type VacancyDetails } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { vacanciesQueryKey } from '@/lib/query-keys';

/** POST /api/vacancies, or PUT /api/vacancies/{id} when editing. */
export function saveVacancy(body: VacancyBody, externalId?: string): Promise<VacancyDetails> {
  return externalId
    ? http.put(`/api/vacancies/${encodeURIComponent(externalId)}`, body, { schema: vacancyDetailsSchema })
    : http.post('/api/vacancies', body, { schema: vacancyDetailsSchema });
}

export function useSaveVacancy(externalId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VacancyBody) => saveVacancy(body, externalId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vacanciesQueryKey }),
  });
}
