import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/index.js';
import { candidateFormSchema, type CandidateFormInput } from './candidate.js';

/** Every length and count limit of the candidate body, checked on both sides with literal values. */

const valid: CandidateFormInput = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha.rao@example.com',
  country: 'USA',
  state: 'California',
  city: 'San Diego',
  yearsOfExperience: 'THREE_TO_FIVE',
  educationalQualification: "Master's Degree",
  source: 'VENDOR',
  sourceName: 'Acme',
};

function errors(input: unknown, actorRole: Role = 'TAG'): Record<string, string[]> {
  const result = candidateFormSchema({ actorRole }).safeParse(input);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

const letters = (n: number) => 'a'.repeat(n);
const uuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

describe('candidate body limits, both sides', () => {
  const textLimits: [field: keyof CandidateFormInput, ok: number, tooLong: number, message: string][] = [
    ['firstName', 128, 129, 'Maximum 128 characters'],
    ['middleName', 128, 129, 'Maximum 128 characters'],
    ['lastName', 128, 129, 'Maximum 128 characters'],
    ['city', 128, 129, 'Maximum 128 characters'],
    ['state', 128, 129, 'Maximum 128 characters'],
    ['sourceName', 128, 129, 'Maximum 128 characters'],
    ['comments', 2000, 2001, 'Maximum 2000 characters'],
    ['experience', 5000, 5001, 'Maximum 5000 characters'],
  ];
  for (const [field, ok, tooLong, message] of textLimits) {
    it(`${field}: ${ok} characters pass, ${tooLong} are refused`, () => {
      expect(errors({ ...valid, [field]: letters(ok) })[field]).toBeUndefined();
      expect(errors({ ...valid, [field]: letters(tooLong) })[field]).toEqual([message]);
      // Surrounding blanks are trimmed before counting.
      expect(errors({ ...valid, [field]: `  ${letters(ok)}  ` })[field]).toBeUndefined();
    });
  }

  it('[CAND-VAL-09] [CAND-VAL-11] [CAND-VAL-14] [CAND-VAL-20] the lower name limits: 2, 2, 1 and 2 characters', () => {
    expect(errors({ ...valid, firstName: 'A' }).firstName).toEqual(['Minimum 2 characters']);
    expect(errors({ ...valid, firstName: 'As' }).firstName).toBeUndefined();
    expect(errors({ ...valid, middleName: 'D' }).middleName).toEqual(['Minimum 2 characters']);
    expect(errors({ ...valid, middleName: 'De' }).middleName).toBeUndefined();
    expect(errors({ ...valid, lastName: 'R' }).lastName).toBeUndefined();
    expect(errors({ ...valid, city: 'X' }).city).toEqual(['Minimum 2 characters']);
    expect(errors({ ...valid, city: 'Xi' }).city).toBeUndefined();
  });

  it('[CAND-VAL-18] email: 6 and 320 characters pass, 5 and 321 are refused', () => {
    const email = (n: number) => `${letters(n - '@b.de'.length)}@b.de`;
    expect(email(6)).toHaveLength(6);
    expect(errors({ ...valid, email: email(6) }).email).toBeUndefined();
    expect(errors({ ...valid, email: 'a@b.d' }).email).toEqual(['Minimum 6 characters']);
    expect(errors({ ...valid, email: email(320) }).email).toBeUndefined();
    expect(errors({ ...valid, email: email(321) }).email).toEqual(['Maximum 320 characters']);
  });

  it('linkedinUrl: 2,048 characters pass, 2,049 are refused', () => {
    const url = (n: number) => `https://www.linkedin.com/in/${letters(n - 28)}`;
    expect(url(2048)).toHaveLength(2048);
    expect(errors({ ...valid, linkedinUrl: url(2048) }).linkedinUrl).toBeUndefined();
    expect(errors({ ...valid, linkedinUrl: url(2049) }).linkedinUrl).toEqual(['Maximum 2048 characters']);
  });

  it('languageExternalIds: 30 pass, 31 are refused; skillsExternalIds: 100 pass, 101 are refused', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => uuid(i));
    expect(errors({ ...valid, languageExternalIds: ids(30) }).languageExternalIds).toBeUndefined();
    expect(errors({ ...valid, languageExternalIds: ids(31) }).languageExternalIds).toHaveLength(1);
    expect(errors({ ...valid, skillsExternalIds: ids(100) }).skillsExternalIds).toBeUndefined();
    expect(errors({ ...valid, skillsExternalIds: ids(101) }).skillsExternalIds).toHaveLength(1);
  });

  it('[CAND-VAL-29] [CAND-VAL-30] expectedRate: 1,000,000,000 passes, 1,000,000,001 and 0 are refused', () => {
    const india = { ...valid, country: 'India', state: '', phone: '+91 98765 43210' };
    const rate = (expectedRate: number) =>
      errors({ ...india, assessmentVendor: { expectedRate, noticePeriod: 'IMMEDIATE' } }, 'VENDOR')[
        'assessmentVendor.expectedRate'
      ];
    expect(rate(1_000_000_000)).toBeUndefined();
    expect(rate(1_000_000_001)).toEqual(['Please enter a valid number']);
    expect(rate(0.01)).toBeUndefined();
    expect(rate(0)).toEqual(['Please enter a positive number']);
  });
});
