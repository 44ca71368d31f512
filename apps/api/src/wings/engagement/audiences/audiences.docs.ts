import { AUDIENCE_NAME_MAX, audienceBodySchema } from '@talent-desk/shared';

/** The audience body as the OpenAPI document shows it (POST and PUT take the same, AUD-30). */
export const AUDIENCE_BODY_DOC = audienceBodySchema.meta({
  description:
    `name 1-${AUDIENCE_NAME_MAX} characters, unique whatever its case; every filter optional (AUD-26). ` +
    'candidateFilters are the candidate list filters (AUD-16): names, states and cities are names, skills ' +
    'and languages external ids (an unknown one is a 400 naming the field). applicationFilters (AUD-17): ' +
    'noticePeriod one of IMMEDIATE, FOUR_WEEKS (0-30 days), EIGHT_WEEKS, TWELVE_WEEKS; expectedRateMin ' +
    'and expectedRateMax inclusive; each yes/no true, false or null (any).',
  examples: [
    {
      name: 'Java developers in California',
      candidateFilters: {
        countries: ['USA'],
        states: ['California'],
        cities: ['San Francisco'],
        compliance: true,
        skillExternalIds: ['0a9b8c7d-6e5f-4a3b-8c1d-2e3f4a5b6c7d'],
        languageExternalIds: ['6f1d2a4e-8c3b-4f5a-9e7d-1b2c3d4e5f60'],
        statuses: ['NOT_ASSIGNED'],
      },
      applicationFilters: {
        noticePeriod: 'FOUR_WEEKS',
        expectedRateMax: 90,
        eligibleToWorkInUS: true,
        requireSponsorshipToWorkInUS: false,
      },
    },
  ],
});
