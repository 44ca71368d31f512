import { z } from 'zod';
import type { StatusColour } from '../../core/index.js';

/** A candidate's status against one vacancy (ENUM-01); NOT_ASSIGNED means no vacancy yet. */
export const CANDIDATE_STATUSES = [
  'PENDING',
  'ACCEPTED',
  'SHORTLISTED',
  'OFFER_ACCEPTED',
  'ONBOARDED',
  'REJECTED',
  'NOT_ASSIGNED',
] as const;
export const candidateStatusSchema = z.enum(CANDIDATE_STATUSES);
export type CandidateStatus = z.infer<typeof candidateStatusSchema>;

/** The statuses an assignment can be set to; NOT_ASSIGNED is never a target. */
export const ASSIGNABLE_CANDIDATE_STATUSES = CANDIDATE_STATUSES.filter(
  (s): s is Exclude<CandidateStatus, 'NOT_ASSIGNED'> => s !== 'NOT_ASSIGNED',
);
export const assignableCandidateStatusSchema = z.enum(ASSIGNABLE_CANDIDATE_STATUSES);
export type AssignableCandidateStatus = z.infer<typeof assignableCandidateStatusSchema>;

// The spec gives NOT_ASSIGNED no label; 'Not Assigned' is ours.
export const CANDIDATE_STATUS_LABELS = {
  PENDING: 'Pending',
  ACCEPTED: 'Recruiter Screening',
  SHORTLISTED: 'Shortlisted',
  OFFER_ACCEPTED: 'Offer Accepted',
  ONBOARDED: 'Candidate Joined',
  REJECTED: 'Rejected',
  NOT_ASSIGNED: 'Not Assigned',
} as const satisfies Record<CandidateStatus, string>;

/** FMT-03: green from screening to joined, yellow Pending, red Rejected, gray otherwise. */
export const CANDIDATE_STATUS_COLOURS = {
  PENDING: 'yellow',
  ACCEPTED: 'green',
  SHORTLISTED: 'green',
  OFFER_ACCEPTED: 'green',
  ONBOARDED: 'green',
  REJECTED: 'red',
  NOT_ASSIGNED: 'gray',
} as const satisfies Record<CandidateStatus, StatusColour>;

/** Colour for any value the server sends; unknown values are gray (FMT-03 "gray otherwise"). */
export function candidateStatusColour(status: string | null | undefined): StatusColour {
  const parsed = candidateStatusSchema.safeParse(status);
  return parsed.success ? CANDIDATE_STATUS_COLOURS[parsed.data] : 'gray';
}
