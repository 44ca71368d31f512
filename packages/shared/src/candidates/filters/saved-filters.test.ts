import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  applicationFiltersSchema,
  applicationFiltersShape,
  savedApplicationFiltersSchema,
} from './application-filters.js';
import {
  candidateFiltersSchema,
  candidateFiltersShape,
  savedCandidateFiltersSchema,
} from './candidate-filters.js';

const uuid = '0b9c6f0e-7d1a-4c0e-9a53-5f2d3c1b2a10';

describe('saved filter schemas (the API answers filters through them)', () => {
  it('[AUD-16] [AUD-17] have exactly the keys of the filter shapes', () => {
    expect(Object.keys(savedCandidateFiltersSchema.shape).sort()).toEqual(
      Object.keys(candidateFiltersShape).sort(),
    );
    expect(Object.keys(savedApplicationFiltersSchema.shape).sort()).toEqual(
      Object.keys(applicationFiltersShape).sort(),
    );
  });

  it('[AUD-15] encode what the body schemas output, unchanged (no transform runs backwards)', () => {
    const candidate = candidateFiltersSchema.parse({
      names: ['Asha Rao'],
      countries: ['USA'],
      states: ['California'],
      cities: ['San Diego'],
      compliance: false,
      sources: ['VENDOR'],
      sourceNames: ['Acme Staffing'],
      yearsOfExperience: ['FIVE_TO_TEN'],
      educationalQualifications: ['Ph.D'],
      languageExternalIds: [uuid],
      skillExternalIds: [uuid],
      statuses: ['NOT_ASSIGNED'],
      assessmentStatuses: ['PENDING'],
      backgroundStatuses: ['READY_FOR_BGC'],
      preScreeningStatuses: ['PASSED'],
      testStatuses: ['FAILED'],
    });
    expect(z.encode(savedCandidateFiltersSchema, candidate)).toEqual(candidate);
    const application = applicationFiltersSchema.parse({
      noticePeriod: 'EIGHT_WEEKS',
      expectedRateMin: '10',
      expectedRateMax: 99.5,
      eligibleToWorkInUS: 'true',
      onSiteWork: false,
      fullTimeWork: null,
    });
    expect(z.encode(savedApplicationFiltersSchema, application)).toEqual(application);
    expect(z.encode(savedApplicationFiltersSchema, applicationFiltersSchema.parse({}))).toEqual({});
  });
});
