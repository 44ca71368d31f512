import { describe, expect, it } from 'vitest';
import {
  canChooseCandidateSource,
  canSeeGloDetails,
  resolveCandidateSource,
} from './candidate-permissions.js';

describe('candidate permissions', () => {
  it("a VENDOR's candidate is always source VENDOR with its own vendor, whatever the body says", () => {
    const actor = { role: 'VENDOR', vendorName: 'Acme Staffing' } as const;
    expect(resolveCandidateSource({ source: 'DIRECT_SEARCH', sourceName: 'Globex Talent' }, actor)).toEqual({
      source: 'VENDOR',
      sourceName: 'Acme Staffing',
    });
    expect(canChooseCandidateSource('VENDOR')).toBe(false);
  });

  it('ADMIN and TAG keep the chosen source', () => {
    const actor = { role: 'TAG', vendorName: null } as const;
    expect(resolveCandidateSource({ source: 'GL_WEBSITE', sourceName: null }, actor)).toEqual({
      source: 'GL_WEBSITE',
      sourceName: null,
    });
    expect(canChooseCandidateSource('ADMIN')).toBe(true);
  });

  it('[CAND-DETAIL-04] GLO-R icons are hidden from VENDOR', () => {
    expect(canSeeGloDetails('VENDOR')).toBe(false);
    expect(canSeeGloDetails('TAG')).toBe(true);
    expect(canSeeGloDetails('ADMIN')).toBe(true);
  });
});
