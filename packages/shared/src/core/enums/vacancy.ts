import { z } from 'zod';
import type { StatusColour } from './status-colour.js';

export const VACANCY_STATUSES = [
  'OPEN',
  'CLOSED',
  'ON_HOLD',
  'CLOSED_REJECTED',
  'CLOSED_FULFILLED_INTERNALLY',
  'CLOSED_NO_LONGER_VALID',
  'CLOSED_PERSON_JOINED',
] as const;
export const vacancyStatusSchema = z.enum(VACANCY_STATUSES);
export type VacancyStatus = z.infer<typeof vacancyStatusSchema>;

// The spec lists keys only; these labels are ours.
export const VACANCY_STATUS_LABELS = {
  OPEN: 'Open',
  CLOSED: 'Closed',
  ON_HOLD: 'On Hold',
  CLOSED_REJECTED: 'Closed - Rejected',
  CLOSED_FULFILLED_INTERNALLY: 'Closed - Fulfilled Internally',
  CLOSED_NO_LONGER_VALID: 'Closed - No Longer Valid',
  CLOSED_PERSON_JOINED: 'Closed - Person Joined',
} as const satisfies Record<VacancyStatus, string>;

/** FMT-04: Open green, On Hold yellow, anything else red. */
export function vacancyStatusColour(status: string | null | undefined): StatusColour {
  if (status === 'OPEN') return 'green';
  if (status === 'ON_HOLD') return 'yellow';
  return 'red';
}

export const VACANCY_TYPES = ['EXTERNAL', 'INTERNAL'] as const;
export const vacancyTypeSchema = z.enum(VACANCY_TYPES);
export type VacancyType = z.infer<typeof vacancyTypeSchema>;
export const VACANCY_TYPE_LABELS = { EXTERNAL: 'External', INTERNAL: 'Internal' } as const satisfies Record<
  VacancyType,
  string
>;
