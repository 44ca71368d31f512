import { describe, expect, it } from 'vitest';
import { candidateHistoryItemSchema } from './candidate-history.js';
import { VACANCY_IDS_MAX, vacancyIdsBodySchema } from './candidate-vacancy-ids.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('vacancy ids lookup body', () => {
  it('[CAND-LIST-03] takes a list of vacancy external ids, without repeats', () => {
    expect(vacancyIdsBodySchema.parse([id(1), id(2), id(1)])).toEqual([id(1), id(2)]);
    expect(vacancyIdsBodySchema.parse([])).toEqual([]);
  });

  it('[CAND-LIST-03] refuses anything but UUIDs and more than the maximum', () => {
    expect(vacancyIdsBodySchema.safeParse(['GLO-1']).success).toBe(false);
    const many = Array.from({ length: VACANCY_IDS_MAX + 1 }, (_, i) => id(i));
    expect(vacancyIdsBodySchema.safeParse(many).success).toBe(false);
  });
});

describe('candidate history item', () => {
  it('carries who changed which status and when; vacancy and user may be absent', () => {
    const item = {
      kind: 'BACKGROUND_STATUS',
      vacancyExternalId: null,
      vacancyTitle: null,
      fromStatus: 'NOT_INITIATED',
      toStatus: 'READY_FOR_BGC',
      changedBy: null,
      changedAt: '2026-01-02T03:04:05.000Z',
    };
    expect(candidateHistoryItemSchema.parse(item)).toEqual(item);
    expect(candidateHistoryItemSchema.safeParse({ ...item, kind: 'OTHER' }).success).toBe(false);
  });
});
