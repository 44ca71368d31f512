import { useMutation, useQueryClient } from '@tanstack/react-query';
import { backgroundStatusUpdateResponseSchema, type BackgroundStatusUpdateBody } from '@talent-desk/shared';
import type { z } from 'zod';
import { http } from '@/lib/http';
import { candidatesQueryKey } from '@/lib/query-keys';

export type BackgroundStatusUpdateResult = z.output<typeof backgroundStatusUpdateResponseSchema>;

/** PATCH /api/candidates/background-status (BGC-14..17): all listed candidates or none (409). */
export function updateBackgroundStatus(
  body: BackgroundStatusUpdateBody,
): Promise<BackgroundStatusUpdateResult> {
  return http.patch('/api/candidates/background-status', body, {
    schema: backgroundStatusUpdateResponseSchema,
  });
}

export function useUpdateBackgroundStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBackgroundStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesQueryKey }),
  });
}
