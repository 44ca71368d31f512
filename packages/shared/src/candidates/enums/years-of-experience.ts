import { z } from 'zod';
import { COUNTRY_INDIA } from '../../core/index.js';

export const YEARS_OF_EXPERIENCE = [
  'ZERO',
  'ZERO_TO_ONE',
  'ONE_TO_THREE',
  'THREE_TO_FIVE',
  'FIVE_TO_TEN',
  'TEN_TO_FIFTEEN',
  'FIFTEEN_PLUS',
] as const;
export const yearsOfExperienceSchema = z.enum(YEARS_OF_EXPERIENCE);
export type YearsOfExperience = z.infer<typeof yearsOfExperienceSchema>;

/** ENUM-09 labels. */
export const YEARS_OF_EXPERIENCE_LABELS = {
  ZERO: '0',
  ZERO_TO_ONE: '0-1',
  ONE_TO_THREE: '1-3',
  THREE_TO_FIVE: '3-5',
  FIVE_TO_TEN: '5-10',
  TEN_TO_FIFTEEN: '10-15',
  FIFTEEN_PLUS: '15+',
} as const satisfies Record<YearsOfExperience, string>;

/** ENUM-10: in India the ZERO_TO_ONE bracket reads '0.6-1'. */
export function yearsOfExperienceLabel(key: YearsOfExperience, country: string | null | undefined): string {
  if (key === 'ZERO_TO_ONE' && country === COUNTRY_INDIA) return '0.6-1';
  return YEARS_OF_EXPERIENCE_LABELS[key];
}

/** The select's options for a country (CAND-FORM-11), in bracket order. */
export function yearsOfExperienceOptions(
  country: string | null | undefined,
): { value: YearsOfExperience; label: string }[] {
  return YEARS_OF_EXPERIENCE.map((value) => ({ value, label: yearsOfExperienceLabel(value, country) }));
}
