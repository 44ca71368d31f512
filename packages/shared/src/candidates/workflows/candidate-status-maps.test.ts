import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CANDIDATE_SOURCES, type CandidateSource } from '../enums/candidate-source.js';
import { CANDIDATE_STATUSES, type CandidateStatus } from '../enums/candidate-status.js';
import { allowedTargets, isTransitionAllowed } from './candidate-status-maps.js';
import { rowActions } from './candidate-row-actions.js';

const source = fc.constantFrom(...CANDIDATE_SOURCES);
const status = fc.constantFrom(...CANDIDATE_STATUSES);
const external: CandidateSource[] = ['GL_WEBSITE', 'VENDOR', 'EXTERNAL'];

/** The pipeline order without rejection; used to say "one step". */
const ORDER: Partial<Record<CandidateStatus, number>> = {
  PENDING: 0,
  ACCEPTED: 1,
  SHORTLISTED: 2,
  OFFER_ACCEPTED: 3,
  ONBOARDED: 4,
};
const ctx = (s: CandidateSource) => ({ source: s, inIndiaGroup: false, preScreeningStatus: null });

describe('normal map, DIRECT_SEARCH (CAND-STATUS-04..12)', () => {
  const ok = (from: CandidateStatus, to: CandidateStatus) => isTransitionAllowed('DIRECT_SEARCH', from, to);

  it('[CAND-STATUS-04] [CAND-STATUS-05] Pending goes to Shortlisted, skipping Recruiter Screening', () => {
    expect(ok('PENDING', 'SHORTLISTED')).toBe(true);
    expect(ok('PENDING', 'ACCEPTED')).toBe(false);
  });
  it('[CAND-STATUS-06] [CAND-STATUS-07] Shortlisted to Offer Accepted to Candidate Joined', () => {
    expect(ok('SHORTLISTED', 'OFFER_ACCEPTED')).toBe(true);
    expect(ok('OFFER_ACCEPTED', 'ONBOARDED')).toBe(true);
    expect(ok('SHORTLISTED', 'ONBOARDED')).toBe(false);
  });
  it('[CAND-STATUS-08] [CAND-STATUS-09] [CAND-STATUS-10] back: Shortlisted to Pending, Offer Accepted to Shortlisted, Joined to Offer Accepted', () => {
    expect(ok('SHORTLISTED', 'PENDING')).toBe(true);
    expect(ok('OFFER_ACCEPTED', 'SHORTLISTED')).toBe(true);
    expect(ok('ONBOARDED', 'OFFER_ACCEPTED')).toBe(true);
  });
  it('[CAND-STATUS-11] [CAND-STATUS-12] Rejected goes back to Pending and nowhere forward', () => {
    expect(allowedTargets('DIRECT_SEARCH', 'REJECTED')).toEqual(['PENDING']);
  });
  it('[CAND-STATUS-22] [CAND-STATUS-24] [CAND-STATUS-25] Reject from Pending, Shortlisted and Offer Accepted, not after joining', () => {
    for (const from of ['PENDING', 'SHORTLISTED', 'OFFER_ACCEPTED'] as const)
      expect(ok(from, 'REJECTED')).toBe(true);
    expect(ok('ONBOARDED', 'REJECTED')).toBe(false);
  });
  it('NOT_ASSIGNED has no moves in either map', () => {
    for (const s of CANDIDATE_SOURCES) expect(allowedTargets(s, 'NOT_ASSIGNED')).toEqual([]);
  });
});

