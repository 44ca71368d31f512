import { CANDIDATE_MESSAGES, type BackgroundStatus } from '@talent-desk/shared';
import { describe, expect, it } from 'vitest';
import { planBgcUpdate, type BgcDialogCandidate } from './background-status-options';

let n = 0;
function candidate(
  backgroundStatus: BackgroundStatus | null,
  overrides: Partial<BgcDialogCandidate> = {},
): BgcDialogCandidate {
  n += 1;
  return {
    externalId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    fullName: `Candidate ${n}`,
    country: 'USA',
    locationCompliance: true,
    backgroundStatus,
    ...overrides,
  };
}

describe('background status dialog options', () => {
  it('[BGC-10] one candidate: the current status and the next ones', () => {
    expect(planBgcUpdate([candidate('READY_FOR_BGC')]).options).toEqual(['READY_FOR_BGC', 'BGC_INITIATED']);
    expect(planBgcUpdate([candidate('CRIMINAL_CHECK_COMPLETE')]).options).toEqual([
      'CRIMINAL_CHECK_COMPLETE',
      'BGC_COMPLETE',
      'BGC_DECLINED',
    ]);
    const none = planBgcUpdate([candidate(null)]);
    expect(none.options).toEqual(['NOT_INITIATED', 'READY_FOR_BGC']);
    expect(none.initial).toBe('NOT_INITIATED');
  });

  it('[BGC-08] [BGC-14] several candidates: only statuses every one of them may take', () => {
    const plan = planBgcUpdate([candidate('NOT_INITIATED'), candidate('READY_FOR_BGC')]);
    expect(plan.options).toEqual(['READY_FOR_BGC']);
    expect(plan.initial).toBe('READY_FOR_BGC');

    const same = planBgcUpdate([candidate('BGC_INITIATED'), candidate('BGC_INITIATED')]);
    expect(same.options).toEqual(['BGC_INITIATED', 'BGC_IN_PROGRESS']);
    expect(same.initial).toBe('BGC_INITIATED');

    expect(planBgcUpdate([candidate('NOT_INITIATED'), candidate('BGC_IN_PROGRESS')]).options).toEqual([]);
  });

  it('[BGC-09] [BGC-11] [BGC-12] final, non-USA and non-compliant candidates are left out with the reason', () => {
    const final = candidate('BGC_COMPLETE');
    const india = candidate(null, { country: 'India' });
    const notCompliant = candidate('READY_FOR_BGC', { locationCompliance: false });
    const ok = candidate('READY_FOR_BGC');
    const plan = planBgcUpdate([final, india, notCompliant, ok]);
    expect(plan.eligible).toEqual([ok]);
    expect(plan.skipped).toEqual([
      { candidate: final, reason: CANDIDATE_MESSAGES.bgcFinal },
      { candidate: india, reason: CANDIDATE_MESSAGES.bgcNotUsa },
      { candidate: notCompliant, reason: CANDIDATE_MESSAGES.bgcNotCompliant },
    ]);
    expect(plan.options).toEqual(['READY_FOR_BGC', 'BGC_INITIATED']);
  });

  it('[BGC-12] nothing to update when no candidate qualifies', () => {
    const plan = planBgcUpdate([candidate('BGC_DECLINED')]);
    expect(plan.options).toEqual([]);
    expect(plan.initial).toBeNull();
  });
});
