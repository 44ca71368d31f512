import type { CandidateHistoryItem } from '@talent-desk/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { historyEntryView } from './history-entry';

const item = (overrides: Partial<CandidateHistoryItem>): CandidateHistoryItem => ({
  kind: 'VACANCY_STATUS',
  vacancyExternalId: null,
  vacancyTitle: null,
  fromStatus: null,
  toStatus: 'PENDING',
  changedBy: null,
  changedAt: '2026-01-12T10:00:00Z',
  ...overrides,
});

describe('historyEntryView', () => {
  it('[CAND-DETAIL-01] a background check says so and names no vacancy', () => {
    const view = historyEntryView(
      item({ kind: 'BACKGROUND_STATUS', fromStatus: 'READY_FOR_BGC', toStatus: 'BGC_INITIATED' }),
      0,
      i18n.t,
    );
    expect(view).toMatchObject({
      what: 'Background check',
      vacancy: null,
      change: 'Ready for BGC → BGC Initiated',
    });
  });

  it('[CAND-DETAIL-01] a pipeline step is a vacancy status with its vacancy', () => {
    const view = historyEntryView(item({ vacancyTitle: 'Senior Platform Engineer' }), 0, i18n.t);
    expect(view).toMatchObject({
      what: 'Vacancy status',
      vacancy: 'Senior Platform Engineer',
      change: '— → Pending',
    });
  });

  it('a change without a named user reads System for staff and Recruiting team for a VENDOR', () => {
    expect(historyEntryView(item({}), 0, i18n.t, 'TAG').who).toBe('System');
    expect(historyEntryView(item({}), 0, i18n.t, 'VENDOR').who).toBe('Recruiting team');
    const named = item({
      changedBy: { externalId: '0b0c6f43-6f26-4d5c-9a39-8d0a1f6b2c11', fullName: 'Ann Lee' },
    });
    expect(historyEntryView(named, 0, i18n.t, 'VENDOR').who).toBe('Ann Lee');
  });
});
