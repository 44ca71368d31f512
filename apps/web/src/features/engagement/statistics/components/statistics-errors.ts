import { STATISTICS_MESSAGES } from '@talent-desk/shared';
import type { TFunction } from 'i18next';
import type { z } from 'zod';

type MessageKey = keyof typeof STATISTICS_MESSAGES;
const KEYS = Object.keys(STATISTICS_MESSAGES) as MessageKey[];

/**
 * The shared query check's messages on the range fields: From for its day, To for its day, an end before
 * the start or a range too long (the API would answer the same 400).
 */
export function rangeErrors(error: z.ZodError, t: TFunction): { from?: string; to?: string } {
  const errors: { from?: string; to?: string } = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (field !== 'from' && field !== 'to') continue;
    const key = KEYS.find((k) => STATISTICS_MESSAGES[k] === issue.message);
    errors[field] ??= key ? t(`campaignStatistics.messages.${key}`) : issue.message;
  }
  return errors;
}
