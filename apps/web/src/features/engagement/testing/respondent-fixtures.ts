import type { CampaignSurveyQuestion, RespondentRow, RespondentsResponse } from '@talent-desk/shared';

export const CAMPAIGN_ID = '6f1c2a4e-1d2b-4c3d-8e9f-0a1b2c3d4e5f';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** One question of each type (ENUM-20), the first with a long text (RESP-12). */
export const QUESTIONS: CampaignSurveyQuestion[] = [
  {
    externalId: id(1),
    question: 'Are you open to relocation within the country?',
    type: 'BOOLEAN',
    mandatory: true,
    options: [],
  },
  { externalId: id(2), question: 'Years with Java', type: 'NUMBER', mandatory: false, options: [] },
  { externalId: id(3), question: 'Earliest start date', type: 'DATE', mandatory: false, options: [] },
  {
    externalId: id(4),
    question: 'Work model',
    type: 'SINGLE_CHOICE',
    mandatory: false,
    options: [
      { externalId: id(41), value: 'Remote' },
      { externalId: id(42), value: 'Hybrid' },
    ],
  },
  {
    externalId: id(5),
    question: 'Team size',
    type: 'SELECT',
    mandatory: false,
    options: [
      { externalId: id(51), value: 'Small' },
      { externalId: id(52), value: 'Large' },
    ],
  },
  {
    externalId: id(6),
    question: 'Languages you use',
    type: 'MULTIPLE_CHOICE',
    mandatory: false,
    options: [
      { externalId: id(61), value: 'Java' },
      { externalId: id(62), value: 'Kotlin' },
    ],
  },
];

export const MARIA: RespondentRow = {
  candidateExternalId: id(101),
  candidateName: 'Maria Keller',
  completedAt: '2026-03-03T09:30:00.000Z',
  answers: [
    { questionExternalId: id(1), type: 'BOOLEAN', answer: true },
    { questionExternalId: id(2), type: 'NUMBER', answer: 7 },
    { questionExternalId: id(3), type: 'DATE', answer: '2026-08-01' },
    { questionExternalId: id(4), type: 'SINGLE_CHOICE', answer: ['Remote'] },
    { questionExternalId: id(5), type: 'SELECT', answer: ['Small'] },
    { questionExternalId: id(6), type: 'MULTIPLE_CHOICE', answer: ['Java', 'Kotlin'] },
  ],
};

export const BEN: RespondentRow = {
  candidateExternalId: id(102),
  candidateName: 'Ben Ochs',
  completedAt: '2026-03-04T09:30:00.000Z',
  answers: [{ questionExternalId: id(1), type: 'BOOLEAN', answer: false }],
};

export function listing(content: RespondentRow[], totalRespondents = content.length): RespondentsResponse {
  return { content, totalElements: content.length, totalRespondents, limit: 2000 };
}
