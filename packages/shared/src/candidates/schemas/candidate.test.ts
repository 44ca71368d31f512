import { describe, expect, it } from 'vitest';
import type { Role } from '../../core/index.js';
import { candidateFormSchema, type CandidateFormInput } from './candidate.js';
import { candidateFormDefaults, resetOnCountryChange, resetOnStateChange } from './candidate-form-state.js';

const valid: CandidateFormInput = {
  firstName: 'Asha',
  middleName: '',
  lastName: 'Rao',
  email: 'asha.rao@example.com',
  phone: '+49 30 1234567',
  linkedinUrl: 'https://www.linkedin.com/in/asha',
  country: 'Germany',
  state: '',
  city: 'Berlin',
  yearsOfExperience: 'THREE_TO_FIVE',
  languageExternalIds: [],
  educationalQualification: "Master's Degree",
  skillsExternalIds: [],
  comments: '',
  experience: '',
  source: 'DIRECT_SEARCH',
  sourceName: '',
};

/** The messages per field path for a body, or {} when it parses. */
function errors(input: unknown, actorRole: Role = 'TAG'): Record<string, string[]> {
  const result = candidateFormSchema({ actorRole }).safeParse(input);
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}
function parse(input: unknown, actorRole: Role = 'TAG') {
  return candidateFormSchema({ actorRole }).parse(input);
}

