import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_LENGTH,
  NAME_MAX_LENGTH,
  isCountryName,
  maxCharacters,
  MESSAGES,
  minCharacters,
  longText,
  plainText,
} from '../../core/index.js';
import { noticePeriodSchema } from '../enums/notice-period.js';
import { CANDIDATE_MESSAGES } from '../messages-candidates.js';

/** Field schemas of the candidate form (CAND-VAL-08..31), each reusable by other forms with the same rule. */

const hasDigit = /\d/;
// A pragmatic email shape: one @, no spaces, a dot in the domain (zod's own regex rejects some valid addresses).
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const httpUrl = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

export const COMMENTS_MAX_LENGTH = 2000;
export const EXPERIENCE_MAX_LENGTH = 5000;
export const URL_MAX_LENGTH = 2048;
export const EXPECTED_RATE_MAX = 1_000_000_000;

/**
 * A string that must be present: missing, null and blank all say 'This field is required'. Later checks
 * pass on blank instead of aborting, because an aborting issue would hide the form's cross-field errors.
 */
export function requiredString() {
  return plainText({ error: MESSAGES.mandatoryField }).min(1, MESSAGES.mandatoryField);
}

const blankOr = (test: (v: string) => boolean) => (v: string) => v === '' || test(v);

/** An enum whose empty value (the form's '' or a missing key) reads as 'This field is required'. */
export function requiredEnum<const T extends readonly [string, ...string[]]>(values: T) {
  const options = z.enum(values, { error: MESSAGES.mandatoryField });
  // The union admits the form's '' as input; the pipe then refuses it with the required message.
  return z
    .union([z.literal(''), options], {
      error: (issue) => (issue.input == null ? MESSAGES.mandatoryField : 'Invalid option'),
    })
    .pipe(options);
}

/** A required name: min..128 characters, no digits (CAND-VAL-08..10, 13..15, 19..21). */
export function requiredName(min: number) {
  return requiredString()
    .refine(
      blankOr((v) => v.length >= min),
      minCharacters(min),
    )
    .max(NAME_MAX_LENGTH, maxCharacters(NAME_MAX_LENGTH))
    .refine((v) => !hasDigit.test(v), CANDIDATE_MESSAGES.noDigits);
}

/** An optional name: blank means absent (null); present means 2..128, no digits (CAND-VAL-11, 12). */
export const optionalNameSchema = plainText()
  .refine((v) => v === '' || v.length >= 2, minCharacters(2))
  .max(NAME_MAX_LENGTH, maxCharacters(NAME_MAX_LENGTH))
  .refine((v) => !hasDigit.test(v), CANDIDATE_MESSAGES.noDigits)
  .nullish()
  .transform((v) => v || null);

/** Optional one-line text; blank is stored as null. */
export function optionalText(max: number) {
  return plainText()
    .max(max, maxCharacters(max))
    .nullish()
    .transform((v) => v || null);
}

/** Optional multi-line text (comments, experience: line breaks kept); blank is stored as null. */
export function optionalLongText(max: number) {
  return longText()
    .max(max, maxCharacters(max))
    .nullish()
    .transform((v) => v || null);
}

/** CAND-VAL-16..18: required, 6..320, a valid address; stored lower-cased so uniqueness ignores case. */
export const candidateEmailSchema = requiredString()
  .toLowerCase()
  .refine(
    blankOr((v) => v.length >= EMAIL_MIN_LENGTH),
    minCharacters(EMAIL_MIN_LENGTH),
  )
  .max(EMAIL_MAX_LENGTH, maxCharacters(EMAIL_MAX_LENGTH))
  .refine(
    blankOr((v) => emailShape.test(v)),
    CANDIDATE_MESSAGES.emailInvalid,
  );

export const linkedinUrlSchema = plainText()
  .max(URL_MAX_LENGTH, maxCharacters(URL_MAX_LENGTH))
  .refine((v) => v === '' || httpUrl.test(v), CANDIDATE_MESSAGES.urlInvalid)
  .nullish()
  .transform((v) => v || null);

/** CAND-VAL-22: required and one of the fixed list (ENUM-14). */
export const countryNameSchema = requiredString().refine(
  blankOr(isCountryName),
  CANDIDATE_MESSAGES.countryUnknown,
);

export const externalIdsSchema = (max: number) => z.array(z.uuid()).max(max).optional().default([]);

/**
 * CAND-VAL-29/30: the rate as typed (text field or number input). Blank and NaN (an empty number input)
 * mean absent, which the form schema then requires for India + VENDOR (CAND-VAL-28).
 */
export const expectedRateSchema = z
  .union([z.number(), z.nan(), z.string()], { error: CANDIDATE_MESSAGES.expectedRateInvalid })
  .nullish()
  .transform((v, ctx) => {
    if (
      v == null ||
      (typeof v === 'string' && v.trim() === '') ||
      (typeof v === 'number' && Number.isNaN(v))
    ) {
      return null;
    }
    const n = typeof v === 'number' ? v : Number(v.trim());
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: CANDIDATE_MESSAGES.expectedRateInvalid });
      return z.NEVER;
    }
    if (n <= 0) {
      ctx.addIssue({ code: 'custom', message: CANDIDATE_MESSAGES.expectedRatePositive });
      return z.NEVER;
    }
    if (n > EXPECTED_RATE_MAX) {
      ctx.addIssue({ code: 'custom', message: CANDIDATE_MESSAGES.expectedRateInvalid });
      return z.NEVER;
    }
    return n;
  });

/** The form's empty select ('') is absent; CAND-VAL-31 requires it where it applies. */
export const optionalNoticePeriodSchema = z
  .union([noticePeriodSchema, z.literal('')])
  .nullish()
  .transform((v) => v || null);

export const assessmentVendorSchema = z
  .strictObject({ expectedRate: expectedRateSchema, noticePeriod: optionalNoticePeriodSchema })
  .nullish();
