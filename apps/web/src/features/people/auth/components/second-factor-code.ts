import { RECOVERY_CODE_PATTERN, TOTP_DIGITS, TWO_FACTOR_MESSAGES } from '@talent-desk/shared';

// The rules of the shared `secondFactorCodeSchema` (two-factor.ts) as plain code: the sign-in page's
// code step is part of the first load, which carries no zod.

/** A code as the API wants it: no spaces (apps show `123 456`), lowercase. */
export function normaliseSecondFactorCode(value: string): string {
  return value.replace(/\s+/g, '').toLowerCase();
}

const DIGITS = new RegExp(`^\\d{${TOTP_DIGITS}}$`);

/** The message for a code that cannot be right (empty, or neither 6 digits nor a recovery code). */
export function secondFactorCodeError(value: string): string | undefined {
  const code = normaliseSecondFactorCode(value);
  if (!code) return TWO_FACTOR_MESSAGES.codeRequired;
  if (code.length > 40 || !(DIGITS.test(code) || RECOVERY_CODE_PATTERN.test(code))) {
    return TWO_FACTOR_MESSAGES.codeFormat;
  }
  return undefined;
}
