import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vacancyDetailsSchema, type VacancyDetails } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { vacanciesQueryKey } from '@/lib/query-keys';

/** VAC-11: PATCH /api/vacancies/{id}/publish {publishToExternalApp}. */
export function publishVacancy(externalId: string, publishToExternalApp: boolean): Promise<VacancyDetails> {
  return http.patch(
    `/api/vacancies/${encodeURIComponent(externalId)}/publish`,
    { publishToExternalApp },
    { schema: vacancyDetailsSchema },
  );
}

export function usePublishVacancy(externalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (publish: boolean) => publishVacancy(externalId, publish),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vacanciesQueryKey }),
  });
}
