import { z } from 'zod';
import { vacancyStatusSchema, vacancyTypeSchema, staffOnly, longText, plainText } from '../../core/index.js';

/** The vacancy's own fields are ours (the spec names only the list row): limits in one place. */
export const VACANCY_LIMITS = {
  titleMin: 2,
  titleMax: 250,
  gloVacancyIdMax: 64,
  textMax: 128,
  descriptionMax: 10_000,
  openingsMax: 999,
  skillsMax: 30,
} as const;

export const VACANCY_MESSAGES = {
  titleLength: `Title must be ${VACANCY_LIMITS.titleMin} to ${VACANCY_LIMITS.titleMax} characters`,
  gloVacancyIdFormat: 'GLO-R id may contain only letters, digits, dashes and underscores',
  openings: `Openings must be a whole number from 1 to ${VACANCY_LIMITS.openingsMax}`,
  gloVacancyIdTaken: 'A vacancy with this GLO-R id already exists',
  publishNotOpen: 'Only an open vacancy can be published',
  vendorInactive: 'An inactive vendor cannot get vacancies shared with it',
  notShared: 'The vacancy is not shared with this vendor',
  vacancyRequired: 'vacancy required',
  vendorRequired: 'Select at least one vendor',
  gloVacancyNotFound: 'GLO-R has no vacancy with this id',
  importGloIdMismatch: 'The GLO-R id must be the one being imported',
} as const;

/** A GLO-R vacancy id: letters, digits, dashes and underscores (also the import page's path segment). */
export const GLO_VACANCY_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** '' (a cleared form field) is no value: stored as null. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optionalText = (max: number) =>
  z.preprocess(blankToNull, plainText().max(max, `Maximum ${max} characters`).nullable()).optional();

/** The create and edit body of a vacancy (POST /api/vacancies, PUT /api/vacancies/{id}) and its form. */
export const vacancyBodySchema = z.strictObject({
  title: plainText()
    .min(VACANCY_LIMITS.titleMin, VACANCY_MESSAGES.titleLength)
    .max(VACANCY_LIMITS.titleMax, VACANCY_MESSAGES.titleLength),
  gloVacancyId: z
    .preprocess(
      blankToNull,
      plainText()
        .max(VACANCY_LIMITS.gloVacancyIdMax, `Maximum ${VACANCY_LIMITS.gloVacancyIdMax} characters`)
        .regex(GLO_VACANCY_ID_PATTERN, VACANCY_MESSAGES.gloVacancyIdFormat)
        .nullable(),
    )
    .optional(),
  type: vacancyTypeSchema,
  status: vacancyStatusSchema,
  businessGroupExternalId: z.preprocess(blankToNull, z.uuid().nullable()).optional(),
  projectName: optionalText(VACANCY_LIMITS.textMax),
  hiringManager: optionalText(VACANCY_LIMITS.textMax),
  workingLocation: optionalText(VACANCY_LIMITS.textMax),
  openings: z
    .number({ message: VACANCY_MESSAGES.openings })
    .int(VACANCY_MESSAGES.openings)
    .min(1, VACANCY_MESSAGES.openings)
    .max(VACANCY_LIMITS.openingsMax, VACANCY_MESSAGES.openings),
  description: z
    .preprocess(
      blankToNull,
      longText()
        .max(VACANCY_LIMITS.descriptionMax, `Maximum ${VACANCY_LIMITS.descriptionMax} characters`)
        .nullable(),
    )
    .optional(),
  requiredSkillExternalIds: z
    .array(z.uuid())
    .max(VACANCY_LIMITS.skillsMax, `At most ${VACANCY_LIMITS.skillsMax} skills`)
    .default([]),
});
export type VacancyBody = z.output<typeof vacancyBodySchema>;
export type VacancyBodyInput = z.input<typeof vacancyBodySchema>;

/** VAC-04: a row of the vacancy list. */
export const vacancyRowSchema = z.object({
  externalId: z.uuid(),
  title: z.string(),
  gloVacancyId: z.string().nullable(),
  status: vacancyStatusSchema,
  type: vacancyTypeSchema,
  publishToExternalApp: z.boolean(),
  businessGroupName: z.string().nullable(),
  projectName: z.string().nullable(),
  vendorCount: z.number().int(),
  candidatesCount: z.number().int(),
  /** Candidates still Pending on the vacancy: the applications nobody has looked at yet. */
  newCandidatesCount: z.number().int(),
  createdAt: z.string(),
});
export type VacancyRow = z.output<typeof vacancyRowSchema>;

/** GET /api/vacancies/{id}: the row and every field of the form, resolved for display. */
export const vacancyDetailsSchema = vacancyRowSchema.extend({
  hiringManager: z.string().nullable(),
  workingLocation: z.string().nullable(),
  openings: z.number().int(),
  description: z.string().nullable(),
  /** The edit form's business group (the row's businessGroupName is what pages show). */
  businessGroup: staffOnly(z.object({ externalId: z.uuid(), name: z.string() }).nullable()),
  requiredSkills: z.array(z.object({ externalId: z.uuid(), value: z.string() })),
  /** The ADMIN or TAG who created it. */
  createdByName: staffOnly(z.string().nullable()),
  updatedAt: z.string(),
  /** The vacancy's page on the careers site (VAC-17: what Copy link copies, a staff action: VAC-16). */
  publicUrl: staffOnly(z.string()),
});
export type VacancyDetails = z.output<typeof vacancyDetailsSchema>;

/**
 * GET /api/vacancies/{id} as a VENDOR (docs/decisions.md): no staff name, no business group id (its
 * name stays), no Copy link URL.
 */
export const vendorVacancyDetailsSchema = vacancyDetailsSchema.omit({
  businessGroup: true,
  createdByName: true,
  publicUrl: true,
});
export type VendorVacancyDetails = z.output<typeof vendorVacancyDetailsSchema>;

/** VAC-11: PATCH /api/vacancies/{id}/publish. */
export const vacancyPublishBodySchema = z.strictObject({ publishToExternalApp: z.boolean() });
export type VacancyPublishBody = z.output<typeof vacancyPublishBodySchema>;

/** The web path of a vacancy's public page, under the app's origin. */
export function vacancyPublicPath(externalId: string): string {
  return `/jobs/${externalId}`;
}
