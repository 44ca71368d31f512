import { describe, expect, it } from 'vitest';
import type { CandidateSource } from '../enums/candidate-source.js';
import type { ScreeningStatus } from '../enums/screening.js';
import { checkStatusChange, rowActions } from './candidate-row-actions.js';

const ctx = (
  source: CandidateSource,
  inIndiaGroup = false,
  preScreeningStatus: ScreeningStatus | null = null,
) => ({
  source,
  inIndiaGroup,
  preScreeningStatus,
});
const labels = (source: CandidateSource, status: Parameters<typeof rowActions>[1]) =>
  rowActions(ctx(source), status).map((a) => a.label);

describe('row actions (CAND-STATUS-10/11/26, CAND-STATUS-20..27)', () => {
  it('[CAND-STATUS-20] [CAND-STATUS-21] [CAND-STATUS-05] a Pending direct-search row: Shortlist and Reject, no roll back', () => {
    expect(rowActions(ctx('DIRECT_SEARCH'), 'PENDING')).toEqual([
      { kind: 'forward', target: 'SHORTLISTED', label: 'Shortlist' },
      { kind: 'reject', target: 'REJECTED', label: 'Reject' },
    ]);
  });

  it('[CAND-STATUS-20] [CAND-STATUS-08] [CAND-STATUS-06] roll back, next step, Reject in that order', () => {
    expect(labels('DIRECT_SEARCH', 'SHORTLISTED')).toEqual([
      'Send back to Pending',
      'Offer Accepted',
      'Reject',
    ]);
    expect(labels('DIRECT_SEARCH', 'OFFER_ACCEPTED')).toEqual([
      'Send back to Shortlisted',
      'Candidate Joined',
      'Reject',
    ]);
  });

  it('[CAND-STATUS-14] [CAND-STATUS-15] [CAND-STATUS-17] external rows: Accept, then Shortlist, back to Recruiter Screening', () => {
    expect(labels('VENDOR', 'PENDING')).toEqual(['Accept', 'Reject']);
    expect(labels('VENDOR', 'ACCEPTED')).toEqual(['Send back to Pending', 'Shortlist', 'Reject']);
    expect(labels('GL_WEBSITE', 'SHORTLISTED')).toEqual([
      'Send back to Recruiter Screening',
      'Offer Accepted',
      'Reject',
    ]);
  });

  it('[CAND-STATUS-10] [CAND-STATUS-26] an ONBOARDED row offers only Send back to Offer Accepted', () => {
    for (const s of ['DIRECT_SEARCH', 'EXTERNAL'] as const) {
      expect(rowActions(ctx(s), 'ONBOARDED')).toEqual([
        { kind: 'back', target: 'OFFER_ACCEPTED', label: 'Send back to Offer Accepted' },
      ]);
    }
  });

  it('[CAND-STATUS-11] [CAND-STATUS-12] [CAND-STATUS-26] a REJECTED row offers only Restore to Pending', () => {
    for (const s of ['DIRECT_SEARCH', 'VENDOR'] as const) {
      expect(rowActions(ctx(s), 'REJECTED')).toEqual([
        { kind: 'restore', target: 'PENDING', label: 'Restore to Pending' },
      ]);
    }
  });

  it('[CAND-STATUS-27] Shortlist is disabled for an India-group candidate whose pre-screening has not passed', () => {
    for (const pre of [null, 'SENT', 'FAILED', 'EXPIRED'] as const) {
      const shortlist = rowActions(ctx('DIRECT_SEARCH', true, pre), 'PENDING').find(
        (a) => a.label === 'Shortlist',
      );
      expect(shortlist?.disabled).toBe(true);
      expect(shortlist?.reason).toMatch(/pre-screening/);
    }
    const external = rowActions(ctx('VENDOR', true, 'IN_PROGRESS'), 'ACCEPTED').find(
      (a) => a.label === 'Shortlist',
    );
    expect(external?.disabled).toBe(true);
    // Other actions stay enabled, and a passed pre-screening or a non-India candidate enables Shortlist.
    expect(rowActions(ctx('VENDOR', true, 'FAILED'), 'ACCEPTED').filter((a) => a.disabled)).toHaveLength(1);
    expect(rowActions(ctx('DIRECT_SEARCH', true, 'PASSED'), 'PENDING')[0]?.disabled).toBeUndefined();
    expect(rowActions(ctx('DIRECT_SEARCH', false, 'FAILED'), 'PENDING')[0]?.disabled).toBeUndefined();
  });

  it('[CAND-STATUS-01] the API check names both statuses for a change the map does not list', () => {
    expect(checkStatusChange(ctx('DIRECT_SEARCH'), 'PENDING', 'ONBOARDED')).toEqual({
      ok: false,
      reason: 'Cannot change the status from Pending to Candidate Joined',
    });
    expect(checkStatusChange(ctx('VENDOR'), 'PENDING', 'SHORTLISTED')).toEqual({
      ok: false,
      reason: 'Cannot change the status from Pending to Shortlisted',
    });
    expect(checkStatusChange(ctx('VENDOR'), 'PENDING', 'ACCEPTED')).toEqual({ ok: true });
  });

  it('[CAND-STATUS-27] the API refuses a gated Shortlist with the gate reason', () => {
    const result = checkStatusChange(ctx('DIRECT_SEARCH', true, 'SENT'), 'PENDING', 'SHORTLISTED');
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toMatch(/pre-screening/);
  });
});
