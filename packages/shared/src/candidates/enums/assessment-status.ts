import { z } from 'zod';
import type { StatusColour } from '../../core/index.js';

/** ENUM-07: four keys; 'Pending' is the label of a candidate with no assessment status yet. */
export const ASSESSMENT_STATUSES = ['NOT_SENT', 'NOT_INITIATED', 'COMPLETED', 'EXPIRED'] as const;
export const assessmentStatusSchema = z.enum(ASSESSMENT_STATUSES);
export type AssessmentStatus = z.infer<typeof assessmentStatusSchema>;

export const ASSESSMENT_STATUS_LABELS = {
  NOT_SENT: 'Not sent',
  NOT_INITIATED: 'Not Initiated',
  COMPLETED: 'Completed',
  EXPIRED: 'Expired',
} as const satisfies Record<AssessmentStatus, string>;
export const ASSESSMENT_NONE_LABEL = 'Pending';

/** The filter also offers 'Pending' (no status yet) under the key PENDING. */
export const ASSESSMENT_FILTER_VALUES = [...ASSESSMENT_STATUSES, 'PENDING'] as const;
export const assessmentFilterValueSchema = z.enum(ASSESSMENT_FILTER_VALUES);
export type AssessmentFilterValue = z.infer<typeof assessmentFilterValueSchema>;

export function assessmentLabel(status: AssessmentStatus | null | undefined): string {
  return status ? ASSESSMENT_STATUS_LABELS[status] : ASSESSMENT_NONE_LABEL;
}

// Colours are ours: done green, lapsed red, waiting yellow.
export function assessmentColour(status: AssessmentStatus | null | undefined): StatusColour {
  if (status === 'COMPLETED') return 'green';
  if (status === 'EXPIRED') return 'red';
  if (status === 'NOT_SENT') return 'gray';
  return 'yellow';
}
