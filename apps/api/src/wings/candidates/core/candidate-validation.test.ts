import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES, MESSAGES } from '@talent-desk/shared';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  candidateFormBody,
  createCandidateMultipart,
  seedCandidateReference,
} from '../../../test/fixtures.js';

/**
 * Every CAND-VAL rule through the HTTP API (POST /api/candidates, multipart): each case is a body
 * change and either the field and message of the 400, or `ok` with what was stored.
 */

let t: TestApp;
let cookies: Record<'ADMIN' | 'VENDOR', string>;

beforeAll(async () => {
  t = await createTestApp();
  await seedCandidateReference(t.db);
  cookies = { ADMIN: await t.sessionCookie(t.admin), VENDOR: await t.sessionCookie(t.vendor) };
});
afterAll(async () => {
  await t?.close();
});

type Case = {
  body: Record<string, unknown>;
  as?: 'ADMIN' | 'VENDOR';
} & ({ field: string; message: string } | { ok: Record<string, unknown> });

const long = (n: number) => 'a'.repeat(n);
const india = { country: 'India' };
const indiaVendor = (assessmentVendor: Record<string, unknown>) => ({
  as: 'VENDOR' as const,
  body: { ...india, phone: '+91 98765 43210', assessmentVendor },
});

let phoneSeq = 1_000_000;
/** A phone no other case uses (phones are unique), with `digits` digits after the country code 49. */
function freshPhone(totalDigits: number): string {
  phoneSeq += 1;
  return `+49${String(phoneSeq).padEnd(totalDigits - 2, '0')}`;
}

