import { z } from 'zod';
import type { StatusColour } from '../../core/index.js';

/** Pre-screening and test status (ENUM-05); one set serves both. */
export const SCREENING_STATUSES = [
  'SENT',
  'IN_PROGRESS',
  'TERMINATED',
  'LEFT',
  'PASSED',
  'FAILED',
  'EXPIRED',
] as const;
export const screeningStatusSchema = z.enum(SCREENING_STATUSES);
export type ScreeningStatus = z.infer<typeof screeningStatusSchema>;

// The spec lists keys only; these labels and colours are ours.
export const SCREENING_STATUS_LABELS = {
  SENT: 'Sent',
  IN_PROGRESS: 'In Progress',
  TERMINATED: 'Terminated',
  LEFT: 'Left',
  PASSED: 'Passed',
  FAILED: 'Failed',
  EXPIRED: 'Expired',
} as const satisfies Record<ScreeningStatus, string>;

export const SCREENING_STATUS_COLOURS = {
  SENT: 'yellow',
  IN_PROGRESS: 'yellow',
  TERMINATED: 'red',
  LEFT: 'red',
  PASSED: 'green',
  FAILED: 'red',
  EXPIRED: 'gray',
} as const satisfies Record<ScreeningStatus, StatusColour>;

/** Candidate result of a test (ENUM-06). */
export const CANDIDATE_RESULTS = ['PASSED', 'FAILED'] as const;
export const candidateResultSchema = z.enum(CANDIDATE_RESULTS);
export type CandidateResult = z.infer<typeof candidateResultSchema>;
export const CANDIDATE_RESULT_LABELS = { PASSED: 'Passed', FAILED: 'Failed' } as const satisfies Record<
  CandidateResult,
  string
>;
