import { z } from 'zod';
import { vacancyStatusSchema, pageQuerySchema, sortOrderSchema } from '../../core/index.js';

/** VEND-07/08: GET /api/vendors/{id}/vacancies, by title ascending unless asked otherwise. */
export const VENDOR_VACANCY_SORT_COLUMNS = ['title', 'gloVacancyId', 'status', 'createdAt'] as const;
export const VENDOR_VACANCY_DEFAULT_SORT = { column: 'title', order: 'asc' } as const;
export const vendorVacancyQuerySchema = z.object({
  ...pageQuerySchema.shape,
  column: z.enum(VENDOR_VACANCY_SORT_COLUMNS).default(VENDOR_VACANCY_DEFAULT_SORT.column),
  order: sortOrderSchema.default(VENDOR_VACANCY_DEFAULT_SORT.order),
});
export type VendorVacancyQuery = z.output<typeof vendorVacancyQuerySchema>;

/** VEND-09: a row of the vendor's vacancy list (counts are the vendor's own candidates). */
export const vendorVacancyRowSchema = z.object({
  externalId: z.uuid(),
  gloVacancyId: z.string().nullable(),
  title: z.string(),
  status: vacancyStatusSchema,
  businessGroups: z.array(z.string()),
  projectName: z.string().nullable(),
  candidatesCount: z.number().int(),
  newCandidatesCount: z.number().int(),
  createdAt: z.string(),
});
export type VendorVacancyRow = z.output<typeof vendorVacancyRowSchema>;
