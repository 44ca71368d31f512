import {
  CAREERS_APPLICATION_FIELDS,
  type CareersApplicationAnswers,
  type CareersApplicationComparison,
  type CareersApplicationField,
  type CareersApplicationLocation,
  type CareersApplicationValue,
} from '@talent-desk/shared';
import type { CandidateProfile } from './careers-application.repo.js';

/**
 * The candidate columns each field takes over, and how it reads from the application's answers and
 * from the profile. The yes/no answers are named as on the form (`...InUS`) and as columns (`...InUs`).
 */
type FieldValues = {
  application: (answers: CareersApplicationAnswers) => CareersApplicationValue;
  profile: (candidate: CandidateProfile) => CareersApplicationValue;
};

const location = (value: { country: string; state?: string | null; city: string }) => ({
  country: value.country,
  state: value.state ?? null,
  city: value.city,
});

export const FIELD_VALUES: Record<CareersApplicationField, FieldValues> = {
  firstName: { application: (a) => a.firstName, profile: (c) => c.firstName },
  lastName: { application: (a) => a.lastName, profile: (c) => c.lastName },
  email: { application: (a) => a.email, profile: (c) => c.email },
  phone: { application: (a) => a.phone ?? null, profile: (c) => c.phone },
  location: { application: location, profile: location },
  yearsOfExperience: { application: (a) => a.yearsOfExperience, profile: (c) => c.yearsOfExperience },
  educationalQualification: {
    application: (a) => a.educationalQualification,
    profile: (c) => c.educationalQualification,
  },
  eligibleToWorkInUS: {
    application: (a) => a.eligibleToWorkInUS ?? null,
    profile: (c) => c.eligibleToWorkInUs,
  },
  requireSponsorshipToWorkInUS: {
    application: (a) => a.requireSponsorshipToWorkInUS ?? null,
    profile: (c) => c.requireSponsorshipToWorkInUs,
  },
  onSiteWork: { application: (a) => a.onSiteWork ?? null, profile: (c) => c.onSiteWork },
  fullTimeWork: { application: (a) => a.fullTimeWork ?? null, profile: (c) => c.fullTimeWork },
  rotatingShiftsWork: {
    application: (a) => a.rotatingShiftsWork ?? null,
    profile: (c) => c.rotatingShiftsWork,
  },
};

const isLocation = (value: CareersApplicationValue): value is CareersApplicationLocation =>
  typeof value === 'object' && value !== null;

/**
 * Whether taking the application's value over would change the profile. A value the applicant did not
 * give (a blank question, no phone) offers nothing, so it never differs; e-mail addresses are compared
 * whatever their case (as candidates are matched and kept unique).
 */
export function valuesDiffer(
  field: CareersApplicationField,
  application: CareersApplicationValue,
  profile: CareersApplicationValue,
): boolean {
  if (application === null) return false;
  if (isLocation(application))
    return (
      !isLocation(profile) ||
      application.country !== profile.country ||
      application.state !== profile.state ||
      application.city !== profile.city
    );
  if (field === 'email' && typeof application === 'string' && typeof profile === 'string')
    return application.toLowerCase() !== profile.toLowerCase();
  return application !== profile;
}

/** Every field of the application beside the profile's current value, in the form's order. */
export function compareFields(
  answers: CareersApplicationAnswers,
  candidate: CandidateProfile,
): CareersApplicationComparison[] {
  return CAREERS_APPLICATION_FIELDS.map((field) => {
    const applicationValue = FIELD_VALUES[field].application(answers);
    const profileValue = FIELD_VALUES[field].profile(candidate);
    return {
      field,
      applicationValue,
      profileValue,
      differs: valuesDiffer(field, applicationValue, profileValue),
    };
  });
}
