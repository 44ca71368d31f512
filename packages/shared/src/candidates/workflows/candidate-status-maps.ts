import type { CandidateSource } from '../enums/candidate-source.js';
import type { AssignableCandidateStatus, CandidateStatus } from '../enums/candidate-status.js';

/** The moves a map offers from one status (CAND-STATUS-04..26). */
export type StatusSteps = {
  forward?: AssignableCandidateStatus;
  back?: AssignableCandidateStatus;
  reject?: true;
  restore?: AssignableCandidateStatus;
};
export type StatusMap = Partial<Record<CandidateStatus, StatusSteps>>;

/** DIRECT_SEARCH candidates (CAND-STATUS-04..12, 22, 24, 25). */
export const NORMAL_STATUS_MAP = {
  PENDING: { forward: 'SHORTLISTED', reject: true },
  SHORTLISTED: { forward: 'OFFER_ACCEPTED', back: 'PENDING', reject: true },
  OFFER_ACCEPTED: { forward: 'ONBOARDED', back: 'SHORTLISTED', reject: true },
  ONBOARDED: { back: 'OFFER_ACCEPTED' },
  REJECTED: { restore: 'PENDING' },
} as const satisfies StatusMap;

/**
 * Every other source (CAND-STATUS-13..19, 23): the external map while Pending, Recruiter Screening or
 * Shortlisted (Shortlisted goes back to Recruiter Screening), then the normal map from Shortlisted on.
 */
export const EXTERNAL_STATUS_MAP = {
  ...NORMAL_STATUS_MAP,
  PENDING: { forward: 'ACCEPTED', reject: true },
  ACCEPTED: { forward: 'SHORTLISTED', back: 'PENDING', reject: true },
  SHORTLISTED: { forward: 'OFFER_ACCEPTED', back: 'ACCEPTED', reject: true },
} as const satisfies StatusMap;

export function statusMapFor(source: CandidateSource): StatusMap {
  return source === 'DIRECT_SEARCH' ? NORMAL_STATUS_MAP : EXTERNAL_STATUS_MAP;
}

/** The statuses reachable in one step from `from`, in row order: back, forward, reject, restore. */
export function allowedTargets(source: CandidateSource, from: CandidateStatus): AssignableCandidateStatus[] {
  const steps: StatusSteps = statusMapFor(source)[from] ?? {};
  const targets: AssignableCandidateStatus[] = [];
  if (steps.back) targets.push(steps.back);
  if (steps.forward) targets.push(steps.forward);
  if (steps.reject) targets.push('REJECTED');
  if (steps.restore) targets.push(steps.restore);
  return targets;
}

/** Structural check of one change; the API answers 409 naming both statuses when false (CAND-STATUS-01). */
export function isTransitionAllowed(
  source: CandidateSource,
  from: CandidateStatus,
  to: CandidateStatus,
): boolean {
  return allowedTargets(source, from).some((target) => target === to);
}
