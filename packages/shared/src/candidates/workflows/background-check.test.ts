import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACKGROUND_STATUSES, type BackgroundStatus } from '../enums/background-status.js';
import {
  bgcNext,
  bgcOptions,
  bgcRank,
  canUpdateBgc,
  isBgcFinal,
  isBgcTransitionAllowed,
  isBgcUpdateAllowed,
} from './background-check.js';

const status = fc.constantFrom(...BACKGROUND_STATUSES);

describe('background-check machine (BGC-01..12)', () => {
  it('[BGC-02] [BGC-03] [BGC-04] [BGC-05] one step at a time up to the criminal check', () => {
    expect(isBgcTransitionAllowed('NOT_INITIATED', 'READY_FOR_BGC')).toBe(true);
    expect(isBgcTransitionAllowed('READY_FOR_BGC', 'BGC_INITIATED')).toBe(true);
    expect(isBgcTransitionAllowed('BGC_INITIATED', 'BGC_IN_PROGRESS')).toBe(true);
    expect(isBgcTransitionAllowed('BGC_IN_PROGRESS', 'CRIMINAL_CHECK_COMPLETE')).toBe(true);
    expect(isBgcTransitionAllowed('NOT_INITIATED', 'BGC_INITIATED')).toBe(false);
    expect(isBgcTransitionAllowed(null, 'READY_FOR_BGC')).toBe(true);
  });

  it('[BGC-06] [BGC-07] the criminal check ends in Complete or Declined', () => {
    expect(bgcNext('CRIMINAL_CHECK_COMPLETE')).toEqual(['BGC_COMPLETE', 'BGC_DECLINED']);
  });

  it('[BGC-08] never backwards', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (bgcRank(to) <= bgcRank(from)) expect(isBgcTransitionAllowed(from, to)).toBe(false);
      }),
    );
  });

  it('[BGC-08] a random sequence of allowed steps is strictly increasing and ends only in a final state', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 20 }), (choices) => {
        let at: BackgroundStatus = 'NOT_INITIATED';
        for (const c of choices) {
          const next = bgcNext(at);
          if (next.length === 0) {
            expect(isBgcFinal(at)).toBe(true);
            break;
          }
          const to: BackgroundStatus = next[c % next.length] ?? at;
          expect(isBgcTransitionAllowed(at, to)).toBe(true);
          expect(bgcRank(to)).toBe(bgcRank(at) + 1);
          at = to;
        }
      }),
    );
  });

  it('[BGC-09] final states have no next state and take no update', () => {
    fc.assert(
      fc.property(status, (to) => {
        for (const final of ['BGC_COMPLETE', 'BGC_DECLINED'] as const) {
          expect(bgcNext(final)).toEqual([]);
          expect(isBgcUpdateAllowed(final, to)).toBe(false);
        }
      }),
    );
  });

  it('[BGC-10] the options are the current state plus the next ones', () => {
    expect(bgcOptions('BGC_IN_PROGRESS')).toEqual(['BGC_IN_PROGRESS', 'CRIMINAL_CHECK_COMPLETE']);
    expect(bgcOptions('CRIMINAL_CHECK_COMPLETE')).toEqual([
      'CRIMINAL_CHECK_COMPLETE',
      'BGC_COMPLETE',
      'BGC_DECLINED',
    ]);
    expect(bgcOptions(null)).toEqual(['NOT_INITIATED', 'READY_FOR_BGC']);
    expect(bgcOptions('BGC_DECLINED')).toEqual(['BGC_DECLINED']);
    fc.assert(
      fc.property(status, status, (from, to) => {
        if (!isBgcFinal(from)) expect(isBgcUpdateAllowed(from, to)).toBe(bgcOptions(from).includes(to));
      }),
    );
  });

  it('[BGC-01] [BGC-11] [BGC-12] the select is disabled outside the USA, without compliance, and when final', () => {
    const usa = { country: 'USA', locationCompliance: true, backgroundStatus: 'BGC_INITIATED' } as const;
    expect(canUpdateBgc(usa)).toEqual({ ok: true });
    expect(canUpdateBgc({ ...usa, country: 'India' })).toEqual({
      ok: false,
      reason: 'Background checks apply only to candidates in the USA',
    });
    expect(canUpdateBgc({ ...usa, locationCompliance: false }).ok).toBe(false);
    expect(canUpdateBgc({ ...usa, locationCompliance: null }).ok).toBe(false);
    expect(canUpdateBgc({ ...usa, backgroundStatus: 'BGC_COMPLETE' }).ok).toBe(false);
    expect(canUpdateBgc({ ...usa, backgroundStatus: null }).ok).toBe(true);
  });
});
