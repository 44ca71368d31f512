import type { CandidateFormInput } from '@talent-desk/shared';

/** The fields a dependent reset may empty (CAND-FORM-08/09), in the form's order, with their label keys. */
const RESETTABLE = [
  ['state', (v: CandidateFormInput) => v.state],
  ['city', (v: CandidateFormInput) => v.city],
  ['phone', (v: CandidateFormInput) => v.phone],
  ['expectedRate', (v: CandidateFormInput) => v.assessmentVendor?.expectedRate],
  ['noticePeriod', (v: CandidateFormInput) => v.assessmentVendor?.noticePeriod],
] as const;

export type ResettableField = (typeof RESETTABLE)[number][0];

/** The fields that held a value before a reset and are empty after it: what the user must be told. */
export function clearedFields(before: CandidateFormInput, after: CandidateFormInput): ResettableField[] {
  const filled = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value != null);
  return RESETTABLE.filter(([, read]) => filled(read(before)) && !filled(read(after))).map(([name]) => name);
}
