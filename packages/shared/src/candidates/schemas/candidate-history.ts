import { z } from 'zod';

export const statusHistoryKindSchema = z.enum(['VACANCY_STATUS', 'BACKGROUND_STATUS']);
export type StatusHistoryKind = z.infer<typeof statusHistoryKindSchema>;

/** One status change of a candidate: a vacancy pipeline step or a background-check step. */
export const candidateHistoryItemSchema = z.object({
  kind: statusHistoryKindSchema,
  vacancyExternalId: z.uuid().nullable(),
  vacancyTitle: z.string().nullable(),
  fromStatus: z.string().nullable(),
  toStatus: z.string(),
  changedBy: z.object({ externalId: z.uuid(), fullName: z.string() }).nullable(),
  changedAt: z.string(),
});
export type CandidateHistoryItem = z.output<typeof candidateHistoryItemSchema>;

/** GET /api/candidates/{id}/history: newest first. */
export const candidateHistoryResponseSchema = z.array(candidateHistoryItemSchema);
