import {
  CAMPAIGN_MESSAGES,
  RESPONDENTS_LIMIT,
  apiErrorSchema,
  respondentsBodySchema,
} from '@talent-desk/shared';

export const TAGS = ['engagement'];

export const notFound = { 404: apiErrorSchema.describe(`'${CAMPAIGN_MESSAGES.notFound}' (CAMP-11)`) };

export const BODY_DOC = respondentsBodySchema.meta({
  description:
    'RESP-10: campaignExternalId (the campaign of the path), optional filters (RESP-23) and candidateNames ' +
    '(parts of names: any of them). Filters, all of which must hold: BOOLEAN the answer equals booleanValue; ' +
    'NUMBER the answer is at least minNumericValue (digits only); SELECT and SINGLE_CHOICE the answer is ' +
    'choiceExternalId; MULTIPLE_CHOICE the answers include it; DATE the answer is on or after ' +
    "availabilityDate. A question not in the campaign's survey, another type than the question's or an " +
    'option not among its options is a 400 naming the field (filters.N.questionExternalId, .type, ' +
    '.choiceExternalId).',
  examples: [
    {
      campaignExternalId: '6f1c2a4e-1d2b-4c3d-8e9f-0a1b2c3d4e5f',
      candidateNames: ['keller'],
      filters: [
        {
          question: 'Are you open to relocation?',
          questionExternalId: '0e5d6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f70',
          type: 'BOOLEAN',
          booleanValue: true,
        },
      ],
    },
  ],
});

export const SORT_DOC =
  '?column=candidateName|completedAt|{question externalId}&order=asc|desc (upper-cased too, RESP-04); ' +
  'candidate name ascending by default (RESP-03). A question sorts by its answers, unanswered last.';

export const LISTING_DOC =
  `${SORT_DOC} No paging (RESP-11): at most ${RESPONDENTS_LIMIT} rows; totalElements says how many ` +
  'matched and totalRespondents how many the campaign has whatever the filters.';
