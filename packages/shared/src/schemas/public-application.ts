import { z } from 'zod';
import { COUNTRY_USA, NAME_MAX_LENGTH } from '../constants.js';
import { vacancyTypeSchema } from '../enums/vacancy.js';
import { QUALIFICATIONS } from '../enums/qualification.js';
import { YEARS_OF_EXPERIENCE } from '../enums/years-of-experience.js';
import { MESSAGES } from '../messages.js';
import { normalisePhone, phoneIssue } from '../phone.js';
import {
  candidateEmailSchema,
  countryNameSchema,
  optionalText,
  requiredEnum,
  requiredName,
} from './candidate-fields.js';

/** GET /api/public/vacancies/{id}: what an applicant reads (nothing internal: no ids, counts, staff). */
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

export const PUBLIC_APPLICATION_MESSAGES = {
  notFound: 'This vacancy is not open for applications',
  tooMany: 'Too many applications from your network. Please try again later.',
  received: 'Thank you, your application was received',
} as const;

/**
 * The `application` part of POST /api/public/vacancies/{id}/applications and the apply form: the
 * candidate's own rules for every field it has (names, e-mail, phone with the country, a state in the
 * USA). `website` is a honeypot: people leave it empty, bots fill it.
 */
export const publicApplicationSchema = z
  .strictObject({
    firstName: requiredName(2),
    lastName: requiredName(1),
    email: candidateEmailSchema,
    phone: z.string().nullish(),
    country: countryNameSchema,
    state: optionalText(NAME_MAX_LENGTH),
    city: requiredName(2),
    yearsOfExperience: requiredEnum(YEARS_OF_EXPERIENCE),
    educationalQualification: requiredEnum(QUALIFICATIONS),
    website: z.string().max(200).optional(),
  })
  .superRefine((value, ctx) => {
    const issue = phoneIssue(value.phone, value.country);
    if (issue) ctx.addIssue({ code: 'custom', path: ['phone'], message: issue });
    if (value.country === COUNTRY_USA && !value.state) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: MESSAGES.mandatoryField });
    }
  })
  .transform((value) => ({
    ...value,
    phone: value.phone ? normalisePhone(value.phone, value.country) || null : null,
    state: value.country === COUNTRY_USA ? value.state : null,
  }));
export type PublicApplication = z.output<typeof publicApplicationSchema>;
export type PublicApplicationInput = z.input<typeof publicApplicationSchema>;
