import {
  YEARS_OF_EXPERIENCE_LABELS,
  type CareersApplicationValue,
  type YearsOfExperience,
} from '@talent-desk/shared';
import type { TFunction } from 'i18next';

const isYears = (value: string): value is YearsOfExperience => value in YEARS_OF_EXPERIENCE_LABELS;

/** A compared value as staff read it: Yes/No, the experience bracket's label, 'City, State, Country', or a dash. */
export function applicationValueText(t: TFunction, field: string, value: CareersApplicationValue): string {
  if (value === null) return t('careersApplications.none');
  if (typeof value === 'boolean') return value ? t('careersApplications.yes') : t('careersApplications.no');
  if (typeof value === 'object') return [value.city, value.state, value.country].filter(Boolean).join(', ');
  if (field === 'yearsOfExperience' && isYears(value)) return t(`enums.yearsOfExperience.${value}`);
  return value;
}
