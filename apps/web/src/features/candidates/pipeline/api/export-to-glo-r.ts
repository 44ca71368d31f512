import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gloExportResponseSchema, type GloExportBody, type GloExportResponse } from '@talent-desk/shared';
import { http } from '@/lib/http';
import { refreshPipelines } from './pipeline-query-keys';

/** POST /api/glo-r/export {candidateExternalId, vacancyExternalId} (CAND-STATUS-33). */
export function exportToGloR(body: GloExportBody): Promise<GloExportResponse> {
  return http.post('/api/glo-r/export', body, { schema: gloExportResponseSchema });
}

/** CAND-STATUS-36: the candidate-vacancy lists are refreshed after an export, whatever its outcome. */
export function useExportToGloR() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: exportToGloR, onSettled: () => refreshPipelines(queryClient) });
}
