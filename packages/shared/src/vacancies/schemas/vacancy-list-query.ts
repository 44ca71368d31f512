import { z } from 'zod';
import {
  MESSAGES,
  vacancyStatusSchema,
  vacancyTypeSchema,
  booleanFilterSchema,
  dayFilterSchema,
  keyList,
  textList,
  pageQuerySchema,
  sortOrderSchema,
  type QueryPairs,
  plainText,
} from '../../core/index.js';

/** Columns the vacancy list sorts by on the server. */
export const VACANCY_SORT_COLUMNS = [
  'title',
  'gloVacancyId',
  'status',
  'type',
  'businessGroupName',
  'projectName',
  'candidatesCount',
  'createdAt',
] as const;
export const vacancySortColumnSchema = z.enum(VACANCY_SORT_COLUMNS);
export type VacancySortColumn = z.infer<typeof vacancySortColumnSchema>;
export const VACANCY_DEFAULT_SORT = { column: 'createdAt', order: 'desc' } as const;
export const VACANCY_SEARCH_MAX = 200;

/** The vacancy list's filters (ours: the spec shows the row only). */
export const vacancyFiltersShape = {
  statuses: keyList(vacancyStatusSchema),
  types: keyList(vacancyTypeSchema),
  businessGroupExternalIds: keyList(z.uuid()),
  projectNames: textList(),
  published: booleanFilterSchema,
  vendorExternalIds: keyList(z.uuid()),
  createdFrom: dayFilterSchema,
  createdTo: dayFilterSchema,
  /** Created by these users ('My open vacancies' of the dashboard, DASH-04; from links only). */
  createdByExternalIds: keyList(z.uuid()),
};
export const VACANCY_FILTER_KEYS = Object.keys(vacancyFiltersShape) as (keyof typeof vacancyFiltersShape)[];

/** LIST-20 on the creation dates: shared by the list query and the export body. */
export const refineVacancyCreatedRange = <
  T extends { createdFrom?: string | undefined; createdTo?: string | undefined },
>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  // LIST-20: a range whose start is after its end matches nothing: refused with a message instead.
  if (value.createdFrom && value.createdTo && value.createdFrom > value.createdTo) {
    ctx.addIssue({
      code: 'custom',
      path: ['createdTo'],
      message: MESSAGES.dateRangeOrder,
    });
  }
};

/** GET /api/vacancies?page=&size=&column=&order=&search=&<filters>. */
export const vacancyListQuerySchema = z
  .object({
    ...pageQuerySchema.shape,
    column: vacancySortColumnSchema.default(VACANCY_DEFAULT_SORT.column),
    order: sortOrderSchema.default(VACANCY_DEFAULT_SORT.order),
    search: plainText().max(VACANCY_SEARCH_MAX).optional(),
    ...vacancyFiltersShape,
  })
  .superRefine(refineVacancyCreatedRange);
export type VacancyListQuery = z.output<typeof vacancyListQuerySchema>;

/** The filters of a list query (for the filter panel and its chips). */
export type VacancyFilters = Pick<VacancyListQuery, (typeof VACANCY_FILTER_KEYS)[number]>;

export function pickVacancyFilters(query: VacancyListQuery): VacancyFilters {
  return Object.fromEntries(VACANCY_FILTER_KEYS.map((key) => [key, query[key]])) as VacancyFilters;
}

/** The whole list state as query pairs, for the URL and the API: one repeated pair per value. */
export function vacancyListQueryToQueryPairs(query: VacancyListQuery): QueryPairs {
  const pairs: QueryPairs = [
    ['page', String(query.page)],
    ['size', String(query.size)],
    ['column', query.column],
    ['order', query.order],
  ];
  if (query.search) pairs.push(['search', query.search]);
  for (const key of VACANCY_FILTER_KEYS) {
    const value = query[key];
    if (Array.isArray(value)) for (const item of value) pairs.push([key, item]);
    else if (typeof value === 'boolean' || typeof value === 'string') pairs.push([key, String(value)]);
  }
  return pairs;
}
