import { describe, expect, it } from 'vitest';
import type { CandidateStatus } from '../enums/candidate-status.js';
import { assessmentGate, canExportToGlo, gloExportGate, preScreeningGate } from './candidate-gates.js';

const rows = (...statuses: CandidateStatus[]) => statuses.map((status) => ({ status }));

describe('assessment gate (CAND-STATUS-28..30)', () => {
  it('[CAND-STATUS-28] passes unless the assessment is COMPLETED and there are vacancy statuses', () => {
    for (const assessmentStatus of [null, 'NOT_SENT', 'NOT_INITIATED', 'EXPIRED'] as const) {
      expect(
        assessmentGate({ assessmentStatus, locationCompliance: true, candidateStatuses: rows('ONBOARDED') })
          .ok,
      ).toBe(true);
    }
    expect(
      assessmentGate({ assessmentStatus: 'COMPLETED', locationCompliance: true, candidateStatuses: [] }).ok,
    ).toBe(true);
    expect(
      assessmentGate({
        assessmentStatus: 'COMPLETED',
        locationCompliance: true,
        candidateStatuses: rows('NOT_ASSIGNED'),
      }).ok,
    ).toBe(true);
  });

  it('[CAND-STATUS-29] compliant: every status must be Pending', () => {
    const gate = (...s: CandidateStatus[]) =>
      assessmentGate({
        assessmentStatus: 'COMPLETED',
        locationCompliance: true,
        candidateStatuses: rows(...s),
      });
    expect(gate('PENDING', 'PENDING').ok).toBe(true);
    const locked = gate('PENDING', 'ACCEPTED');
    expect(locked).toEqual({ ok: false, reason: expect.stringContaining('past Pending') });
    expect(gate('REJECTED').ok).toBe(false);
  });

  it('[CAND-STATUS-30] not compliant: no Offer Accepted or Candidate Joined', () => {
    const gate = (...s: CandidateStatus[]) =>
      assessmentGate({
        assessmentStatus: 'COMPLETED',
        locationCompliance: false,
        candidateStatuses: rows(...s),
      });
    expect(gate('PENDING', 'SHORTLISTED', 'REJECTED', 'ACCEPTED').ok).toBe(true);
    expect(gate('PENDING', 'OFFER_ACCEPTED')).toEqual({
      ok: false,
      reason: expect.stringContaining('offer'),
    });
    expect(gate('ONBOARDED').ok).toBe(false);
  });
});

describe('pre-screening gate and GLO-R export', () => {
  it('[CAND-STATUS-27] [ENUM-22] India group needs PASSED; others always pass', () => {
    expect(preScreeningGate({ inIndiaGroup: true, preScreeningStatus: 'PASSED' }).ok).toBe(true);
    expect(preScreeningGate({ inIndiaGroup: true, preScreeningStatus: 'LEFT' }).ok).toBe(false);
    expect(preScreeningGate({ inIndiaGroup: true, preScreeningStatus: undefined }).ok).toBe(false);
    expect(preScreeningGate({ inIndiaGroup: false, preScreeningStatus: 'FAILED' }).ok).toBe(true);
  });

  it('[CAND-STATUS-31] Export into GLO-R: SHORTLISTED, vacancy published, no assignment yet', () => {
    const row = { status: 'SHORTLISTED', publishToExternalApp: true, gloAssignmentId: null } as const;
    expect(canExportToGlo(row)).toBe(true);
    expect(canExportToGlo({ ...row, publishToExternalApp: false })).toBe(false);
    expect(canExportToGlo({ ...row, gloAssignmentId: 'GLO-A-17' })).toBe(false);
    expect(canExportToGlo({ ...row, status: 'OFFER_ACCEPTED' })).toBe(false);
  });

  it('[CAND-STATUS-31] the GLO-R gate says why an export is refused', () => {
    const row = { status: 'SHORTLISTED', publishToExternalApp: true, gloAssignmentId: null } as const;
    expect(gloExportGate(row)).toEqual({ ok: true });
    expect(gloExportGate({ ...row, status: 'PENDING' })).toEqual({
      ok: false,
      reason: 'Only a Shortlisted candidate can be exported to GLO-R',
    });
    expect(gloExportGate({ ...row, publishToExternalApp: false })).toEqual({
      ok: false,
      reason: 'The vacancy is not published to GLO-R',
    });
    expect(gloExportGate({ ...row, gloAssignmentId: 'GLO-A-1' })).toEqual({
      ok: false,
      reason: 'The candidate is already exported to GLO-R for this vacancy',
    });
  });
});
