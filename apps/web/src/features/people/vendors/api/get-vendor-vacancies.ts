import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  pagedResponseSchema,
  vendorVacancyRowSchema,
  type Paged,
  type VendorVacancyQuery,
  type VendorVacancyRow,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { vacanciesQueryKey, vendorsQueryKey } from '@/lib/query-keys';

const pageSchema = pagedResponseSchema(vendorVacancyRowSchema);

/** VEND-07: GET /api/vendors/{id}/vacancies?page&size&column&order. */
export function getVendorVacancies(
  externalId: string,
  query: VendorVacancyQuery,
  signal?: AbortSignal,
): Promise<Paged<VendorVacancyRow>> {
  const qs = new URLSearchParams({
    page: String(query.page),
    size: String(query.size),
    column: query.column,
    order: query.order,
  });
  return http.get(`/api/vendors/${encodeURIComponent(externalId)}/vacancies?${qs.toString()}`, {
    schema: pageSchema,
    signal,
  });
}

export const useVendorVacancies = (externalId: string, query: VendorVacancyQuery) =>
  useQuery({
    // Under ['vacancies'] too: sharing and stop sharing refresh it.
    queryKey: [...vacanciesQueryKey, ...vendorsQueryKey, externalId, query],
    queryFn: ({ signal }) => getVendorVacancies(externalId, query, signal),
    placeholderData: keepPreviousData,
  });
