import { COUNTRY_USA } from '../../core/index.js';
import { BACKGROUND_STATUSES, type BackgroundStatus } from '../enums/background-status.js';
import { CANDIDATE_MESSAGES } from '../messages-candidates.js';
import type { GateResult } from './candidate-gates.js';

/** The forward-only background-check machine (BGC-02..09). */
export const BGC_NEXT = {
  NOT_INITIATED: ['READY_FOR_BGC'],
  READY_FOR_BGC: ['BGC_INITIATED'],
  BGC_INITIATED: ['BGC_IN_PROGRESS'],
  BGC_IN_PROGRESS: ['CRIMINAL_CHECK_COMPLETE'],
  CRIMINAL_CHECK_COMPLETE: ['BGC_COMPLETE', 'BGC_DECLINED'],
  BGC_COMPLETE: [],
  BGC_DECLINED: [],
} as const satisfies Record<BackgroundStatus, readonly BackgroundStatus[]>;

export const BGC_FINAL_STATUSES = [
  'BGC_COMPLETE',
  'BGC_DECLINED',
] as const satisfies readonly BackgroundStatus[];

/** A candidate without a background status is at the start of the machine. */
function current(status: BackgroundStatus | null | undefined): BackgroundStatus {
  return status ?? 'NOT_INITIATED';
}

/** Position in the forward order; BGC_COMPLETE and BGC_DECLINED share the last rank. */
export function bgcRank(status: BackgroundStatus): number {
  return Math.min(BACKGROUND_STATUSES.indexOf(status), BACKGROUND_STATUSES.indexOf('BGC_COMPLETE'));
}

export function isBgcFinal(status: BackgroundStatus | null | undefined): boolean {
  return BGC_FINAL_STATUSES.some((s) => s === status);
}

export function bgcNext(status: BackgroundStatus | null | undefined): readonly BackgroundStatus[] {
  return BGC_NEXT[current(status)];
}

/** BGC-10: the select offers the current status and the next ones. */
export function bgcOptions(status: BackgroundStatus | null | undefined): BackgroundStatus[] {
  return [current(status), ...bgcNext(status)];
}

/** BGC-08: a change of status moves exactly one step forward. */
export function isBgcTransitionAllowed(
  from: BackgroundStatus | null | undefined,
  to: BackgroundStatus,
): boolean {
  return bgcNext(from).includes(to);
}

/**
 * What an update may do to one candidate: a forward step, or keep a non-final status and only move
 * its date (the select offers the current status). Final statuses are read-only (BGC-09).
 */
export function isBgcUpdateAllowed(from: BackgroundStatus | null | undefined, to: BackgroundStatus): boolean {
  if (isBgcFinal(from)) return false;
  return to === current(from) || isBgcTransitionAllowed(from, to);
}

export type BgcCandidate = {
  country: string | null | undefined;
  locationCompliance: boolean | null | undefined;
  backgroundStatus: BackgroundStatus | null | undefined;
};

/** BGC-12: the select is disabled outside the USA, without location compliance, and when final. */
export function canUpdateBgc(candidate: BgcCandidate): GateResult {
  if (candidate.country !== COUNTRY_USA) return { ok: false, reason: CANDIDATE_MESSAGES.bgcNotUsa };
  if (candidate.locationCompliance !== true) return { ok: false, reason: CANDIDATE_MESSAGES.bgcNotCompliant };
  if (isBgcFinal(candidate.backgroundStatus)) return { ok: false, reason: CANDIDATE_MESSAGES.bgcFinal };
  return { ok: true };
}
