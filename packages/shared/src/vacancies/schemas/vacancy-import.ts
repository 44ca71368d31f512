import { z } from 'zod';
import { vacancyStatusSchema, vacancyTypeSchema } from '../../core/index.js';
import { GLO_VACANCY_ID_PATTERN, VACANCY_LIMITS, VACANCY_MESSAGES, vacancyBodySchema } from './vacancy.js';

/** The {gloId} of GET and POST /api/vacancies/import/{gloId} (and of the web path /{gloId}/import). */
export const vacancyImportParamsSchema = z.object({
  gloId: z
    .string()
    .min(1)
    .max(VACANCY_LIMITS.gloVacancyIdMax)
    .regex(GLO_VACANCY_ID_PATTERN, VACANCY_MESSAGES.gloVacancyIdFormat),
});

const named = z.object({ externalId: z.uuid(), name: z.string() });

/** The create body as GLO-R fills it (output shape: absent values are null). */
export const vacancyDraftSchema = z.object({
  title: z.string(),
  gloVacancyId: z.string(),
  type: vacancyTypeSchema,
  status: vacancyStatusSchema,
  businessGroupExternalId: z.uuid().nullable(),
  projectName: z.string().nullable(),
  hiringManager: z.string().nullable(),
  workingLocation: z.string().nullable(),
  openings: z.number().int(),
  description: z.string().nullable(),
  requiredSkillExternalIds: z.array(z.uuid()),
});
export type VacancyDraft = z.output<typeof vacancyDraftSchema>;

/**
 * GET /api/vacancies/import/{gloId}, when the GLO id is new: the body prefilled from GLO-R for review
 * (`draft` is exactly what POST takes), the names of the matched business group and skills for the form,
 * and what GLO-R sent that matches nothing of ours (the reviewer picks those by hand).
 */
export const vacancyImportDraftSchema = z.object({
  draft: vacancyDraftSchema,
  businessGroup: named.nullable(),
  requiredSkills: z.array(z.object({ externalId: z.uuid(), value: z.string() })),
  unmatched: z.object({ businessGroupName: z.string().nullable(), skills: z.array(z.string()) }),
});
export type VacancyImportDraft = z.output<typeof vacancyImportDraftSchema>;

/** GET /api/vacancies/import/{gloId} when a vacancy already has this GLO id: go there instead. */
export const vacancyImportExistingSchema = z.object({ existingExternalId: z.uuid() });

/** The preview's answer: one or the other. */
export const vacancyImportPreviewSchema = z.union([vacancyImportExistingSchema, vacancyImportDraftSchema]);
export type VacancyImportPreview = z.output<typeof vacancyImportPreviewSchema>;

/** POST /api/vacancies/import/{gloId}: the reviewed body (its gloVacancyId must be the path's). */
export const vacancyImportBodySchema = vacancyBodySchema;