const RULES: Record<string, Case[]> = {
  'CAND-VAL-01': [
    { body: { phone: '+49 (151) 2345678' }, field: 'phone', message: CANDIDATE_MESSAGES.phoneInvalid },
    { body: { phone: '+49 151 abc 45678' }, field: 'phone', message: CANDIDATE_MESSAGES.phoneInvalid },
    { body: { phone: '+49-151-2345-001' }, ok: { phone: '+491512345001' } },
  ],
  'CAND-VAL-02': [{ body: { phone: ' +49 151  2345 002 ' }, ok: { phone: '+491512345002' } }],
  'CAND-VAL-03': [
    { body: { phone: '+49 123 4' }, field: 'phone', message: CANDIDATE_MESSAGES.phoneLength },
    { body: { phone: '+4912345' }, ok: { phone: '+4912345' } },
  ],
  'CAND-VAL-04': [
    { body: { phone: `+${'4'.repeat(21)}` }, field: 'phone', message: CANDIDATE_MESSAGES.phoneLength },
    { body: { phone: freshPhone(20) }, ok: {} },
  ],
  'CAND-VAL-05': [
    { body: { ...india, phone: '' }, field: 'phone', message: CANDIDATE_MESSAGES.phoneRequired },
    { body: { ...india, phone: null }, field: 'phone', message: CANDIDATE_MESSAGES.phoneRequired },
    { body: { phone: '' }, ok: { phone: null } },
  ],
  'CAND-VAL-06': [{ body: { ...india, phone: '91 98765 43216' }, ok: { phone: '+919876543216' } }],
  'CAND-VAL-07': [
    {
      body: { ...india, phone: '+91 98765 4321' },
      field: 'phone',
      message: CANDIDATE_MESSAGES.phoneIndiaLength,
    },
    {
      body: { ...india, phone: '+91 98765 432100' },
      field: 'phone',
      message: CANDIDATE_MESSAGES.phoneIndiaLength,
    },
    { body: { ...india, phone: '+91 98765 43217' }, ok: { phone: '+919876543217' } },
  ],
  'CAND-VAL-08': [
    { body: { firstName: undefined }, field: 'firstName', message: MESSAGES.mandatoryField },
    { body: { firstName: '   ' }, field: 'firstName', message: MESSAGES.mandatoryField },
  ],
  'CAND-VAL-09': [
    { body: { firstName: 'A' }, field: 'firstName', message: 'Minimum 2 characters' },
    { body: { firstName: long(129) }, field: 'firstName', message: 'Maximum 128 characters' },
    { body: { firstName: long(128) }, ok: {} },
  ],
  'CAND-VAL-10': [{ body: { firstName: 'Mar1a' }, field: 'firstName', message: CANDIDATE_MESSAGES.noDigits }],
  'CAND-VAL-11': [
    { body: { middleName: 'B' }, field: 'middleName', message: 'Minimum 2 characters' },
    { body: { middleName: long(129) }, field: 'middleName', message: 'Maximum 128 characters' },
    { body: { middleName: '' }, ok: {} },
    { body: { middleName: 'Bo' }, ok: {} },
  ],
  'CAND-VAL-12': [{ body: { middleName: 'B0b' }, field: 'middleName', message: CANDIDATE_MESSAGES.noDigits }],
  'CAND-VAL-13': [{ body: { lastName: '' }, field: 'lastName', message: MESSAGES.mandatoryField }],
  'CAND-VAL-14': [
    { body: { lastName: long(129) }, field: 'lastName', message: 'Maximum 128 characters' },
    { body: { lastName: 'X' }, ok: {} },
  ],
  'CAND-VAL-15': [
    { body: { lastName: 'Sch3midt' }, field: 'lastName', message: CANDIDATE_MESSAGES.noDigits },
  ],
  'CAND-VAL-16': [{ body: { email: '' }, field: 'email', message: MESSAGES.mandatoryField }],
  'CAND-VAL-17': [
    { body: { email: 'not-an-email' }, field: 'email', message: CANDIDATE_MESSAGES.emailInvalid },
    { body: { email: 'a b@example.test' }, field: 'email', message: CANDIDATE_MESSAGES.emailInvalid },
  ],
  'CAND-VAL-18': [
    { body: { email: 'a@b.c' }, field: 'email', message: 'Minimum 6 characters' },
    { body: { email: `${long(310)}@example.test` }, field: 'email', message: 'Maximum 320 characters' },
    { body: { email: 'ab@c.d' }, ok: { email: 'ab@c.d' } },
  ],
  'CAND-VAL-19': [{ body: { city: '' }, field: 'city', message: MESSAGES.mandatoryField }],
  'CAND-VAL-20': [
    { body: { city: 'B' }, field: 'city', message: 'Minimum 2 characters' },
    { body: { city: long(129) }, field: 'city', message: 'Maximum 128 characters' },
  ],
  'CAND-VAL-21': [{ body: { city: 'Berl1n' }, field: 'city', message: CANDIDATE_MESSAGES.noDigits }],
  'CAND-VAL-22': [
    { body: { country: '' }, field: 'country', message: MESSAGES.mandatoryField },
    { body: { country: 'Atlantis' }, field: 'country', message: CANDIDATE_MESSAGES.countryUnknown },
  ],
  'CAND-VAL-23': [
    { body: { country: 'USA', city: 'Austin' }, field: 'state', message: MESSAGES.mandatoryField },
    { body: { country: 'USA', state: 'Texas', city: 'Austin' }, ok: { state: 'Texas' } },
    { body: { country: 'Germany', state: 'Texas' }, ok: { state: null } },
  ],
  'CAND-VAL-24': [
    { body: { yearsOfExperience: '' }, field: 'yearsOfExperience', message: MESSAGES.mandatoryField },
  ],
  'CAND-VAL-25': [
    {
      body: { educationalQualification: undefined },
      field: 'educationalQualification',
      message: MESSAGES.mandatoryField,
    },
  ],
  'CAND-VAL-28': [
    {
      ...indiaVendor({ noticePeriod: 'ONE_WEEK' }),
      field: 'assessmentVendor.expectedRate',
      message: CANDIDATE_MESSAGES.expectedRateRequired,
    },
    {
      ...indiaVendor({ expectedRate: '', noticePeriod: 'ONE_WEEK' }),
      field: 'assessmentVendor.expectedRate',
      message: CANDIDATE_MESSAGES.expectedRateRequired,
    },
  ],
  'CAND-VAL-29': [
    {
      ...indiaVendor({ expectedRate: 'abc', noticePeriod: 'ONE_WEEK' }),
      field: 'assessmentVendor.expectedRate',
      message: CANDIDATE_MESSAGES.expectedRateInvalid,
    },
  ],
  'CAND-VAL-30': [
    {
      ...indiaVendor({ expectedRate: -5, noticePeriod: 'ONE_WEEK' }),
      field: 'assessmentVendor.expectedRate',
      message: CANDIDATE_MESSAGES.expectedRatePositive,
    },
    {
      ...indiaVendor({ expectedRate: '0', noticePeriod: 'ONE_WEEK' }),
      field: 'assessmentVendor.expectedRate',
      message: CANDIDATE_MESSAGES.expectedRatePositive,
    },
  ],
  'CAND-VAL-31': [
    {
      ...indiaVendor({ expectedRate: 30 }),
      field: 'assessmentVendor.noticePeriod',
      message: CANDIDATE_MESSAGES.noticePeriodRequired,
    },
  ],
};

describe('candidate validation through POST /api/candidates', () => {
  for (const [rule, cases] of Object.entries(RULES)) {
    it(`[${rule}] is enforced by the API`, async () => {
      for (const c of cases) {
        const body = candidateFormBody(c.body);
        for (const [key, value] of Object.entries(c.body)) if (value === undefined) delete body[key];
        const { payload, headers } = createCandidateMultipart(body);
        const response = await t.inject({
          method: 'POST',
          url: '/api/candidates',
          payload,
          headers: { ...headers, cookie: cookies[c.as ?? 'ADMIN'] },
        });
        const label = `${rule} ${JSON.stringify(c.body)}`;
        if ('ok' in c) {
          expect(response.statusCode, `${label} ${response.body}`).toBe(201);
          expect(response.json(), label).toMatchObject(c.ok);
        } else {
          expect(response.statusCode, label).toBe(400);
          const fields = (response.json() as { fields: { path: string; message: string }[] }).fields;
          expect(fields, label).toContainEqual({ path: c.field, message: c.message });
        }
      }
    });
  }
});
