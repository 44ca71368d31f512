import {
  statusMapFor,
  type AssignableCandidateStatus,
  type CandidateSource,
  type CandidateStatus,
  type VacancyStatus,
} from '@talent-desk/shared';
import type { Rng } from '../prng.js';
import type { AssignmentRow, HistoryRow } from './seed-rows.js';

/** A vacancy as candidate generation needs it. */
export type SeedVacancy = {
  id: number;
  status: VacancyStatus;
  inIndiaGroup: boolean;
  publishToExternalApp: boolean;
};

/** Running numbers shared by a whole seed run: row ids and readable GLO-R ids. */
export type SeedCounters = { assignmentId: number; gloAssignment: number; gloCandidate: number };

export type PipelinePlan = {
  assignments: AssignmentRow[];
  history: HistoryRow[];
  /** Status of the most recent assignment, NOT_ASSIGNED without one. */
  status: CandidateStatus;
  inIndiaGroup: boolean;
  /** Some assignment was shortlisted: an India-group candidate then must have passed pre-screening. */
  reachedShortlist: boolean;
  exportedToGlo: boolean;
  /** The last change, for the candidate's updated_at. */
  lastChangeMs: number;
};

/** Final statuses of an assignment and their weights (ACCEPTED exists only on the external map). */
const TARGETS: readonly AssignableCandidateStatus[] = [
  'PENDING',
  'ACCEPTED',
  'SHORTLISTED',
  'OFFER_ACCEPTED',
  'ONBOARDED',
  'REJECTED',
];
const TARGET_WEIGHTS = [30, 12, 18, 10, 8, 22];
/** The longest gap between two status changes of one assignment (a review comes within days). */
const MAX_STEP_MS = 4 * 86_400_000;
const RANK: Record<AssignableCandidateStatus, number> = {
  PENDING: 0,
  ACCEPTED: 1,
  SHORTLISTED: 2,
  OFFER_ACCEPTED: 3,
  ONBOARDED: 4,
  REJECTED: 5,
};

/**
 * The forward path of the candidate's status map from PENDING to `target` (CAND-STATUS-04..19):
 * DIRECT_SEARCH skips Recruiter Screening. REJECTED is reached from a random rejectable step.
 */
export function statusPath(
  rng: Rng,
  source: CandidateSource,
  target: AssignableCandidateStatus,
): AssignableCandidateStatus[] {
  const map = statusMapFor(source);
  const path: AssignableCandidateStatus[] = ['PENDING'];
  // Rejection comes after Pending, Recruiter Screening, Shortlisted or Offer Accepted (CAND-STATUS-22..25).
  const stopAt = target === 'REJECTED' ? rng.between(0, 3) : RANK[target];
  let current: AssignableCandidateStatus = 'PENDING';
  while (RANK[current] < stopAt) {
    const forward: AssignableCandidateStatus | undefined = map[current]?.forward;
    if (!forward) break;
    path.push(forward);
    current = forward;
  }
  if (target === 'REJECTED') path.push('REJECTED');
  return path;
}

/**
 * 0-3 assignments of one candidate to `eligible` vacancies, each with its status history. Assignment
 * k is made and worked on after assignment k-1's last change, so the most recent assignment is also
 * the last one changed and candidates.status is its status under either reading.
 */
export function planPipeline(
  rng: Rng,
  input: {
    candidateId: number;
    source: CandidateSource;
    createdAtMs: number;
    referenceMs: number;
    eligible: readonly SeedVacancy[];
    staffUserIds: readonly number[];
  },
  counters: SeedCounters,
): PipelinePlan {
  const plan: PipelinePlan = {
    assignments: [],
    history: [],
    status: 'NOT_ASSIGNED',
    inIndiaGroup: false,
    reachedShortlist: false,
    exportedToGlo: false,
    lastChangeMs: input.createdAtMs,
  };
  const wanted = input.eligible.length === 0 ? 0 : rng.weighted([0, 1, 2, 3], [25, 45, 20, 10]);
  const chosen = new Set<SeedVacancy>();
  for (let tries = 0; chosen.size < wanted && tries < wanted * 4; tries++)
    chosen.add(rng.pick(input.eligible));
  if (chosen.size === 0) return plan;

  const span = Math.max(input.referenceMs - input.createdAtMs, chosen.size * 60_000);
  const window = span / chosen.size;
  let k = 0;
  for (const vacancy of chosen) {
    const start = input.createdAtMs + k * window + rng.next() * window * 0.2;
    const end = input.createdAtMs + (k + 1) * window;
    k++;
    let target = rng.weighted(TARGETS, TARGET_WEIGHTS);
    if (target === 'ACCEPTED' && input.source === 'DIRECT_SEARCH') target = 'PENDING';
    const path = statusPath(rng, input.source, target);
    // Recruiters act within days, not months: an old candidate's steps are no further apart than this.
    const step = Math.min((end - start) / (path.length + 1), MAX_STEP_MS);
    const times = path.map((_, i) => new Date(Math.floor(start + i * step + rng.next() * step * 0.5)));
    const id = counters.assignmentId++;
    const status = path[path.length - 1] ?? 'PENDING';
    const reached = path.some((s) => s === 'SHORTLISTED');
    const exported = reached && vacancy.publishToExternalApp && rng.chance(0.5);
    const createdAt = times[0] ?? new Date(start);
    const updatedAt = times[times.length - 1] ?? createdAt;
    plan.assignments.push({
      id,
      candidateId: input.candidateId,
      vacancyId: vacancy.id,
      status,
      gloAssignmentId: exported ? `GLO-A-${counters.gloAssignment++}` : null,
      createdAt,
      updatedAt,
    });
    // The first row records the assignment itself (from nothing to Pending), then one row per step.
    path.forEach((to, i) =>
      plan.history.push({
        candidateId: input.candidateId,
        vacancyId: vacancy.id,
        kind: 'VACANCY_STATUS',
        fromStatus: i === 0 ? null : (path[i - 1] ?? null),
        toStatus: to,
        changedByUserId: input.staffUserIds.length > 0 ? rng.pick(input.staffUserIds) : null,
        changedAt: times[i] ?? createdAt,
      }),
    );
    plan.status = status;
    plan.inIndiaGroup ||= vacancy.inIndiaGroup;
    plan.reachedShortlist ||= reached;
    plan.exportedToGlo ||= exported;
    plan.lastChangeMs = updatedAt.getTime();
  }
  return plan;
}
