import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AssignCandidatesBody } from '@talent-desk/shared';
import { z } from 'zod';
import { http } from '@/lib/http';
import { refreshPipelines } from './pipeline-query-keys';

const assignResponseSchema = z.object({ attached: z.number().int() });

/** POST /api/candidates/assign: every candidate to every vacancy; 409 when already attached. */
export function assignCandidates(body: AssignCandidatesBody): Promise<{ attached: number }> {
  return http.post('/api/candidates/assign', body, { schema: assignResponseSchema });
}

export function useAssignCandidates() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: assignCandidates, onSuccess: () => refreshPipelines(queryClient) });
}
