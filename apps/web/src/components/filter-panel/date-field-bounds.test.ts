import { describe, expect, it } from 'vitest';
import { dateFieldIssue, latestDay, type DateFieldDef } from './filter-field-types';

const from: DateFieldDef = {
  key: 'createdFrom',
  type: 'date',
  bound: 'from',
  pairKey: 'createdTo',
  label: 'From',
};
const to: DateFieldDef = { key: 'createdTo', type: 'date', bound: 'to', pairKey: 'createdFrom', label: 'To' };
const TODAY = '2026-03-10';
const messages = { future: 'future', order: 'order' };

describe('date fields', () => {
  it('[LIST-19] no future days by default: the picker stops at today, a later day is an issue', () => {
    expect(latestDay(from, undefined, TODAY)).toBe(TODAY);
    expect(latestDay(from, '2026-03-05', TODAY)).toBe('2026-03-05');
    expect(latestDay(to, undefined, TODAY)).toBe(TODAY);
    expect(dateFieldIssue(from, { createdFrom: '2026-03-11' }, TODAY, messages)).toBe('future');
  });

  it('a `future` field (a campaign starts later) offers days ahead, the start still not after the end (LIST-20)', () => {
    const ahead = { ...from, future: true };
    expect(latestDay(ahead, undefined, TODAY)).toBeUndefined();
    expect(latestDay(ahead, '2026-04-01', TODAY)).toBe('2026-04-01');
    expect(latestDay({ ...to, future: true }, '2026-04-01', TODAY)).toBeUndefined();
    expect(dateFieldIssue(ahead, { createdFrom: '2026-03-20' }, TODAY, messages)).toBeUndefined();
    expect(
      dateFieldIssue(
        { ...to, future: true },
        { createdFrom: '2026-04-02', createdTo: '2026-04-01' },
        TODAY,
        messages,
      ),
    ).toBe('order');
  });
});
