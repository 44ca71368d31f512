/**
 * The telephone rule's texts (CAND-VAL-01..07; the spec's exact wording where it gives one). Candidates,
 * users and vendors share the rule; CANDIDATE_MESSAGES carries them too, under the same keys.
 */
export const PHONE_MESSAGES = {
  phoneInvalid: 'Please enter a valid telephone number.',
  phoneRequired: 'Telephone number is required.',
  phoneLength: 'Telephone number must have 7 to 20 digits.',
  phoneIndiaLength: 'A telephone number starting with 91 must have 12 digits.',
} as const;
