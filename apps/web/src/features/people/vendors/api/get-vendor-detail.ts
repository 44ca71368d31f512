import { useQuery } from '@tanstack/react-query';
import { vendorDetailResponseSchema, type VendorDetailResponse } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { vendorsQueryKey } from '@/lib/query-keys';

export const vendorDetailQueryKey = (externalId: string) =>
  [...vendorsQueryKey, 'detail', externalId] as const;

/** VEND-05: GET /api/vendors/{id}/detail, the vendor and its users. */
export function getVendorDetail(externalId: string, signal?: AbortSignal): Promise<VendorDetailResponse> {
  return http.get(`/api/vendors/${encodeURIComponent(externalId)}/detail`, {
    schema: vendorDetailResponseSchema,
    signal,
  });
}

export const useVendorDetail = (externalId: string) =>
  useQuery({
    queryKey: vendorDetailQueryKey(externalId),
    queryFn: ({ signal }) => getVendorDetail(externalId, signal),
    retry: false,
  });