describe('candidate form schema (CAND-FORM-02..07, CAND-VAL-01..25)', () => {
  it('accepts a complete body and trims it', () => {
    expect(errors(valid)).toEqual({});
    expect(parse({ ...valid, firstName: '  Asha ' }).firstName).toBe('Asha');
  });

  it('[CAND-VAL-08] firstName is required', () => {
    expect(errors({ ...valid, firstName: '' }).firstName).toEqual(['This field is required']);
    expect(errors({ ...valid, firstName: '   ' }).firstName).toEqual(['This field is required']);
    const { firstName: _omit, ...rest } = valid;
    expect(errors(rest).firstName).toEqual(['This field is required']);
  });

  it('[CAND-VAL-09] firstName has 2 to 128 characters', () => {
    expect(errors({ ...valid, firstName: 'A' }).firstName).toEqual(['Minimum 2 characters']);
    expect(errors({ ...valid, firstName: 'A'.repeat(129) }).firstName).toEqual(['Maximum 128 characters']);
    expect(errors({ ...valid, firstName: 'A'.repeat(128) })).toEqual({});
  });

  it('[CAND-VAL-10] firstName has no digits', () => {
    expect(errors({ ...valid, firstName: 'Asha2' }).firstName).toEqual(['Digits are not allowed']);
  });

  it('[CAND-VAL-11] middleName is optional, else 2 to 128', () => {
    expect(parse({ ...valid, middleName: '' }).middleName).toBeNull();
    expect(parse({ ...valid, middleName: null }).middleName).toBeNull();
    expect(parse({ ...valid, middleName: 'Devi' }).middleName).toBe('Devi');
    expect(errors({ ...valid, middleName: 'D' }).middleName).toEqual(['Minimum 2 characters']);
    expect(errors({ ...valid, middleName: 'D'.repeat(129) }).middleName).toEqual(['Maximum 128 characters']);
  });

  it('[CAND-VAL-12] middleName has no digits', () => {
    expect(errors({ ...valid, middleName: 'D3vi' }).middleName).toEqual(['Digits are not allowed']);
  });

  it('[CAND-VAL-13] [CAND-VAL-14] lastName is required, 1 to 128', () => {
    expect(errors({ ...valid, lastName: '' }).lastName).toEqual(['This field is required']);
    expect(errors({ ...valid, lastName: 'R' })).toEqual({});
    expect(errors({ ...valid, lastName: 'R'.repeat(129) }).lastName).toEqual(['Maximum 128 characters']);
  });

  it('[CAND-VAL-15] lastName has no digits', () => {
    expect(errors({ ...valid, lastName: 'R0' }).lastName).toEqual(['Digits are not allowed']);
  });

  it('[CAND-VAL-16] [CAND-VAL-17] email is required and valid; stored lower-case', () => {
    expect(errors({ ...valid, email: '' }).email).toEqual(['This field is required']);
    expect(errors({ ...valid, email: 'not-an-email' }).email).toEqual(['Please enter a valid email address']);
    expect(errors({ ...valid, email: 'a b@example.com' }).email).toEqual([
      'Please enter a valid email address',
    ]);
    expect(parse({ ...valid, email: ' Asha@Example.COM ' }).email).toBe('asha@example.com');
  });

  it('[CAND-VAL-18] email has 6 to 320 characters', () => {
    expect(errors({ ...valid, email: 'a@b.c' }).email).toEqual(['Minimum 6 characters']);
    expect(errors({ ...valid, email: `${'a'.repeat(310)}@example.com` }).email).toEqual([
      'Maximum 320 characters',
    ]);
  });

  it('[CAND-VAL-19] [CAND-VAL-20] [CAND-VAL-21] city is required, 2 to 128, no digits', () => {
    expect(errors({ ...valid, city: '' }).city).toEqual(['This field is required']);
    expect(errors({ ...valid, city: 'B' }).city).toEqual(['Minimum 2 characters']);
    expect(errors({ ...valid, city: 'B'.repeat(129) }).city).toEqual(['Maximum 128 characters']);
    expect(errors({ ...valid, city: 'Berlin 1' }).city).toEqual(['Digits are not allowed']);
  });

  it('[CAND-VAL-22] [ENUM-14] country is required and from the fixed list', () => {
    expect(errors({ ...valid, country: '' }).country).toEqual(['This field is required']);
    expect(errors({ ...valid, country: 'Atlantis' }).country).toEqual([
      'Please choose a country from the list',
    ]);
  });

  it('[CAND-VAL-23] [CAND-FORM-04] state is required for USA and dropped elsewhere', () => {
    const usa = { ...valid, country: 'USA', phone: '212 555 0100', city: 'Austin' };
    expect(errors({ ...usa, state: '' }).state).toEqual(['This field is required']);
    expect(parse({ ...usa, state: 'Texas' }).state).toBe('Texas');
    expect(parse({ ...valid, state: 'Bavaria' }).state).toBeNull();
  });

  it('[CAND-VAL-24] yearsOfExperience is required', () => {
    expect(errors({ ...valid, yearsOfExperience: '' }).yearsOfExperience).toEqual(['This field is required']);
    expect(errors({ ...valid, yearsOfExperience: undefined }).yearsOfExperience).toEqual([
      'This field is required',
    ]);
    expect(errors({ ...valid, yearsOfExperience: 'LOTS' }).yearsOfExperience).toEqual(['Invalid option']);
  });

  it('[CAND-VAL-25] [ENUM-13] educationalQualification is required, one of the four texts', () => {
    expect(errors({ ...valid, educationalQualification: '' }).educationalQualification).toEqual([
      'This field is required',
    ]);
    expect(errors({ ...valid, educationalQualification: 'MBA' }).educationalQualification).toEqual([
      'Invalid option',
    ]);
    expect(parse({ ...valid, educationalQualification: 'Ph.D' }).educationalQualification).toBe('Ph.D');
  });

  it('[CAND-VAL-01] [CAND-VAL-06] phone is checked with the country and normalised to +', () => {
    expect(errors({ ...valid, phone: '030/1234567' }).phone).toEqual([
      'Please enter a valid telephone number.',
    ]);
    expect(parse({ ...valid, phone: '030 1234567' }).phone).toBe('+49301234567');
    expect(parse({ ...valid, phone: '' }).phone).toBeNull();
  });

  it('[CAND-VAL-05] phone is required for India, shown with the other errors', () => {
    const india = { ...valid, country: 'India', city: 'Pune', phone: '', firstName: '' };
    expect(errors(india)).toEqual({
      firstName: ['This field is required'],
      phone: ['Telephone number is required.'],
    });
  });

  it('[CAND-VAL-07] an Indian number with 91 has 12 digits', () => {
    const india = { ...valid, country: 'India', city: 'Pune' };
    expect(errors({ ...india, phone: '+91 98765 432' }).phone).toEqual([
      'A telephone number starting with 91 must have 12 digits.',
    ]);
    expect(parse({ ...india, phone: '+91 98765 43210' }).phone).toBe('+919876543210');
  });

  it('[CAND-FORM-02] [CAND-FORM-06] [CAND-FORM-07] the body carries languageExternalIds and skillsExternalIds; unknown keys are refused', () => {
    const ids = ['0b9c6f0e-7d1a-4c0e-9a53-5f2d3c1b2a10'];
    const out = parse({ ...valid, languageExternalIds: ids, skillsExternalIds: ids });
    expect(out.languageExternalIds).toEqual(ids);
    expect(out.skillsExternalIds).toEqual(ids);
    expect(errors({ ...valid, languageExternalIds: ['en'] })['languageExternalIds.0']).toBeDefined();
    expect(errors({ ...valid, languageExtIds: ids })['']).toEqual(['Unrecognized key: "languageExtIds"']);
    expect(errors({ ...valid, resume: 'x' })['']).toBeDefined();
  });

  it('linkedinUrl is optional and must be an http(s) URL', () => {
    expect(parse({ ...valid, linkedinUrl: '' }).linkedinUrl).toBeNull();
    expect(errors({ ...valid, linkedinUrl: 'linkedin/asha' }).linkedinUrl).toEqual([
      'Please enter a valid URL',
    ]);
  });

  it('source is required for ADMIN and TAG; VENDOR source needs the vendor name', () => {
    expect(errors({ ...valid, source: '' }, 'ADMIN').source).toEqual(['This field is required']);
    expect(errors({ ...valid, source: 'VENDOR', sourceName: '' }).sourceName).toEqual([
      'This field is required',
    ]);
    expect(errors({ ...valid, source: undefined }, 'VENDOR')).toEqual({});
  });
});

