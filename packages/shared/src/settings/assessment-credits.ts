import { z } from 'zod';
import { pagedResponseSchema } from '../core/index.js';

/**
 * Settings > Test credits (SET-03: test-credits; content ours): per vendor, the assessment credits an
 * ADMIN granted and how many its candidates used. A credit is used once a candidate's assessment was
 * sent (assessment status Not Initiated, Completed or Expired): Not sent and Pending (none) use none.
 */
export const CREDIT_USING_ASSESSMENT_STATUSES = ['NOT_INITIATED', 'COMPLETED', 'EXPIRED'] as const;
export const TEST_CREDITS_MAX = 1_000_000;

export const TEST_CREDITS_MESSAGES = {
  grantedInteger: 'Granted credits must be a whole number from 0',
  grantedMax: `Granted credits must be at most ${TEST_CREDITS_MAX.toLocaleString('en-US')}`,
  changed: 'Someone else changed these credits meanwhile: reload to see their value and try again',
  vendorNotFound: 'Vendor not found',
  saved: 'Test credits saved',
} as const;

/** 'Granted credits cannot be less than the 12 already used' (400, field granted). */
export function grantBelowUsedMessage(used: number): string {
  return `Granted credits cannot be less than the ${used} already used`;
}

/** PUT /api/settings/test-credits/{vendorId}: the new grant, and the version the ADMIN saw (optimistic). */
export const testCreditsBodySchema = z.strictObject({
  granted: z
    .number({ error: TEST_CREDITS_MESSAGES.grantedInteger })
    .int(TEST_CREDITS_MESSAGES.grantedInteger)
    .min(0, TEST_CREDITS_MESSAGES.grantedInteger)
    .max(TEST_CREDITS_MAX, TEST_CREDITS_MESSAGES.grantedMax),
  version: z.number().int().min(0),
});
export type TestCreditsBody = z.output<typeof testCreditsBodySchema>;

/** One vendor's credits; `remaining` is granted − used (negative when over the grant). */
export const testCreditsRowSchema = z.object({
  vendorExternalId: z.uuid(),
  vendorName: z.string(),
  vendorStatus: z.string(),
  granted: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  /** At or over the grant: no credit left. */
  exhausted: z.boolean(),
  version: z.number().int(),
});
export type TestCreditsRow = z.output<typeof testCreditsRowSchema>;
export const testCreditsPageSchema = pagedResponseSchema(testCreditsRowSchema);
