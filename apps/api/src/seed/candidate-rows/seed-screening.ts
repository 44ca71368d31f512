import {
  ASSESSMENT_STATUSES,
  COUNTRY_INDIA,
  COUNTRY_USA,
  SCREENING_STATUSES,
  type AssessmentStatus,
  type BackgroundStatus,
  type ScreeningStatus,
} from '@talent-desk/shared';
import type { Rng } from '../prng.js';
import type { HistoryRow } from './seed-rows.js';

export type ScreeningPlan = {
  locationCompliance: boolean;
  preScreeningStatus: ScreeningStatus | null;
  testStatus: ScreeningStatus | null;
  assessmentStatus: AssessmentStatus | null;
  backgroundStatus: BackgroundStatus;
  backgroundStatusUpdatedAt: Date | null;
  history: HistoryRow[];
};

const SCREENING_WEIGHTS = [12, 10, 4, 4, 40, 18, 12];
const ASSESSMENT_WEIGHTS = [25, 25, 35, 15];
/** The forward order to BGC_COMPLETE; BGC_DECLINED branches off CRIMINAL_CHECK_COMPLETE (BGC-02..07). */
const BGC_CHAIN: readonly BackgroundStatus[] = [
  'NOT_INITIATED',
  'READY_FOR_BGC',
  'BGC_INITIATED',
  'BGC_IN_PROGRESS',
  'CRIMINAL_CHECK_COMPLETE',
  'BGC_COMPLETE',
];
const BGC_TARGETS: readonly BackgroundStatus[] = [...BGC_CHAIN, 'BGC_DECLINED'];
const BGC_WEIGHTS = [30, 22, 10, 10, 8, 14, 6];

/** The states on the way from NOT_INITIATED to `target`, both included. */
export function bgcPath(target: BackgroundStatus): BackgroundStatus[] {
  if (target === 'BGC_DECLINED') return [...BGC_CHAIN.slice(0, 5), 'BGC_DECLINED'];
  return BGC_CHAIN.slice(0, BGC_CHAIN.indexOf(target) + 1);
}

/**
 * Pre-screening, test, assessment and background states consistent with the shared rules: pre-screening
 * mostly for India (and PASSED for an India-group candidate who was shortlisted, CAND-STATUS-27);
 * background checks only for compliant USA candidates (BGC-01, BGC-12), moved forward one step at a
 * time (BGC-08) with a history row per step and the last step's date.
 */
export function planScreening(
  rng: Rng,
  input: {
    candidateId: number;
    country: string;
    inIndiaGroup: boolean;
    reachedShortlist: boolean;
    createdAtMs: number;
    referenceMs: number;
    staffUserIds: readonly number[];
  },
): ScreeningPlan {
  const locationCompliance = rng.chance(0.9);
  const indian = input.country === COUNTRY_INDIA || input.inIndiaGroup;
  let preScreeningStatus: ScreeningStatus | null = rng.chance(indian ? 0.85 : 0.15)
    ? rng.weighted(SCREENING_STATUSES, SCREENING_WEIGHTS)
    : null;
  if (input.inIndiaGroup && input.reachedShortlist) preScreeningStatus = 'PASSED';
  const testStatus = rng.chance(0.5) ? rng.weighted(SCREENING_STATUSES, SCREENING_WEIGHTS) : null;
  const assessmentStatus = rng.chance(0.7) ? rng.weighted(ASSESSMENT_STATUSES, ASSESSMENT_WEIGHTS) : null;

  const target: BackgroundStatus =
    input.country === COUNTRY_USA && locationCompliance
      ? rng.weighted(BGC_TARGETS, BGC_WEIGHTS)
      : 'NOT_INITIATED';
  const path = bgcPath(target);
  const history: HistoryRow[] = [];
  let at = input.createdAtMs;
  for (let i = 1; i < path.length; i++) {
    at += rng.next() * ((input.referenceMs - at) / (path.length - i + 1));
    history.push({
      candidateId: input.candidateId,
      vacancyId: null,
      kind: 'BACKGROUND_STATUS',
      fromStatus: path[i - 1] ?? null,
      toStatus: path[i] ?? target,
      changedByUserId: input.staffUserIds.length > 0 ? rng.pick(input.staffUserIds) : null,
      changedAt: new Date(Math.floor(at)),
    });
  }
  return {
    locationCompliance,
    preScreeningStatus,
    testStatus,
    assessmentStatus,
    backgroundStatus: target,
    backgroundStatusUpdatedAt: history[history.length - 1]?.changedAt ?? null,
    history,
  };
}
