import { z } from 'zod';

export const VACANCY_IDS_MAX = 500;

/** CAND-LIST-03: POST /api/candidates/vacancy-ids with the vacancy external ids of a loaded list. */
export const vacancyIdsBodySchema = z
  .array(z.uuid())
  .max(VACANCY_IDS_MAX)
  .transform((list) => [...new Set(list)]);

/** externalId -> readable gloVacancyId (null when the vacancy has none); only vacancies the actor sees. */
export const vacancyIdsResponseSchema = z.object({ vacancyIds: z.record(z.string(), z.string().nullable()) });
export type VacancyIdsResponse = z.output<typeof vacancyIdsResponseSchema>;
