import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  pagedResponseSchema,
  toQueryString,
  vendorListQueryToQueryPairs,
  vendorRowSchema,
  type Paged,
  type VendorListQuery,
  type VendorRow,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { vendorsQueryKey } from '@/lib/query-keys';

const vendorPageSchema = pagedResponseSchema(vendorRowSchema);

/** GET /api/vendors?page&size&column&order&search&<filters>. */
export function getVendors(query: VendorListQuery, signal?: AbortSignal): Promise<Paged<VendorRow>> {
  return http.get(`/api/vendors?${toQueryString(vendorListQueryToQueryPairs(query))}`, {
    schema: vendorPageSchema,
    signal,
  });
}

export const useVendors = (query: VendorListQuery, enabled = true) =>
  useQuery({
    queryKey: [...vendorsQueryKey, 'list', query],
    queryFn: ({ signal }) => getVendors(query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