describe('external map, every other source (CAND-STATUS-13..19)', () => {
  it.each(external)(
    '[CAND-STATUS-13] [CAND-STATUS-14] [CAND-STATUS-15] %s: Pending -> Recruiter Screening -> Shortlisted',
    (s) => {
      expect(isTransitionAllowed(s, 'PENDING', 'ACCEPTED')).toBe(true);
      expect(isTransitionAllowed(s, 'PENDING', 'SHORTLISTED')).toBe(false);
      expect(isTransitionAllowed(s, 'ACCEPTED', 'SHORTLISTED')).toBe(true);
    },
  );
  it.each(external)(
    '[CAND-STATUS-16] [CAND-STATUS-17] %s: back to Pending and to Recruiter Screening',
    (s) => {
      expect(isTransitionAllowed(s, 'ACCEPTED', 'PENDING')).toBe(true);
      expect(isTransitionAllowed(s, 'SHORTLISTED', 'ACCEPTED')).toBe(true);
      expect(isTransitionAllowed(s, 'SHORTLISTED', 'PENDING')).toBe(false);
    },
  );
  it.each(external)(
    '[CAND-STATUS-18] [CAND-STATUS-19] %s: from Shortlisted on the normal map applies',
    (s) => {
      expect(isTransitionAllowed(s, 'SHORTLISTED', 'OFFER_ACCEPTED')).toBe(true);
      expect(isTransitionAllowed(s, 'OFFER_ACCEPTED', 'ONBOARDED')).toBe(true);
      expect(allowedTargets(s, 'OFFER_ACCEPTED')).toEqual(allowedTargets('DIRECT_SEARCH', 'OFFER_ACCEPTED'));
      expect(allowedTargets(s, 'ONBOARDED')).toEqual(allowedTargets('DIRECT_SEARCH', 'ONBOARDED'));
    },
  );
  it.each(external)('[CAND-STATUS-23] %s: Reject from Recruiter Screening', (s) => {
    expect(isTransitionAllowed(s, 'ACCEPTED', 'REJECTED')).toBe(true);
  });
});

describe('status maps, properties', () => {
  it('[CAND-STATUS-01] every allowed change is one step: neighbours in the pipeline, reject, or restore', () => {
    fc.assert(
      fc.property(source, status, status, (s, from, to) => {
        if (!isTransitionAllowed(s, from, to)) return;
        if (from === 'REJECTED' || to === 'REJECTED') {
          // Restore goes to Pending only; Reject comes from a pipeline status.
          if (from === 'REJECTED') expect(to).toBe('PENDING');
          else expect(ORDER[from]).toBeDefined();
          return;
        }
        const [a, b] = [ORDER[from], ORDER[to]];
        expect(a).toBeDefined();
        expect(b).toBeDefined();
        // Normal map skips Recruiter Screening: Pending <-> Shortlisted is its one step.
        const gap = Math.abs((a ?? 0) - (b ?? 0));
        expect(
          gap === 1 || (s === 'DIRECT_SEARCH' && gap === 2 && (from === 'PENDING' || to === 'PENDING')),
        ).toBe(true);
      }),
    );
  });

  it('[CAND-STATUS-04] [CAND-STATUS-13] a random walk from Pending never leaves the listed statuses', () => {
    fc.assert(
      fc.property(source, fc.array(fc.nat(), { maxLength: 60 }), (s, choices) => {
        let at: CandidateStatus = 'PENDING';
        for (const c of choices) {
          const next = allowedTargets(s, at);
          expect(next.length).toBeGreaterThan(0);
          at = next[c % next.length] ?? at;
          expect(at).not.toBe('NOT_ASSIGNED');
          if (s === 'DIRECT_SEARCH') expect(at).not.toBe('ACCEPTED');
        }
      }),
    );
  });

  it('[CAND-STATUS-07] [CAND-STATUS-19] Candidate Joined is entered only from Offer Accepted', () => {
    fc.assert(
      fc.property(source, status, (s, from) => {
        if (isTransitionAllowed(s, from, 'ONBOARDED')) expect(from).toBe('OFFER_ACCEPTED');
      }),
    );
  });

  it('[CAND-STATUS-20] row actions target exactly the allowed changes and never the current status', () => {
    fc.assert(
      fc.property(source, status, (s, from) => {
        const targets = rowActions(ctx(s), from).map((a) => a.target);
        expect(targets).toEqual(allowedTargets(s, from));
        expect(targets).not.toContain(from);
        for (const to of CANDIDATE_STATUSES)
          expect(isTransitionAllowed(s, from, to)).toBe(targets.some((t) => t === to));
      }),
    );
  });

  it('[CAND-STATUS-21] no roll back from Pending, whatever the source', () => {
    fc.assert(
      fc.property(source, (s) => {
        expect(rowActions(ctx(s), 'PENDING').some((a) => a.kind === 'back')).toBe(false);
      }),
    );
  });
});
