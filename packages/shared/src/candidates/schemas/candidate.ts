import { z } from 'zod';
import { COUNTRY_INDIA, NAME_MAX_LENGTH, type Role, MESSAGES } from '../../core/index.js';
import { candidateSourceSchema } from '../enums/candidate-source.js';
import { QUALIFICATIONS } from '../enums/qualification.js';
import { YEARS_OF_EXPERIENCE } from '../enums/years-of-experience.js';
import { CANDIDATE_MESSAGES } from '../messages-candidates.js';
import {
  assessmentVendorSchema,
  candidateEmailSchema,
  COMMENTS_MAX_LENGTH,
  countryNameSchema,
  EXPERIENCE_MAX_LENGTH,
  externalIdsSchema,
  linkedinUrlSchema,
  optionalLongText,
  optionalNameSchema,
  optionalText,
  requiredEnum,
  requiredName,
} from './candidate-fields.js';
import { addContactIssues, crossFieldInputsSound, normaliseContact } from './candidate-contact.js';

export const CANDIDATE_LANGUAGES_MAX = 30;
export const CANDIDATE_SKILLS_MAX = 100;

/** Who fills the form: the India + VENDOR rule (CAND-FORM-05) and the source rule depend on it. */
export type CandidateFormContext = { actorRole: Role };

/** CAND-FORM-05: expected rate and notice period exist only for a VENDOR entering a candidate in India. */
export function needsAssessmentVendor(country: string | null | undefined, actorRole: Role): boolean {
  return country === COUNTRY_INDIA && actorRole === 'VENDOR';
}

const candidateFormShape = {
  firstName: requiredName(2),
  middleName: optionalNameSchema,
  lastName: requiredName(1),
  email: candidateEmailSchema,
  // Checked with the country below (CAND-VAL-01..07).
  phone: z.string().nullish(),
  linkedinUrl: linkedinUrlSchema,
  country: countryNameSchema,
  state: optionalText(NAME_MAX_LENGTH),
  city: requiredName(2),
  yearsOfExperience: requiredEnum(YEARS_OF_EXPERIENCE),
  languageExternalIds: externalIdsSchema(CANDIDATE_LANGUAGES_MAX),
  educationalQualification: requiredEnum(QUALIFICATIONS),
  skillsExternalIds: externalIdsSchema(CANDIDATE_SKILLS_MAX),
  comments: optionalLongText(COMMENTS_MAX_LENGTH),
  assessmentVendor: assessmentVendorSchema,
  experience: optionalLongText(EXPERIENCE_MAX_LENGTH),
  // Accepted for compatibility; the server always acts for the session user.
  userExternalId: z.uuid().nullish(),
  // ADMIN and TAG choose; a VENDOR's value is ignored and forced (see candidate-permissions).
  source: z.union([candidateSourceSchema, z.literal('')]).nullish(),
  sourceName: optionalText(NAME_MAX_LENGTH),
};

// The cross-field rules read these fields (see crossFieldInputsSound).
const CROSS_FIELD_KEYS = new Set(['phone', 'country', 'state', 'source', 'sourceName', 'assessmentVendor']);

function buildCandidateFormSchema({ actorRole }: CandidateFormContext) {
  return z
    .strictObject(candidateFormShape)
    .superRefine(
      (value, ctx) => {
        addContactIssues(value, ctx);
        if (actorRole !== 'VENDOR') {
          if (!value.source)
            ctx.addIssue({ code: 'custom', path: ['source'], message: MESSAGES.mandatoryField });
          if (value.source === 'VENDOR' && !value.sourceName) {
            ctx.addIssue({ code: 'custom', path: ['sourceName'], message: MESSAGES.mandatoryField });
          }
        }
        if (needsAssessmentVendor(value.country, actorRole)) {
          if (value.assessmentVendor?.expectedRate == null) {
            const message = CANDIDATE_MESSAGES.expectedRateRequired;
            ctx.addIssue({ code: 'custom', path: ['assessmentVendor', 'expectedRate'], message });
          }
          if (!value.assessmentVendor?.noticePeriod) {
            const message = CANDIDATE_MESSAGES.noticePeriodRequired;
            ctx.addIssue({ code: 'custom', path: ['assessmentVendor', 'noticePeriod'], message });
          }
        }
      },
      { when: crossFieldInputsSound(CROSS_FIELD_KEYS) },
    )
    .transform((value) => {
      const assessment = value.assessmentVendor;
      return {
        ...value,
        // State exists only for USA (CAND-FORM-04); assessment data only where CAND-FORM-05 applies.
        ...normaliseContact(value),
        assessmentVendor:
          needsAssessmentVendor(value.country, actorRole) &&
          assessment?.expectedRate &&
          assessment.noticePeriod
            ? { expectedRate: assessment.expectedRate, noticePeriod: assessment.noticePeriod }
            : null,
        source: value.source || null,
      };
    });
}

export type CandidateFormSchema = ReturnType<typeof buildCandidateFormSchema>;

const schemas = new Map<Role, CandidateFormSchema>();

/**
 * THE candidate form / API body schema (create JSON part and edit body). The web passes it to
 * zodResolver and the API validates the same body with the acting user's role.
 */
export function candidateFormSchema(context: CandidateFormContext): CandidateFormSchema {
  let schema = schemas.get(context.actorRole);
  if (!schema) {
    schema = buildCandidateFormSchema(context);
    schemas.set(context.actorRole, schema);
  }
  return schema;
}

/** What the form holds (strings as typed). */
export type CandidateFormInput = z.input<CandidateFormSchema>;
/** What the API stores: trimmed, phone normalised, fields outside their rule nulled. */
export type CandidateFormValues = z.output<CandidateFormSchema>;
