import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { COUNTRY_INDIA } from './constants.js';
import { countryIso2 } from './enums/countries.js';
import { PHONE_MESSAGES } from './messages-phone.js';

export const PHONE_MIN_DIGITS = 7;
export const PHONE_MAX_DIGITS = 20;
export const INDIA_CALLING_CODE = '91';
export const INDIA_PHONE_DIGITS = 12;

/** CAND-VAL-01: digits, plus signs, hyphens and spaces only. */
const ALLOWED = /^[\d+\-\s]*$/;

/** The digits that count (CAND-VAL-02): whitespace, plus signs and hyphens stripped. */
export function phoneDigits(value: string): string {
  return value.replace(/[\s+-]/g, '');
}

function isoFor(country: string | null | undefined): CountryCode | undefined {
  // countryIso2 only returns codes of our list, all of which libphonenumber knows.
  return countryIso2(country) as CountryCode | undefined;
}

/**
 * CAND-VAL-06: a number starting with '+'. E.164 when libphonenumber reads a valid number (national
 * numbers with the candidate's country), otherwise '+' and the typed digits. Empty stays empty.
 */
export function normalisePhone(value: string, country?: string | null): string {
  const trimmed = value.trim();
  const digits = phoneDigits(trimmed);
  if (digits === '') return '';
  const parsed = parsePhoneNumberFromString(trimmed, isoFor(country));
  return parsed?.isValid() ? parsed.number : `+${digits}`;
}

/**
 * The first broken phone rule (CAND-VAL-01..07) as its message, or null when the value is acceptable.
 * The 91 rule (CAND-VAL-07) is read on the international form: '+91...' typed, or a national number
 * that normalises to +91, so a US national number such as 917-555-0123 is not taken for India.
 */
export function phoneIssue(
  value: string | null | undefined,
  country: string | null | undefined,
): string | null {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return country === COUNTRY_INDIA ? PHONE_MESSAGES.phoneRequired : null;
  if (!ALLOWED.test(trimmed)) return PHONE_MESSAGES.phoneInvalid;
  const digits = phoneDigits(trimmed);
  if (digits.length < PHONE_MIN_DIGITS || digits.length > PHONE_MAX_DIGITS) return PHONE_MESSAGES.phoneLength;
  const international = phoneDigits(normalisePhone(trimmed, country));
  if (international.startsWith(INDIA_CALLING_CODE) && international.length !== INDIA_PHONE_DIGITS) {
    return PHONE_MESSAGES.phoneIndiaLength;
  }
  return null;
}

/** Default calling country for the phone input (CAND-FORM-10): the candidate's country when listed. */
export function phoneDefaultCountry(country: string | null | undefined): CountryCode | undefined {
  return isoFor(country);
}

/** CAND-FORM-10: the calling code of the candidate's country ('91' for India, '1' for USA), if listed. */
export function phoneCallingCode(country: string | null | undefined): string | undefined {
  const iso = isoFor(country);
  if (!iso) return undefined;
  try {
    return getCountryCallingCode(iso);
  } catch {
    // A listed territory without its own numbering plan in libphonenumber's metadata.
    return undefined;
  }
}
