import {
  BACKGROUND_STATUSES,
  bgcOptions,
  canUpdateBgc,
  isBgcUpdateAllowed,
  type BackgroundStatus,
  type BgcCandidate,
} from '@talent-desk/shared';

/** What the dialog needs of a candidate: a list row and a full read both fit. */
export type BgcDialogCandidate = {
  externalId: string;
  fullName: string;
  country: BgcCandidate['country'];
  locationCompliance?: BgcCandidate['locationCompliance'];
  backgroundStatus?: BgcCandidate['backgroundStatus'];
};

export type BgcDialogPlan = {
  /** Candidates the update will be sent for. */
  eligible: BgcDialogCandidate[];
  /** Candidates left out, with the reason (BGC-12). */
  skipped: { candidate: BgcDialogCandidate; reason: string }[];
  /** The select's options: current + next for one candidate (BGC-10), else what every one can take. */
  options: BackgroundStatus[];
  /** Preselected: the shared current status when there is one, else the first option. */
  initial: BackgroundStatus | null;
};

/** What the background-status dialog offers for one or several candidates (BGC-10..12). */
export function planBgcUpdate(candidates: readonly BgcDialogCandidate[]): BgcDialogPlan {
  const eligible: BgcDialogCandidate[] = [];
  const skipped: BgcDialogPlan['skipped'] = [];
  for (const candidate of candidates) {
    const gate = canUpdateBgc({
      country: candidate.country,
      locationCompliance: candidate.locationCompliance,
      backgroundStatus: candidate.backgroundStatus,
    });
    if (gate.ok) eligible.push(candidate);
    else skipped.push({ candidate, reason: gate.reason });
  }
  const [first] = eligible;
  if (!first) return { eligible, skipped, options: [], initial: null };

  const options =
    eligible.length === 1
      ? bgcOptions(first.backgroundStatus)
      : BACKGROUND_STATUSES.filter((to) => eligible.every((c) => isBgcUpdateAllowed(c.backgroundStatus, to)));
  const currents = new Set(eligible.map((c) => c.backgroundStatus ?? 'NOT_INITIATED'));
  const [shared] = currents.size === 1 ? [...currents] : [];
  const initial = shared && options.includes(shared) ? shared : (options[0] ?? null);
  return { eligible, skipped, options, initial };
}

/** Why the update cannot start (the trigger's tooltip), or null when it can. */
export function bgcUnavailableReason(plan: BgcDialogPlan, noCommonStatus: string): string | null {
  if (plan.eligible.length === 0) return plan.skipped[0]?.reason ?? null;
  return plan.options.length === 0 ? noCommonStatus : null;
}
