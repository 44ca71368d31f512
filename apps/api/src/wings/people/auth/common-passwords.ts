import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The common-password list of AUTH-08: zxcvbn-ts' `passwords-common` (about 49,000 entries, from
 * leaked-password frequency lists), lowercased and loaded once at module load.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  dictionary['passwords-common'].map((entry) => String(entry).toLowerCase()),
);

export function isCommonPassword(lowercased: string): boolean {
  return COMMON_PASSWORDS.has(lowercased);
}

export const COMMON_PASSWORD_COUNT = COMMON_PASSWORDS.size;
