import { z } from 'zod';
import { backgroundStatusSchema } from '../enums/background-status.js';
import { assignableCandidateStatusSchema } from '../enums/candidate-status.js';
import { exportFormatSchema } from '../enums/export-format.js';
import { candidateSortSchema } from '../filters/candidate-list-query.js';
import { CANDIDATE_MESSAGES } from '../messages-candidates.js';
import { candidateFiltersSchema } from '../filters/candidate-filters.js';
import { candidateSearchSchema } from '../filters/candidate-list-query.js';

/** Bulk limits: a page of selection is at most 100 rows; exports stream up to 10,000 named rows. */
export const BULK_CANDIDATES_MAX = 1000;
export const EXPORT_SELECTION_MAX = 10_000;
export const ASSIGN_VACANCIES_MAX = 50;

const ids = (max: number, emptyMessage: string) =>
  z
    .array(z.uuid())
    .min(1, emptyMessage)
    .max(max)
    .transform((list) => [...new Set(list)]);

/** BGC-15: `YYYY-MM-DDTHH:mm:ss`, read as UTC (the web converts the picked local time). */
const BGC_DATE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;
/** Clock skew tolerated between browser and server before a date counts as future. */
export const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;

/** The instant of a `YYYY-MM-DDTHH:mm:ss` UTC text, or null when it is not a real calendar time. */
export function parseBgcDate(text: string): Date | null {
  const m = BGC_DATE.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  const real =
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    h < 24 &&
    mi < 60 &&
    s < 60;
  return real ? date : null;
}

/** `YYYY-MM-DDTHH:mm:ss` of an instant, in UTC. */
export function formatBgcDate(date: Date): string {
  return date.toISOString().slice(0, 19);
}

/** BGC-13: not after now (with a small clock-skew allowance). */
export function isFutureDate(date: Date, now: Date = new Date()): boolean {
  return date.getTime() > now.getTime() + FUTURE_TOLERANCE_MS;
}

/** PATCH /api/candidates/background-status (BGC-14..17). */
export const backgroundStatusUpdateBodySchema = z.strictObject({
  backgroundStatus: backgroundStatusSchema,
  candidateExternalIds: ids(BULK_CANDIDATES_MAX, CANDIDATE_MESSAGES.requiredCandidate),
  backgroundStatusUpdateDate: z
    .string()
    .refine((v) => parseBgcDate(v) !== null, CANDIDATE_MESSAGES.dateFormat)
    .refine((v) => {
      const date = parseBgcDate(v);
      return date === null || !isFutureDate(date);
    }, CANDIDATE_MESSAGES.dateInFuture),
});
export type BackgroundStatusUpdateBody = z.output<typeof backgroundStatusUpdateBodySchema>;

/** BGC-17: the 200 answer lists each updated candidate. */
export const backgroundStatusUpdateResponseSchema = z.array(
  z.object({
    externalId: z.uuid(),
    backgroundStatus: backgroundStatusSchema,
    backgroundStatusUpdatedAt: z.string(),
  }),
);
export type BackgroundStatusUpdateResponse = z.output<typeof backgroundStatusUpdateResponseSchema>;

/** POST /api/candidates/assign: every candidate to every vacancy. */
export const assignCandidatesBodySchema = z.strictObject({
  candidateExternalIds: ids(BULK_CANDIDATES_MAX, CANDIDATE_MESSAGES.requiredCandidate),
  vacancyExternalIds: ids(ASSIGN_VACANCIES_MAX, CANDIDATE_MESSAGES.requiredVacancy),
});
export type AssignCandidatesBody = z.output<typeof assignCandidatesBodySchema>;

/** PUT /api/candidates/{id}/vacancies/{vacancyId}/status (CAND-STATUS-02). */
export const candidateStatusChangeBodySchema = z.strictObject({ status: assignableCandidateStatusSchema });
export type CandidateStatusChangeBody = z.output<typeof candidateStatusChangeBodySchema>;

/** POST /api/candidates/export: either the selection or everything the filters match. */
export const candidateExportBodySchema = z
  // Format and sort are checked first so that a bad one is reported on its field, not as a failed union.
  .looseObject({ format: exportFormatSchema, sort: candidateSortSchema.optional() })
  .pipe(
    z.union(
      [
        z.strictObject({
          format: exportFormatSchema,
          candidateExternalIds: ids(EXPORT_SELECTION_MAX, CANDIDATE_MESSAGES.requiredCandidate),
          sort: candidateSortSchema.optional(),
        }),
        z.strictObject({
          format: exportFormatSchema,
          filters: candidateFiltersSchema,
          // The list's search narrows the file as it narrows the list.
          search: candidateSearchSchema.optional(),
          sort: candidateSortSchema.optional(),
        }),
      ],
      { error: 'Send either candidateExternalIds (a selection) or filters, not both' },
    ),
  );
export type CandidateExportBody = z.output<typeof candidateExportBodySchema>;

/** POST /api/glo-r/export (CAND-STATUS-33). */
export const gloExportBodySchema = z.strictObject({
  candidateExternalId: z.uuid(),
  vacancyExternalId: z.uuid(),
});
export type GloExportBody = z.output<typeof gloExportBodySchema>;
