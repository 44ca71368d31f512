import { z } from 'zod';
import { VACANCY_STATUSES, plainText } from '../../core/index.js';

/**
 * VAC-05: GET /api/vacancies/overview, the numbers of the vacancies the actor may see (a VENDOR: those
 * shared with it that are OPEN or ON_HOLD): how many per status, published, and the candidates still
 * Pending on them (the applications nobody screened yet).
 */
export const vacancyOverviewSchema = z.object({
  total: z.number().int(),
  byStatus: z.object(
    Object.fromEntries(VACANCY_STATUSES.map((s) => [s, z.number().int()])) as {
      [K in (typeof VACANCY_STATUSES)[number]]: z.ZodNumber;
    },
  ),
  published: z.number().int(),
  pendingCandidates: z.number().int(),
});
export type VacancyOverview = z.output<typeof vacancyOverviewSchema>;

export const VACANCY_OPTIONS_MAX = 50;

/**
 * VAC-06/07: GET /api/vacancies/options. Without parameters: the vacancies the actor may see, newest
 * first (VAC-07); `dropdown_option=open_titles` keeps the OPEN ones and `search_value` matches title or
 * GLO-R id (VAC-06). At most 50: a dropdown narrows by typing.
 */
export const vacancyOptionsQuerySchema = z.object({
  dropdown_option: z.enum(['open_titles']).optional(),
  search_value: plainText().max(200).optional(),
});
export type VacancyOptionsQuery = z.output<typeof vacancyOptionsQuerySchema>;

export const vacancyOptionSchema = z.object({
  externalId: z.uuid(),
  title: z.string(),
  gloVacancyId: z.string().nullable(),
  status: z.enum(VACANCY_STATUSES),
});
export type VacancyOption = z.output<typeof vacancyOptionSchema>;
export const vacancyOptionsResponseSchema = z.object({ content: z.array(vacancyOptionSchema) });
