import { describe, expect, it } from 'vitest';
import { listedAssignments } from './listed-statuses.js';

const java = { status: 'SHORTLISTED' as const, vacancy: 'Java' };
const qa = { status: 'PENDING' as const, vacancy: 'QA' };
const ops = { status: 'PENDING' as const, vacancy: 'Ops' };

describe('listedAssignments', () => {
  it('without a status filter the Status column shows the latest attached assignment', () => {
    expect(listedAssignments([java, qa], undefined)).toEqual([java]);
    expect(listedAssignments([java, qa], [])).toEqual([java]);
  });

  it('with a status filter it shows every assignment the filter matched, latest first', () => {
    expect(listedAssignments([java, qa, ops], ['PENDING'])).toEqual([qa, ops]);
    expect(listedAssignments([java, qa], ['PENDING', 'SHORTLISTED'])).toEqual([java, qa]);
  });

  it('a candidate without assignments lists none (Not Assigned), with or without the filter', () => {
    expect(listedAssignments([], undefined)).toEqual([]);
    expect(listedAssignments([], ['NOT_ASSIGNED'])).toEqual([]);
  });
});
