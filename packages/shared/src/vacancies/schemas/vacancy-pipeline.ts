import { z } from 'zod';
import {
  assessmentStatusSchema,
  backgroundStatusSchema,
  candidateSourceSchema,
  assignableCandidateStatusSchema,
  screeningStatusSchema,
} from '../../candidates/index.js';
import {
  keyList,
  pagedResponseSchema,
  pageQuerySchema,
  sortOrderSchema,
  staffOnly,
  plainText,
} from '../../core/index.js';

/** Columns the vacancy's pipeline (GET /api/vacancies/{id}/candidates) sorts by. */
export const VACANCY_PIPELINE_SORT_COLUMNS = ['fullName', 'status', 'attachedAt', 'updatedAt'] as const;
export const vacancyPipelineSortColumnSchema = z.enum(VACANCY_PIPELINE_SORT_COLUMNS);
export type VacancyPipelineSortColumn = z.infer<typeof vacancyPipelineSortColumnSchema>;
/** Newest attachments first: new applications are what a recruiter opens the tab for. */
export const VACANCY_PIPELINE_DEFAULT_SORT = { column: 'attachedAt', order: 'desc' } as const;
export const VACANCY_PIPELINE_SEARCH_MAX = 200;

/** GET /api/vacancies/{id}/candidates?page=&size=&column=&order=&statuses=&search= (name or e-mail). */
export const vacancyPipelineQuerySchema = z.object({
  ...pageQuerySchema.shape,
  column: vacancyPipelineSortColumnSchema.default(VACANCY_PIPELINE_DEFAULT_SORT.column),
  order: sortOrderSchema.default(VACANCY_PIPELINE_DEFAULT_SORT.order),
  statuses: keyList(assignableCandidateStatusSchema),
  search: plainText().max(VACANCY_PIPELINE_SEARCH_MAX).optional(),
});
export type VacancyPipelineQuery = z.output<typeof vacancyPipelineQuerySchema>;

/**
 * One candidate on the vacancy. `status`, `source`, `inIndiaGroup` and `preScreeningStatus` feed the
 * shared rowActions (menu and Shortlist gate); `status`, `publishToExternalApp` (the vacancy's flag) and
 * `gloAssignmentId` feed canExportToGlo; the rest is what the row shows. Status changes and the GLO-R
 * export are staff work: the fields only they need are staff only.
 */
export const vacancyPipelineRowSchema = z.object({
  candidateExternalId: z.uuid(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  country: z.string(),
  state: z.string().nullable(),
  city: z.string(),
  source: candidateSourceSchema,
  sourceName: z.string().nullable(),
  /** The candidate's status on this vacancy. */
  status: assignableCandidateStatusSchema,
  /** When the candidate was attached to the vacancy, and when its status here last changed. */
  attachedAt: z.string(),
  updatedAt: z.string(),
  inIndiaGroup: staffOnly(z.boolean()),
  preScreeningStatus: screeningStatusSchema.nullable(),
  locationCompliance: z.boolean().nullable(),
  assessmentStatus: assessmentStatusSchema.nullable(),
  backgroundStatus: backgroundStatusSchema.nullable(),
  publishToExternalApp: z.boolean(),
  /** GLO-R ids (CAND-DETAIL-04: staff only). */
  gloCandidateId: staffOnly(z.string().nullable()),
  gloAssignmentId: staffOnly(z.string().nullable()),
});
export type VacancyPipelineRow = z.output<typeof vacancyPipelineRowSchema>;
export const vacancyPipelineResponseSchema = pagedResponseSchema(vacancyPipelineRowSchema);

/** A pipeline row as a VENDOR gets it (its own candidates only): no GLO-R ids, no India group flag. */
export const vendorVacancyPipelineRowSchema = vacancyPipelineRowSchema.omit({
  inIndiaGroup: true,
  gloCandidateId: true,
  gloAssignmentId: true,
});
export type VendorVacancyPipelineRow = z.output<typeof vendorVacancyPipelineRowSchema>;
export const vendorVacancyPipelineResponseSchema = pagedResponseSchema(vendorVacancyPipelineRowSchema);
