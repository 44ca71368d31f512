import { z } from 'zod';
import { noticePeriodFilterSchema } from '../enums/notice-period.js';
import { booleanFilterSchema } from '../../core/index.js';

/** The largest expected rate a filter takes (the column is numeric(12,2)). */
export const EXPECTED_RATE_FILTER_MAX = 1_000_000;

export const APPLICATION_FILTER_MESSAGES = {
  rateNumber: 'Enter a number of 0 or more',
  rateMax: `Enter at most ${EXPECTED_RATE_FILTER_MAX}`,
  rateOrder: 'The maximum must not be less than the minimum',
} as const;

/** '' and null are no filter; a number or a numeric string is the value. */
const rateSchema = z.preprocess(
  (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: APPLICATION_FILTER_MESSAGES.rateNumber })
    .min(0, APPLICATION_FILTER_MESSAGES.rateNumber)
    .max(EXPECTED_RATE_FILTER_MAX, APPLICATION_FILTER_MESSAGES.rateMax)
    .optional(),
);

/** '' and null are no filter (AUD-17: each yes/no is true, false or null). */
const noticeFilterSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  noticePeriodFilterSchema.optional(),
);

/** The yes/no answers a candidate gives about the work (AUD-17). */
export const APPLICATION_ANSWER_KEYS = [
  'eligibleToWorkInUS',
  'requireSponsorshipToWorkInUS',
  'onSiteWork',
  'fullTimeWork',
  'rotatingShiftsWork',
] as const;
export type ApplicationAnswerKey = (typeof APPLICATION_ANSWER_KEYS)[number];

/**
 * applicationFilters (AUD-17): notice period (one of the four ENUM-12 choices),
 * expected rate range, and the yes/no answers (unset: any). Shared by the candidate list query, the
 * audience body and a campaign's recipients, so the three read them alike.
 */
export const applicationFiltersShape = {
  noticePeriod: noticeFilterSchema,
  expectedRateMin: rateSchema,
  expectedRateMax: rateSchema,
  eligibleToWorkInUS: booleanFilterSchema,
  requireSponsorshipToWorkInUS: booleanFilterSchema,
  onSiteWork: booleanFilterSchema,
  fullTimeWork: booleanFilterSchema,
  rotatingShiftsWork: booleanFilterSchema,
};

export const APPLICATION_FILTER_KEYS = Object.keys(
  applicationFiltersShape,
) as (keyof typeof applicationFiltersShape)[];

/** The rate range's order, for any object that carries the two bounds. */
export function refineRateOrder(
  value: { expectedRateMin?: number | undefined; expectedRateMax?: number | undefined },
  ctx: z.RefinementCtx,
): void {
  const { expectedRateMin: min, expectedRateMax: max } = value;
  if (min !== undefined && max !== undefined && max < min) {
    ctx.addIssue({
      code: 'custom',
      path: ['expectedRateMax'],
      message: APPLICATION_FILTER_MESSAGES.rateOrder,
    });
  }
}

/** As a JSON body part (audience): unknown keys refused. */
export const applicationFiltersSchema = z.strictObject(applicationFiltersShape).superRefine(refineRateOrder);
export type ApplicationFilters = z.output<typeof applicationFiltersSchema>;
export type ApplicationFiltersInput = z.input<typeof applicationFiltersSchema>;

export const EMPTY_APPLICATION_FILTERS: ApplicationFilters = applicationFiltersSchema.parse({});

/** The filters as the API answers them: plain types, no transforms (see savedCandidateFiltersSchema). */
export const savedApplicationFiltersSchema = z.object({
  noticePeriod: noticePeriodFilterSchema.optional(),
  expectedRateMin: z.number().optional(),
  expectedRateMax: z.number().optional(),
  eligibleToWorkInUS: z.boolean().optional(),
  requireSponsorshipToWorkInUS: z.boolean().optional(),
  onSiteWork: z.boolean().optional(),
  fullTimeWork: z.boolean().optional(),
  rotatingShiftsWork: z.boolean().optional(),
}) satisfies z.ZodType<ApplicationFilters>;

/** Query pairs of the set application filters (the candidate list query carries them too). */
export function applicationFiltersToQueryPairs(filters: Partial<ApplicationFilters>): [string, string][] {
  const pairs: [string, string][] = [];
  for (const key of APPLICATION_FILTER_KEYS) {
    const value = filters[key];
    if (value !== undefined) pairs.push([key, String(value)]);
  }
  return pairs;
}
