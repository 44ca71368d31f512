import { z } from 'zod';

/** ENUM-11: IMMEDIATE, then every week from one to twelve. */
export const NOTICE_PERIODS = [
  'IMMEDIATE',
  'ONE_WEEK',
  'TWO_WEEKS',
  'THREE_WEEKS',
  'FOUR_WEEKS',
  'FIVE_WEEKS',
  'SIX_WEEKS',
  'SEVEN_WEEKS',
  'EIGHT_WEEKS',
  'NINE_WEEKS',
  'TEN_WEEKS',
  'ELEVEN_WEEKS',
  'TWELVE_WEEKS',
] as const;
export const noticePeriodSchema = z.enum(NOTICE_PERIODS);
export type NoticePeriod = z.infer<typeof noticePeriodSchema>;

/** Weeks of notice for each key (IMMEDIATE is 0); its index in NOTICE_PERIODS. */
export function noticePeriodWeeks(key: NoticePeriod): number {
  return NOTICE_PERIODS.indexOf(key);
}

export const NOTICE_PERIOD_LABELS = Object.fromEntries(
  NOTICE_PERIODS.map((key) => {
    const weeks = noticePeriodWeeks(key);
    return [key, weeks === 0 ? 'Immediately' : `${weeks} week${weeks === 1 ? '' : 's'}`];
  }),
) as Record<NoticePeriod, string>;

/** ENUM-12: the filter's four choices, keyed by the longest notice each one covers. */
export const NOTICE_PERIOD_FILTER_CHOICES = [
  { value: 'IMMEDIATE', label: 'Can start immediately' },
  { value: 'FOUR_WEEKS', label: '0-30 days' },
  { value: 'EIGHT_WEEKS', label: '31-60 days' },
  { value: 'TWELVE_WEEKS', label: '61-90 days' },
] as const satisfies readonly { value: NoticePeriod; label: string }[];
export const NOTICE_PERIOD_FILTER_VALUES = NOTICE_PERIOD_FILTER_CHOICES.map((c) => c.value);
export const noticePeriodFilterSchema = z.enum(['IMMEDIATE', 'FOUR_WEEKS', 'EIGHT_WEEKS', 'TWELVE_WEEKS']);
export type NoticePeriodFilter = z.infer<typeof noticePeriodFilterSchema>;

/**
 * The stored keys a filter choice matches: a day range covers the weeks above the previous choice
 * (0-30 days = 1..4 weeks, 31-60 = 5..8, 61-90 = 9..12); 'Can start immediately' is IMMEDIATE only.
 */
export function noticePeriodsForFilter(choice: NoticePeriodFilter): NoticePeriod[] {
  const upper = noticePeriodWeeks(choice);
  const lower = upper === 0 ? 0 : upper - 3;
  return NOTICE_PERIODS.filter((key) => noticePeriodWeeks(key) >= lower && noticePeriodWeeks(key) <= upper);
}
