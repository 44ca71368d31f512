import { describe, expect, it } from 'vitest';
import { audienceFormSchema } from './audience.js';

/** AUD-18's form field names and the key each one has in the shared form schema. */
const SPEC_FIELDS: Record<string, string> = {
  audienceListName: 'name',
  fullName: 'names',
  country: 'countries',
  states: 'states',
  cities: 'cities',
  locationCompliance: 'compliance',
  source: 'sources',
  active_vendors: 'sourceNames',
  yearsOfExperience: 'yearsOfExperience',
  educationalQualification: 'educationalQualifications',
  languageExtIds: 'languageExternalIds',
  skills: 'skillExternalIds',
  status: 'statuses',
  assessmentStatus: 'assessmentStatuses',
  backgroundStatus: 'backgroundStatuses',
  preScreeningStatus: 'preScreeningStatuses',
  testStatus: 'testStatuses',
  appNoticePeriod: 'noticePeriod',
  appExpectedRateMin: 'expectedRateMin',
  appExpectedRateMax: 'expectedRateMax',
  eligibleToWorkInUS: 'eligibleToWorkInUS',
  requireSponsorshipToWorkInUS: 'requireSponsorshipToWorkInUS',
  onSiteWork: 'onSiteWork',
  fullTimeWork: 'fullTimeWork',
  rotatingShiftsWork: 'rotatingShiftsWork',
};

describe('audience form fields', () => {
  it('[AUD-18] the form has every field of the spec, and nothing else', () => {
    const keys = Object.keys(audienceFormSchema('create').shape).sort();
    expect(keys).toEqual(Object.values(SPEC_FIELDS).sort());
  });

  it('[AUD-18] [AUD-26] only the name is required; the filters parse when empty', () => {
    expect(audienceFormSchema('create').safeParse({ name: 'Java in Texas' }).success).toBe(true);
    expect(audienceFormSchema('create').safeParse({}).success).toBe(false);
  });
});
