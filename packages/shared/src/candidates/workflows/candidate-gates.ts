import type { AssessmentStatus } from '../enums/assessment-status.js';
import type { CandidateStatus } from '../enums/candidate-status.js';
import type { ScreeningStatus } from '../enums/screening.js';
import { CANDIDATE_MESSAGES } from '../messages-candidates.js';

/** A gate's answer: ok, or the reason the web shows in a tooltip and the API returns with 409. */
export type GateResult = { ok: true } | { ok: false; reason: string };
const pass: GateResult = { ok: true };

/** CAND-STATUS-27: shortlisting an India-group candidate needs a PASSED pre-screening. */
export function preScreeningGate(candidate: {
  inIndiaGroup: boolean;
  preScreeningStatus: ScreeningStatus | null | undefined;
}): GateResult {
  if (candidate.inIndiaGroup && candidate.preScreeningStatus !== 'PASSED') {
    return { ok: false, reason: CANDIDATE_MESSAGES.preScreeningNotPassed };
  }
  return pass;
}

export type AssessmentGateInput = {
  assessmentStatus: AssessmentStatus | null | undefined;
  locationCompliance: boolean | null | undefined;
  candidateStatuses: readonly { status: CandidateStatus }[];
};

/**
 * CAND-STATUS-28..30; the gate guards editing. Only a COMPLETED assessment with vacancy statuses
 * can lock: compliant candidates must still be Pending everywhere; others must not have an offer
 * accepted or have joined. NOT_ASSIGNED rows are no vacancy and are ignored; unknown compliance is false.
 */
export function assessmentGate(candidate: AssessmentGateInput): GateResult {
  const statuses = candidate.candidateStatuses.map((s) => s.status).filter((s) => s !== 'NOT_ASSIGNED');
  if (candidate.assessmentStatus !== 'COMPLETED' || statuses.length === 0) return pass;
  if (candidate.locationCompliance === true) {
    return statuses.every((s) => s === 'PENDING')
      ? pass
      : { ok: false, reason: CANDIDATE_MESSAGES.editLockedAllPending };
  }
  const advanced = statuses.some((s) => s === 'OFFER_ACCEPTED' || s === 'ONBOARDED');
  return advanced ? { ok: false, reason: CANDIDATE_MESSAGES.editLockedOffer } : pass;
}

export type GloExportInput = {
  status: CandidateStatus;
  publishToExternalApp: boolean;
  /** Staff only on the read shapes: absent counts as not exported. */
  gloAssignmentId?: string | null | undefined;
};

/** CAND-STATUS-31 (the vacancy's flag is publishToExternalApp): SHORTLISTED, published, not yet assigned. */
export function canExportToGlo(row: GloExportInput): boolean {
  return gloExportGate(row).ok;
}

/** canExportToGlo with the reason it fails (the API's 409 message). */
export function gloExportGate(row: GloExportInput): GateResult {
  if (row.status !== 'SHORTLISTED') return { ok: false, reason: CANDIDATE_MESSAGES.gloNotShortlisted };
  if (!row.publishToExternalApp) return { ok: false, reason: CANDIDATE_MESSAGES.gloNotPublished };
  if (row.gloAssignmentId) return { ok: false, reason: CANDIDATE_MESSAGES.gloAlreadyExported };
  return pass;
}
