import { z } from 'zod';
import { sortOrderSchema, plainText } from '../../core/index.js';
import {
  refineVacancyCreatedRange,
  VACANCY_DEFAULT_SORT,
  VACANCY_SEARCH_MAX,
  vacancyFiltersShape,
  vacancySortColumnSchema,
} from './vacancy-list-query.js';

/** The list's search and filters as a JSON body (the same names and values as the list's query). */
export const vacancyExportFiltersSchema = z
  .strictObject({ search: plainText().max(VACANCY_SEARCH_MAX).optional(), ...vacancyFiltersShape })
  .superRefine(refineVacancyCreatedRange);
export type VacancyExportFilters = z.output<typeof vacancyExportFiltersSchema>;

export const vacancyExportSortSchema = z.strictObject({
  column: vacancySortColumnSchema,
  order: sortOrderSchema,
});

/**
 * POST /api/vacancies/export: an xlsx of every vacancy the list's filters match (in the actor's scope),
 * in the list's order. Both parts may be left out: no filter, the list's default order.
 */
export const vacancyExportBodySchema = z.strictObject({
  filters: vacancyExportFiltersSchema.prefault({
    statuses: [],
    types: [],
    businessGroupExternalIds: [],
    projectNames: [],
    vendorExternalIds: [],
    createdByExternalIds: [],
  }),
  sort: vacancyExportSortSchema.prefault(VACANCY_DEFAULT_SORT),
});
export type VacancyExportBody = z.output<typeof vacancyExportBodySchema>;
export type VacancyExportBodyInput = z.input<typeof vacancyExportBodySchema>;

/** At most this many rows in one file: more is a 400 asking for narrower filters. */
export const VACANCY_EXPORT_MAX = 50_000;
