import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  shareVacanciesResponseSchema,
  vacancyVendorsResponseSchema,
  type ShareVacanciesBody,
  type VacancyVendor,
} from '@talent-desk/shared';
import { z } from 'zod';
import { http } from '@/lib/http';
import { vacanciesQueryKey } from '@/lib/query-keys';

const vendorsKey = (externalId: string) => [...vacanciesQueryKey, 'vendors', externalId] as const;

/** VAC-08: GET /api/vacancies/{id}/vendors. */
export function getVacancyVendors(externalId: string, signal?: AbortSignal): Promise<VacancyVendor[]> {
  return http.get(`/api/vacancies/${encodeURIComponent(externalId)}/vendors`, {
    schema: vacancyVendorsResponseSchema,
    signal,
  });
}

export const useVacancyVendors = (externalId: string) =>
  useQuery({
    queryKey: vendorsKey(externalId),
    queryFn: ({ signal }) => getVacancyVendors(externalId, signal),
  });

/** VAC-21: POST /api/vacancies/share. */
export function useShareVacancies() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareVacanciesBody) =>
      http.post('/api/vacancies/share', body, { schema: shareVacanciesResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vacanciesQueryKey }),
  });
}

/** VAC-25: DELETE /api/vacancies/{id}/vendors/{vendorId}. */
export function useStopSharing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      vacancyExternalId,
      vendorExternalId,
    }: {
      vacancyExternalId: string;
      vendorExternalId: string;
    }) =>
      http.delete(
        `/api/vacancies/${encodeURIComponent(vacancyExternalId)}/vendors/${encodeURIComponent(vendorExternalId)}`,
        { schema: z.unknown() },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vacanciesQueryKey }),
  });
}
