import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  vendorDetailSchema,
  type VendorBody,
  type VendorDetail,
  type VendorStatus,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { vendorsQueryKey } from '@/lib/query-keys';

/** POST /api/vendors, or PUT /api/vendors/{id} when editing. */
export function saveVendor(body: VendorBody, externalId?: string): Promise<VendorDetail> {
  return externalId
    ? http.put(`/api/vendors/${encodeURIComponent(externalId)}`, body, { schema: vendorDetailSchema })
    : http.post('/api/vendors', body, { schema: vendorDetailSchema });
}

export function useSaveVendor(externalId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VendorBody) => saveVendor(body, externalId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorsQueryKey }),
  });
}

/** VEND-14: PUT /api/vendors/{id}/activate or /deactivate, with an empty body. */
export function useSetVendorStatus(externalId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: VendorStatus) =>
      http.put(
        `/api/vendors/${encodeURIComponent(externalId)}/${status === 'ACTIVE' ? 'activate' : 'deactivate'}`,
        undefined,
        { schema: vendorDetailSchema },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorsQueryKey }),
  });
}
