import { z } from 'zod';
import { vacancyStatusSchema, pagedResponseSchema } from '../../core/index.js';
import { APPLICATION_ANSWER_KEYS } from '../filters/application-filters.js';

/**
 * What staff can take over from a careers-site application into the candidate, one action each
 * (docs/decisions.md, Careers-site applications). Country, state and city are one value, the
 * location: a city belongs to its state and country, and the state exists only in the USA.
 */
export const CAREERS_APPLICATION_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'location',
  'yearsOfExperience',
  'educationalQualification',
  ...APPLICATION_ANSWER_KEYS,
] as const;
export const careersApplicationFieldSchema = z.enum(CAREERS_APPLICATION_FIELDS);
export type CareersApplicationField = z.infer<typeof careersApplicationFieldSchema>;

/** The field names as staff read them (the candidate form's and the apply form's labels). */
export const CAREERS_APPLICATION_FIELD_LABELS = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Telephone',
  location: 'Location',
  yearsOfExperience: 'Years of experience',
  educationalQualification: 'Education',
  eligibleToWorkInUS: 'Eligible to work in the US',
  requireSponsorshipToWorkInUS: 'Needs sponsorship to work in the US',
  onSiteWork: 'Open to on-site work',
  fullTimeWork: 'Open to full-time work',
  rotatingShiftsWork: 'Open to rotating shifts',
} as const satisfies Record<CareersApplicationField, string>;

/** The server's answers about careers-site applications, also shown by the screens. */
export const CAREERS_APPLICATION_MESSAGES = {
  noValue: 'The application gives no value for this field',
  fieldTakenOver: 'The value was taken over',
  resumeTakenOver: 'The resume was taken over',
  resumeMissing: "The application's resume file is no longer stored",
} as const;

export const careersApplicationLocationSchema = z.object({
  country: z.string(),
  state: z.string().nullable(),
  city: z.string(),
});
export type CareersApplicationLocation = z.output<typeof careersApplicationLocationSchema>;

/** A value as the application gives it and as the profile holds it; null: none given, none stored. */
export const careersApplicationValueSchema = z
  .union([z.string(), z.boolean(), careersApplicationLocationSchema])
  .nullable();
export type CareersApplicationValue = z.output<typeof careersApplicationValueSchema>;

/** One field: the application's value beside the profile's current one; `differs` when taking it over would change the profile. */
export const careersApplicationComparisonSchema = z.object({
  field: careersApplicationFieldSchema,
  applicationValue: careersApplicationValueSchema,
  profileValue: careersApplicationValueSchema,
  differs: z.boolean(),
});
export type CareersApplicationComparison = z.output<typeof careersApplicationComparisonSchema>;

/**
 * One careers-site application as staff see it (GET /api/candidates/{id}/careers-applications and
 * GET /api/vacancies/{id}/careers-applications): when and from which address it came, the vacancy,
 * the candidate it was matched to (or created), whether that candidate is attached to the vacancy
 * now, its own resume file, and every field compared with the profile.
 */
export const careersApplicationSchema = z.object({
  externalId: z.uuid(),
  createdAt: z.string(),
  clientAddress: z.string(),
  /** True when this application created the candidate (a new person); false: matched a known one. */
  createdCandidate: z.boolean(),
  candidate: z.object({ externalId: z.uuid(), fullName: z.string() }),
  vacancy: z.object({ externalId: z.uuid(), title: z.string(), status: vacancyStatusSchema }),
  attached: z.boolean(),
  resume: z.object({
    fileName: z.string(),
    contentType: z.string(),
    size: z.number().int(),
    /** The same file (by content) as the candidate's resume on file. */
    sameAsProfile: z.boolean(),
  }),
  fields: z.array(careersApplicationComparisonSchema),
});
export type CareersApplication = z.output<typeof careersApplicationSchema>;

export const careersApplicationPageSchema = pagedResponseSchema(careersApplicationSchema);
export type CareersApplicationPage = z.output<typeof careersApplicationPageSchema>;

/** POST /api/careers-applications/{id}/take-over: the field whose value becomes the profile's. */
export const careersApplicationTakeOverBodySchema = z.strictObject({ field: careersApplicationFieldSchema });
export type CareersApplicationTakeOverBody = z.output<typeof careersApplicationTakeOverBodySchema>;
