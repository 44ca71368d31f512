import { z } from 'zod';
import { vacancyTypeSchema } from '../../core/index.js';

/**
 * GET /api/public/vacancies/{id}: what an applicant reads on the careers site. Nothing internal: no
 * GLO-R id, status, counts, vendors, project or staff names (hiring manager, creator).
 */
export const publicVacancySchema = z.object({
  externalId: z.uuid(),
  title: z.string(),
  type: vacancyTypeSchema,
  workingLocation: z.string().nullable(),
  businessGroupName: z.string().nullable(),
  openings: z.number().int(),
  description: z.string().nullable(),
  requiredSkills: z.array(z.string()),
  createdAt: z.string(),
});
export type PublicVacancy = z.output<typeof publicVacancySchema>;
