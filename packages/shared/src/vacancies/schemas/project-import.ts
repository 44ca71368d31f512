import { z } from 'zod';
import { GLO_VACANCY_ID_PATTERN } from './vacancy.js';

/** GLO-R ids of projects: letters, digits, '-' and '_' (the same alphabet as its vacancy ids). */
export const GLO_PROJECT_ID_MAX = 64;

export const PROJECT_IMPORT_MESSAGES = {
  gloIdFormat: 'GLO-R id may contain only letters, digits, dashes and underscores',
  gloIdLength: `Maximum ${GLO_PROJECT_ID_MAX} characters`,
  notFound: 'GLO-R has no project with this id',
  alreadyImported: 'This GLO-R project is already imported',
  nameLinked: 'A project with this name is already imported from another GLO-R project',
} as const;

/** The {gloId} of GET and POST /api/settings/projects/import/{gloId} (web: /settings/projects/{gloId}/import). */
export const projectImportParamsSchema = z.object({
  gloId: z
    .string()
    .trim()
    .min(1, PROJECT_IMPORT_MESSAGES.gloIdFormat)
    .max(GLO_PROJECT_ID_MAX, PROJECT_IMPORT_MESSAGES.gloIdLength)
    .regex(GLO_VACANCY_ID_PATTERN, PROJECT_IMPORT_MESSAGES.gloIdFormat),
});

/**
 * GET /api/settings/projects/import/{gloId} for a GLO-R id not imported yet: the project as GLO-R names
 * it (the list keeps a name and the GLO-R id only) and, when our list already has a project of that
 * name without a GLO-R id, that project: saving links it to GLO-R instead of adding a second one.
 */
export const projectImportDraftSchema = z.object({
  draft: z.object({ gloProjectId: z.string(), name: z.string() }),
  sameName: z.object({ externalId: z.uuid(), name: z.string() }).nullable(),
});
export type ProjectImportDraft = z.output<typeof projectImportDraftSchema>;

/** The answer when a project already has this GLO-R id: the web goes to its edit page. */
export const projectImportExistingSchema = z.object({ existingExternalId: z.uuid() });

export const projectImportPreviewSchema = z.union([projectImportExistingSchema, projectImportDraftSchema]);
export type ProjectImportPreview = z.output<typeof projectImportPreviewSchema>;
