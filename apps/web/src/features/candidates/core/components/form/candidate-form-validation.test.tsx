import {
  CANDIDATE_MESSAGES,
  MESSAGES,
  type CandidateFormInput,
  type NoticePeriod,
  type Role,
} from '@talent-desk/shared';
import { cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { validFormInput } from '@/testing/candidates';
import {
  chooseResume,
  messageUnder,
  renderForm,
  resumeMessage,
  submit,
} from '../../../testing/candidate-form-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const long = 'a'.repeat(129);
const vendorIndia = { country: 'India', phone: '+91 98765 43210', city: 'Pune' } as const;
const vendorAssessment = (expectedRate: string, noticePeriod: NoticePeriod | '' = 'FOUR_WEEKS') => ({
  ...vendorIndia,
  assessmentVendor: { expectedRate, noticePeriod },
});

type Case = [
  title: string,
  field: string,
  overrides: Partial<CandidateFormInput>,
  message: string,
  role?: Role,
];

/** Each rule of CAND-VAL-01..31 through the real form: the shared schema's exact message under its field. */
const cases: Case[] = [
  ['[CAND-VAL-01] phone with letters', 'phone', { phone: '12ab5678' }, CANDIDATE_MESSAGES.phoneInvalid],
  ['[CAND-VAL-03] phone under 7 digits', 'phone', { phone: '+49 123' }, CANDIDATE_MESSAGES.phoneLength],
  [
    '[CAND-VAL-04] phone over 20 digits',
    'phone',
    { phone: `+${'4'.repeat(21)}` },
    CANDIDATE_MESSAGES.phoneLength,
  ],
  [
    '[CAND-VAL-05] phone required for India',
    'phone',
    { country: 'India', city: 'Pune' },
    CANDIDATE_MESSAGES.phoneRequired,
  ],
  [
    '[CAND-VAL-07] 91 prefix needs 12 digits',
    'phone',
    { phone: '+91 12345' },
    CANDIDATE_MESSAGES.phoneIndiaLength,
  ],
  ['[CAND-VAL-08] firstName required', 'firstName', { firstName: '' }, MESSAGES.mandatoryField],
  ['[CAND-VAL-09] firstName at least 2', 'firstName', { firstName: 'A' }, 'Minimum 2 characters'],
  ['[CAND-VAL-09] firstName at most 128', 'firstName', { firstName: long }, 'Maximum 128 characters'],
  ['[CAND-VAL-10] firstName without digits', 'firstName', { firstName: 'Ann4' }, CANDIDATE_MESSAGES.noDigits],
  ['[CAND-VAL-11] middleName at least 2', 'middleName', { middleName: 'B' }, 'Minimum 2 characters'],
  [
    '[CAND-VAL-12] middleName without digits',
    'middleName',
    { middleName: 'Bo2' },
    CANDIDATE_MESSAGES.noDigits,
  ],
  ['[CAND-VAL-13] lastName required', 'lastName', { lastName: '' }, MESSAGES.mandatoryField],
  ['[CAND-VAL-14] lastName at most 128', 'lastName', { lastName: long }, 'Maximum 128 characters'],
  ['[CAND-VAL-15] lastName without digits', 'lastName', { lastName: 'Berg1' }, CANDIDATE_MESSAGES.noDigits],
  ['[CAND-VAL-16] email required', 'email', { email: '' }, MESSAGES.mandatoryField],
  ['[CAND-VAL-17] email valid', 'email', { email: 'anna.example.com' }, CANDIDATE_MESSAGES.emailInvalid],
  ['[CAND-VAL-18] email at least 6', 'email', { email: 'a@b.c' }, 'Minimum 6 characters'],
  ['[CAND-VAL-19] city required', 'city', { city: '' }, MESSAGES.mandatoryField],
  ['[CAND-VAL-20] city at least 2', 'city', { city: 'B' }, 'Minimum 2 characters'],
  ['[CAND-VAL-21] city without digits', 'city', { city: 'Berlin 2' }, CANDIDATE_MESSAGES.noDigits],
  ['[CAND-VAL-22] country required', 'country', { country: '' }, MESSAGES.mandatoryField],
  [
    '[CAND-VAL-23] state required for USA',
    'state',
    { country: 'USA', city: 'Austin' },
    MESSAGES.mandatoryField,
  ],
  [
    '[CAND-VAL-24] years of experience required',
    'yearsOfExperience',
    { yearsOfExperience: '' },
    MESSAGES.mandatoryField,
  ],
  [
    '[CAND-VAL-25] qualification required',
    'educationalQualification',
    { educationalQualification: '' },
    MESSAGES.mandatoryField,
  ],
  [
    '[CAND-VAL-28] expected rate required',
    'assessmentVendor-expectedRate',
    vendorAssessment(''),
    CANDIDATE_MESSAGES.expectedRateRequired,
    'VENDOR',
  ],
  [
    '[CAND-VAL-29] expected rate a number',
    'assessmentVendor-expectedRate',
    vendorAssessment('abc'),
    CANDIDATE_MESSAGES.expectedRateInvalid,
    'VENDOR',
  ],
  [
    '[CAND-VAL-30] expected rate positive',
    'assessmentVendor-expectedRate',
    vendorAssessment('-5'),
    CANDIDATE_MESSAGES.expectedRatePositive,
    'VENDOR',
  ],
  [
    '[CAND-VAL-31] notice period required',
    'assessmentVendor-noticePeriod',
    vendorAssessment('40', ''),
    CANDIDATE_MESSAGES.noticePeriodRequired,
    'VENDOR',
  ],
];

// Rendering the whole form in jsdom is slow on a cold start.
const SLOW = { timeout: 20_000 };

describe('candidate form validation (CAND-VAL-01..31)', SLOW, () => {
  it.each(cases)('%s', async (_title, field, overrides, message, role = 'TAG') => {
    const { save } = renderForm({ role, values: validFormInput(overrides) });
    chooseResume();
    submit();
    await waitFor(() => expect(messageUnder(`candidate-${field}`)).toBe(message), { timeout: 5000 });
    expect(save).not.toHaveBeenCalled();
  });

  it('[CAND-VAL-26] the resume is required on create', async () => {
    const { save } = renderForm({ values: validFormInput() });
    submit();
    await waitFor(() => expect(resumeMessage()).toBe(CANDIDATE_MESSAGES.resumeRequired));
    expect(save).not.toHaveBeenCalled();
  });

  it('[CAND-VAL-27] a resume of another type is refused before sending', async () => {
    const { save } = renderForm({ values: validFormInput() });
    chooseResume('setup.exe');
    await waitFor(() => expect(resumeMessage()).toBe(CANDIDATE_MESSAGES.resumeType));
    submit();
    await waitFor(() => expect(resumeMessage()).toBe(CANDIDATE_MESSAGES.resumeType));
    expect(save).not.toHaveBeenCalled();
  });

  it('[CAND-VAL-02] [CAND-VAL-06] a valid form saves with the phone stripped and normalised to +', async () => {
    const { save } = renderForm({ values: validFormInput({ phone: '+49 30 1234-5678' }) });
    chooseResume();
    submit();
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]?.[0].phone).toBe('+493012345678');
  });

  it('[CAND-FORM-01] the first invalid field gets the focus', async () => {
    renderForm({ values: validFormInput({ lastName: '', city: '' }) });
    chooseResume();
    submit();
    await waitFor(() => expect(document.activeElement?.id).toBe('candidate-lastName'));
  });
});
