import type { Role } from '../../core/index.js';
import type { CandidateFormInput } from './candidate.js';

/** Empty form values; a VENDOR's source is fixed, so its form starts (and stays) at VENDOR. */
export function candidateFormDefaults(actorRole: Role): CandidateFormInput {
  return {
    firstName: '',
    middleName: '',
    lastName: '',
    email: '',
    phone: '',
    linkedinUrl: '',
    country: '',
    state: '',
    city: '',
    yearsOfExperience: '',
    languageExternalIds: [],
    educationalQualification: '',
    skillsExternalIds: [],
    comments: '',
    assessmentVendor: { expectedRate: '', noticePeriod: '' },
    experience: '',
    source: actorRole === 'VENDOR' ? 'VENDOR' : '',
    sourceName: '',
  };
}

type CountryDependent = {
  country: string;
  state?: string | null;
  city: string;
  phone?: string | null;
  assessmentVendor?: { expectedRate?: number | string | null; noticePeriod?: string | null } | null;
};

/**
 * CAND-FORM-08: a new country clears state, city, phone, expected rate and notice period.
 * Choosing the same country again changes nothing.
 */
export function resetOnCountryChange<T extends CountryDependent>(values: T, country: string): T {
  if (values.country === country) return values;
  return {
    ...values,
    country,
    state: '',
    city: '',
    phone: '',
    assessmentVendor: { ...values.assessmentVendor, expectedRate: '', noticePeriod: '' },
  };
}

/** CAND-FORM-09: a new state clears the city (cities are listed per state). */
export function resetOnStateChange<T extends { state?: string | null; city: string }>(
  values: T,
  state: string,
): T {
  if (values.state === state) return values;
  return { ...values, state, city: '' };
}