describe('assessmentVendor (CAND-FORM-05)', () => {
  const india = { ...valid, country: 'India', city: 'Pune', phone: '+91 98765 43210', source: undefined };

  it('[CAND-FORM-05] [CAND-VAL-28] [CAND-VAL-31] required for a VENDOR entering a candidate in India', () => {
    expect(errors({ ...india, assessmentVendor: { expectedRate: '', noticePeriod: '' } }, 'VENDOR')).toEqual({
      'assessmentVendor.expectedRate': ['Expected Rate is required'],
      'assessmentVendor.noticePeriod': ['Notice Period is required'],
    });
    expect(errors(india, 'VENDOR')).toEqual({
      'assessmentVendor.expectedRate': ['Expected Rate is required'],
      'assessmentVendor.noticePeriod': ['Notice Period is required'],
    });
    // An empty number input gives NaN: that is a missing rate too.
    expect(
      errors(
        { ...india, assessmentVendor: { expectedRate: Number.NaN, noticePeriod: 'IMMEDIATE' } },
        'VENDOR',
      ),
    ).toEqual({ 'assessmentVendor.expectedRate': ['Expected Rate is required'] });
  });

  it('[CAND-VAL-29] the rate must be a number', () => {
    const body = { ...india, assessmentVendor: { expectedRate: '12abc', noticePeriod: 'ONE_WEEK' } };
    expect(errors(body, 'VENDOR')).toEqual({
      'assessmentVendor.expectedRate': ['Please enter a valid number'],
    });
  });

  it('[CAND-VAL-30] the rate must be positive', () => {
    for (const rate of ['0', '-5', -1]) {
      const body = { ...india, assessmentVendor: { expectedRate: rate, noticePeriod: 'ONE_WEEK' } };
      expect(errors(body, 'VENDOR')).toEqual({
        'assessmentVendor.expectedRate': ['Please enter a positive number'],
      });
    }
  });

  it('[CAND-FORM-05] stored as numbers for India + VENDOR, neither required nor stored otherwise', () => {
    const filled = { ...india, assessmentVendor: { expectedRate: '25.5', noticePeriod: 'TWO_WEEKS' } };
    expect(parse(filled, 'VENDOR').assessmentVendor).toEqual({
      expectedRate: 25.5,
      noticePeriod: 'TWO_WEEKS',
    });
    expect(parse({ ...filled, source: 'DIRECT_SEARCH' }, 'TAG').assessmentVendor).toBeNull();
    expect(errors({ ...india, source: 'DIRECT_SEARCH' }, 'ADMIN')).toEqual({});
    const germany = { ...valid, source: undefined, assessmentVendor: { expectedRate: '', noticePeriod: '' } };
    expect(parse(germany, 'VENDOR').assessmentVendor).toBeNull();
  });
});

describe('form state', () => {
  it('defaults are an empty form that fails only on required fields', () => {
    const e = errors(candidateFormDefaults('TAG'));
    expect(Object.keys(e).sort()).toEqual(
      [
        'city',
        'country',
        'educationalQualification',
        'email',
        'firstName',
        'lastName',
        'source',
        'yearsOfExperience',
      ].sort(),
    );
    expect(candidateFormDefaults('VENDOR').source).toBe('VENDOR');
  });

  it('[CAND-FORM-08] a new country clears state, city, phone, expected rate and notice period', () => {
    const before = {
      ...valid,
      country: 'USA',
      state: 'Texas',
      city: 'Austin',
      phone: '+1 212 555 0100',
      assessmentVendor: { expectedRate: '10', noticePeriod: 'ONE_WEEK' },
    };
    const after = resetOnCountryChange(before, 'India');
    expect(after).toMatchObject({
      country: 'India',
      state: '',
      city: '',
      phone: '',
      assessmentVendor: { expectedRate: '', noticePeriod: '' },
      firstName: 'Asha',
    });
    expect(resetOnCountryChange(before, 'USA')).toBe(before);
  });

  it('[CAND-FORM-09] a new state clears the city', () => {
    const before = { ...valid, country: 'USA', state: 'Texas', city: 'Austin' };
    expect(resetOnStateChange(before, 'Ohio')).toMatchObject({ state: 'Ohio', city: '', country: 'USA' });
    expect(resetOnStateChange(before, 'Texas')).toBe(before);
  });
});
