import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_FILTER_VALUES } from '../enums/assessment-status.js';
import { BACKGROUND_STATUSES } from '../enums/background-status.js';
import { CANDIDATE_SOURCES } from '../enums/candidate-source.js';
import { CANDIDATE_STATUSES } from '../enums/candidate-status.js';
import { QUALIFICATIONS } from '../enums/qualification.js';
import { SCREENING_STATUSES } from '../enums/screening.js';
import { YEARS_OF_EXPERIENCE } from '../enums/years-of-experience.js';
import {
  candidateFiltersSchema,
  countActiveFilters,
  EMPTY_CANDIDATE_FILTERS,
  type CandidateFilters,
} from './candidate-filters.js';
import { parseQueryString, queryPairsToObject, toQueryString } from '../../core/index.js';
import {
  candidateFiltersToQueryPairs,
  candidateListQuerySchema,
  candidateListQueryToQueryPairs,
} from './candidate-list-query.js';

const uuid = '0b9c6f0e-7d1a-4c0e-9a53-5f2d3c1b2a10';
const uuid2 = '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b';
const fromQuery = (q: string) => candidateListQuerySchema.safeParse(queryPairsToObject(parseQueryString(q)));

describe('candidate filters (AUD-16, CAND-LIST-02)', () => {
  it('[CAND-LIST-02] parses every filter from a query string; repeated params and comma lists both work', () => {
    const r = fromQuery(
      `sources=VENDOR&sources=EXTERNAL&statuses=PENDING,SHORTLISTED&names=Rao%2C%20Asha&countries=USA&compliance=true&skillExternalIds=${uuid},${uuid2}&educationalQualifications=Ph.D`,
    );
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({
      sources: ['VENDOR', 'EXTERNAL'],
      statuses: ['PENDING', 'SHORTLISTED'],
      names: ['Rao, Asha'],
      countries: ['USA'],
      compliance: true,
      skillExternalIds: [uuid, uuid2],
      educationalQualifications: ['Ph.D'],
      languageExternalIds: [],
    });
  });

  it('[LIST-06] a bad filter value fails the query (the web then reloads without it)', () => {
    expect(fromQuery('sources=LINKEDIN').success).toBe(false);
    expect(fromQuery('skillExternalIds=42').success).toBe(false);
    expect(fromQuery('compliance=maybe').success).toBe(false);
    expect(fromQuery('column=password').success).toBe(false);
  });

  it('[LIST-01] [LIST-02] [LIST-03] paging defaults and a bad size falls back to 15', () => {
    expect(fromQuery('').data).toMatchObject({ page: 1, size: 15, column: 'createdAt', order: 'desc' });
    expect(fromQuery('size=7&page=3').data).toMatchObject({ page: 3, size: 15 });
    expect(fromQuery('size=50&column=fullName&order=asc').data).toMatchObject({
      size: 50,
      column: 'fullName',
      order: 'asc',
    });
  });

  it('the JSON body form is strict and accepts arrays', () => {
    expect(candidateFiltersSchema.parse({ statuses: ['REJECTED'], compliance: false })).toMatchObject({
      statuses: ['REJECTED'],
      compliance: false,
    });
    expect(candidateFiltersSchema.safeParse({ foo: [] }).success).toBe(false);
    expect(countActiveFilters(EMPTY_CANDIDATE_FILTERS)).toBe(0);
    expect(countActiveFilters(candidateFiltersSchema.parse({ compliance: false, cities: ['Pune'] }))).toBe(2);
  });

  it('[LIST-06] filters survive a round trip through the query string', () => {
    const text = fc.string({ minLength: 1, maxLength: 20 }).filter((s) => s.trim() === s && s.length > 0);
    const sub = <T>(values: readonly T[]) =>
      fc.uniqueArray(fc.constantFrom(...values), { maxLength: values.length });
    const filters = fc.record({
      names: fc.array(text, { maxLength: 3 }),
      countries: fc.array(text, { maxLength: 3 }),
      states: fc.array(text, { maxLength: 3 }),
      cities: fc.array(text, { maxLength: 3 }),
      compliance: fc.option(fc.boolean(), { nil: undefined }),
      sources: sub(CANDIDATE_SOURCES),
      sourceNames: fc.array(text, { maxLength: 3 }),
      yearsOfExperience: sub(YEARS_OF_EXPERIENCE),
      educationalQualifications: sub(QUALIFICATIONS),
      languageExternalIds: fc.array(fc.uuid(), { maxLength: 3 }),
      skillExternalIds: fc.array(fc.uuid(), { maxLength: 3 }),
      statuses: sub(CANDIDATE_STATUSES),
      assessmentStatuses: sub(ASSESSMENT_FILTER_VALUES),
      backgroundStatuses: sub(BACKGROUND_STATUSES),
      preScreeningStatuses: sub(SCREENING_STATUSES),
      testStatuses: sub(SCREENING_STATUSES),
    });
    fc.assert(
      fc.property(
        filters,
        fc.constantFrom(5, 15, 25, 50, 100),
        fc.integer({ min: 1, max: 500 }),
        (f, size, page) => {
          const parsed: CandidateFilters = candidateFiltersSchema.parse(f);
          const query = candidateListQuerySchema.parse({ ...parsed, size, page });
          const back = fromQuery(toQueryString(candidateListQueryToQueryPairs(query)));
          expect(back.success).toBe(true);
          expect(back.data).toEqual(query);
          // The filter-only pairs parse back as a JSON body too.
          expect(
            candidateFiltersSchema.parse(queryPairsToObject(candidateFiltersToQueryPairs(parsed))),
          ).toEqual(parsed);
        },
      ),
    );
  });
});
