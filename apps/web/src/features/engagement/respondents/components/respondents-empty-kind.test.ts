import { describe, expect, it } from 'vitest';
import { respondentsEmptyKind } from './respondents-empty-kind';

const now = new Date(2026, 4, 10, 12, 0);
const local = (day: number, hour = 9) => new Date(2026, 4, day, hour, 0).toISOString();

describe('which empty state the respondents table shows', () => {
  it('[RESP-19] no responses and the start day after today: not started (a draft has no start yet)', () => {
    expect(respondentsEmptyKind({ startTime: local(11), totalRespondents: 0, shown: 0 }, now)).toBe(
      'notStarted',
    );
    expect(respondentsEmptyKind({ startTime: null, totalRespondents: 0, shown: 0 }, now)).toBe('notStarted');
  });

  it('[RESP-20] no responses once the start day has come (later today counts as today)', () => {
    expect(respondentsEmptyKind({ startTime: local(10, 18), totalRespondents: 0, shown: 0 }, now)).toBe(
      'noResponses',
    );
    expect(respondentsEmptyKind({ startTime: local(2), totalRespondents: 0, shown: 0 }, now)).toBe(
      'noResponses',
    );
  });

  it('[RESP-21] responses, none of which the filters keep; none of the three while rows show', () => {
    expect(respondentsEmptyKind({ startTime: local(2), totalRespondents: 3, shown: 0 }, now)).toBe(
      'noMatches',
    );
    expect(respondentsEmptyKind({ startTime: local(2), totalRespondents: 3, shown: 3 }, now)).toBeNull();
  });
});
