import { describe, expect, it } from 'vitest';
import {
  publicApplicationSchema,
  tooManyApplicationsMessage,
  type PublicApplicationInput,
} from './public-application.js';

const valid: PublicApplicationInput = {
  firstName: ' Marta ',
  lastName: 'Keller',
  email: 'Marta.Keller@Example.com',
  phone: '0151 2345 6789',
  country: 'Germany',
  state: 'California',
  city: 'Hamburg',
  yearsOfExperience: 'THREE_TO_FIVE',
  educationalQualification: "Master's Degree",
  website: '',
};

function errors(input: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of publicApplicationSchema.safeParse(input).error?.issues ?? [])
    (out[issue.path.join('.') || '(root)'] ??= []).push(issue.message);
  return out;
}

describe('the careers-site application (the candidate field rules)', () => {
  it('stores what the candidate form stores: trimmed, e-mail lower-cased, phone normalised with the country, no state outside the USA', () => {
    expect(publicApplicationSchema.parse(valid)).toMatchObject({
      firstName: 'Marta',
      email: 'marta.keller@example.com',
      phone: '+4915123456789',
      state: null,
    });
    expect(publicApplicationSchema.parse({ ...valid, phone: '' }).phone).toBeNull();
  });

  it('[CAND-VAL-01..07] the phone rules of the country; India needs one', () => {
    expect(errors({ ...valid, phone: '12' })).toHaveProperty('phone');
    expect(errors({ ...valid, phone: 'call me' })).toHaveProperty('phone');
    expect(errors({ ...valid, country: 'India', phone: '' })).toHaveProperty('phone');
    expect(errors({ ...valid, country: 'India', phone: '+91 98765 43210' })).toEqual({});
  });

  it('[CAND-FORM-04] a state in the USA, shown together with the other missing fields', () => {
    const found = errors({ ...valid, country: 'USA', state: '', phone: '+1 415 555 0100', firstName: '' });
    expect(Object.keys(found).sort()).toEqual(['firstName', 'state']);
  });

  it('names, e-mail, country from the list, the options; unknown fields refused', () => {
    const found = errors({
      ...valid,
      firstName: 'M',
      lastName: 'K9',
      email: 'nope',
      country: 'Atlantis',
      yearsOfExperience: '',
      educationalQualification: 'PhD in vibes',
      salary: 1,
    });
    expect(Object.keys(found).sort()).toEqual([
      '(root)',
      'country',
      'educationalQualification',
      'email',
      'firstName',
      'lastName',
      'yearsOfExperience',
    ]);
  });

  it('the honeypot is an ordinary optional text: the server decides what a filled one means', () => {
    expect(publicApplicationSchema.parse({ ...valid, website: 'http://spam.example' }).website).toBe(
      'http://spam.example',
    );
    expect(publicApplicationSchema.parse({ ...valid, website: undefined }).website).toBeUndefined();
  });

  it('the flood message says how long to wait, in whole minutes', () => {
    expect(tooManyApplicationsMessage(600)).toBe(
      'Too many applications from your network. Please try again in 10 minutes.',
    );
    expect(tooManyApplicationsMessage(61)).toMatch(/in 2 minutes\.$/);
    expect(tooManyApplicationsMessage(5)).toMatch(/in 1 minute\.$/);
  });
});
