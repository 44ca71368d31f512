import { z } from 'zod';
import { candidateFormSchema, RESUME_EXTENSIONS, RESUME_MAX_BYTES } from '@talent-desk/shared';
import { binarySchema, fileResponse, type DocumentedBody } from '../../../contract/route-docs.js';
import { RESUME_CONTENT_TYPES } from '../../../lib/resume/resume-content.js';

/**
 * The candidate bodies as the OpenAPI document shows them. The handler checks them with the same shared
 * form schema (candidate-validation), for the acting role: the JSON Schema is the same for every role,
 * only the cross-field rules differ (source for ADMIN/TAG, assessmentVendor for a VENDOR in India).
 */
const formSchema = candidateFormSchema({ actorRole: 'ADMIN' });
/** A candidate an ADMIN or TAG can save as it is (ids of the demo data's look-alikes). */
const CANDIDATE_EXAMPLE = {
  firstName: 'Maria',
  lastName: 'Schmidt',
  email: 'maria.schmidt@example.com',
  country: 'Germany',
  city: 'Berlin',
  yearsOfExperience: 'THREE_TO_FIVE',
  educationalQualification: "Master's Degree",
  languageExternalIds: ['6f1d2a4e-8c3b-4f5a-9e7d-1b2c3d4e5f60'],
  skillsExternalIds: ['0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d'],
  source: 'DIRECT_SEARCH',
};
const ROLE_RULES =
  'ADMIN and TAG must give `source` (and `sourceName` for VENDOR); a VENDOR’s source is always its own ' +
  'vendor, and in India it must give `assessmentVendor`.';

/** POST /api/candidates: multipart with the `candidate` JSON part and the `resume` file (CAND-FORM-15). */
export const candidateCreateBody: DocumentedBody = {
  contentType: 'multipart/form-data',
  schema: z.object({
    candidate: formSchema.meta({
      description: `The candidate as JSON text. ${ROLE_RULES}`,
      examples: [CANDIDATE_EXAMPLE],
    }),
    resume: binarySchema.describe(
      `The resume: ${RESUME_EXTENSIONS.join(', ')}, at most ${RESUME_MAX_BYTES / 1024 / 1024} MB; ` +
        'checked by extension and by content.',
    ),
  }),
};

/** PUT /api/candidates/{id}: the form as JSON (CAND-FORM-16). */
export const candidateEditBody: DocumentedBody = {
  contentType: 'application/json',
  schema: formSchema.meta({
    description: `The candidate form. ${ROLE_RULES}`,
    examples: [CANDIDATE_EXAMPLE],
  }),
};

/** GET /api/candidates/{id}/resume: the stored file, as it was uploaded. */
export const resumeFileResponse = fileResponse(
  'The resume file (attachment, or inline for a PDF with disposition=inline)',
  [...new Set(Object.values(RESUME_CONTENT_TYPES))],
);

/** What every answer carrying the candidate read or list shape tells about a VENDOR's (docs/decisions.md). */
export const VENDOR_SHAPE_NOTE =
  'A VENDOR gets only its own vendor’s candidates, without the fields marked staff only, and with only ' +
  'the assignments on vacancies shared with its vendor that are OPEN or ON_HOLD.';
