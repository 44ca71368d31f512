import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../../core/index.js';
import { QUALIFICATIONS } from '../enums/qualification.js';
import type { ApplicationAnswerKey } from '../filters/application-filters.js';
import { YEARS_OF_EXPERIENCE } from '../enums/years-of-experience.js';
import { addContactIssues, crossFieldInputsSound, normaliseContact } from '../schemas/candidate-contact.js';
import {
  candidateEmailSchema,
  countryNameSchema,
  optionalText,
  requiredEnum,
  requiredName,
} from '../schemas/candidate-fields.js';

export const PUBLIC_APPLICATION_MESSAGES = {
  notFound: 'This vacancy is not open for applications',
  received: 'Thank you, your application was received',
} as const;

/** The 429 of a flood: how long to wait, in whole minutes (the Retry-After header has the seconds). */
export function tooManyApplicationsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many applications from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * The 429 when the careers site as a whole (or this vacancy) has taken its hourly ceiling of
 * applications, whoever sends them: not the applicant's fault, so it says so.
 */
export function careersSiteBusyMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `We are receiving more applications than we can take right now. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * The yes/no questions of the application (AUD-17 filters audiences on the answers). Optional: true is
 * Yes, false No, null or absent not answered.
 */
const answerSchema = z.boolean({ error: 'Choose Yes or No' }).nullish();
export const applicationAnswersShape = {
  eligibleToWorkInUS: answerSchema,
  requireSponsorshipToWorkInUS: answerSchema,
  onSiteWork: answerSchema,
  fullTimeWork: answerSchema,
  rotatingShiftsWork: answerSchema,
} satisfies Record<ApplicationAnswerKey, z.ZodType>;

/** The honeypot's name: a field people never see (hidden from screen readers too) and bots fill. */
export const HONEYPOT_FIELD = 'website';

/**
 * The `application` part of POST /api/public/vacancies/{id}/applications, and the apply form: what a
 * candidate row needs, each with the candidate's own rules (names, e-mail, the phone rules of the
 * country, a state in the USA, city, experience, education), the optional yes/no answers about the
 * work, and `website`, the honeypot.
 */
export const publicApplicationSchema = z
  .strictObject({
    firstName: requiredName(2),
    lastName: requiredName(1),
    email: candidateEmailSchema,
    // Checked with the country below (CAND-VAL-01..07).
    phone: z.string().nullish(),
    country: countryNameSchema,
    state: optionalText(NAME_MAX_LENGTH),
    city: requiredName(2),
    yearsOfExperience: requiredEnum(YEARS_OF_EXPERIENCE),
    educationalQualification: requiredEnum(QUALIFICATIONS),
    ...applicationAnswersShape,
    [HONEYPOT_FIELD]: z.string().max(200).optional(),
  })
  .superRefine(addContactIssues, { when: crossFieldInputsSound(new Set(['phone', 'country', 'state'])) })
  .transform((value) => ({ ...value, ...normaliseContact(value) }));
export type PublicApplication = z.output<typeof publicApplicationSchema>;
export type PublicApplicationInput = z.input<typeof publicApplicationSchema>;
/** What a careers-site application keeps of the form (everything but the honeypot). */
export type CareersApplicationAnswers = Omit<PublicApplication, typeof HONEYPOT_FIELD>;

/** The 202 of an application (the same answer for a new and a known applicant). */
export const publicApplicationResponseSchema = z.object({ message: z.string() });
export type PublicApplicationResponse = z.output<typeof publicApplicationResponseSchema>;
