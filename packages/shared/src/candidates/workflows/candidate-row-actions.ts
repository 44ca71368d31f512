import type { CandidateSource } from '../enums/candidate-source.js';
import {
  CANDIDATE_STATUS_LABELS,
  type AssignableCandidateStatus,
  type CandidateStatus,
} from '../enums/candidate-status.js';
import type { ScreeningStatus } from '../enums/screening.js';
import { transitionNotAllowedMessage } from '../messages-candidates.js';
import { preScreeningGate, type GateResult } from './candidate-gates.js';
import { statusMapFor, type StatusSteps } from './candidate-status-maps.js';

export type RowActionKind = 'back' | 'forward' | 'reject' | 'restore';
export type RowAction = {
  kind: RowActionKind;
  target: AssignableCandidateStatus;
  label: string;
  disabled?: boolean;
  reason?: string;
};

/** What the row menu needs to know about the candidate. */
export type CandidateActionContext = {
  source: CandidateSource;
  inIndiaGroup: boolean;
  preScreeningStatus: ScreeningStatus | null | undefined;
};

/** The forward verbs by target (the forward steps of CAND-STATUS-05..07, 14, 15). */
export const FORWARD_ACTION_LABELS = {
  ACCEPTED: 'Accept',
  SHORTLISTED: 'Shortlist',
  OFFER_ACCEPTED: 'Offer Accepted',
  ONBOARDED: 'Candidate Joined',
} as const satisfies Partial<Record<AssignableCandidateStatus, string>>;

export const REJECT_ACTION_LABEL = 'Reject';

export function backActionLabel(target: CandidateStatus): string {
  return `Send back to ${CANDIDATE_STATUS_LABELS[target]}`;
}
export function restoreActionLabel(target: CandidateStatus): string {
  return `Restore to ${CANDIDATE_STATUS_LABELS[target]}`;
}

function forwardLabel(target: AssignableCandidateStatus): string {
  const labels: Partial<Record<AssignableCandidateStatus, string>> = FORWARD_ACTION_LABELS;
  return labels[target] ?? CANDIDATE_STATUS_LABELS[target];
}

/** CAND-STATUS-27: Shortlist needs the India pre-screening gate; every other step is always enabled. */
function gateFor(context: CandidateActionContext, target: AssignableCandidateStatus): GateResult {
  return target === 'SHORTLISTED' ? preScreeningGate(context) : { ok: true };
}

function withGate(action: RowAction, context: CandidateActionContext): RowAction {
  const gate = gateFor(context, action.target);
  return gate.ok ? action : { ...action, disabled: true, reason: gate.reason };
}

/**
 * The row menu of one assignment (CAND-STATUS-20..27): roll back (never for PENDING), the next step,
 * Reject; an ONBOARDED row only rolls back, a REJECTED row only restores to Pending.
 */
export function rowActions(context: CandidateActionContext, status: CandidateStatus): RowAction[] {
  const steps: StatusSteps = statusMapFor(context.source)[status] ?? {};
  const actions: RowAction[] = [];
  if (steps.back) actions.push({ kind: 'back', target: steps.back, label: backActionLabel(steps.back) });
  if (steps.forward)
    actions.push({ kind: 'forward', target: steps.forward, label: forwardLabel(steps.forward) });
  if (steps.reject) actions.push({ kind: 'reject', target: 'REJECTED', label: REJECT_ACTION_LABEL });
  if (steps.restore) {
    actions.push({ kind: 'restore', target: steps.restore, label: restoreActionLabel(steps.restore) });
  }
  return actions.map((action) => withGate(action, context));
}

/**
 * What the API checks before a status change: the map allows it and its gate passes. The reason is
 * the 409 message (it names both statuses, or gives the gate's reason).
 */
export function checkStatusChange(
  context: CandidateActionContext,
  from: CandidateStatus,
  to: CandidateStatus,
): GateResult {
  const action = rowActions(context, from).find((a) => a.target === to);
  if (!action) return { ok: false, reason: transitionNotAllowedMessage(from, to) };
  return action.disabled
    ? { ok: false, reason: action.reason ?? transitionNotAllowedMessage(from, to) }
    : { ok: true };
}
