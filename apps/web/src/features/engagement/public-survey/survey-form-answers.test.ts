import { describe, expect, it } from 'vitest';
import type { PublicSurveyQuestion } from '@talent-desk/shared';
import { answerErrors, submissionOf, viewQuestions } from './survey-form-answers';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const QUESTIONS: PublicSurveyQuestion[] = [
  { externalId: id(1), question: 'Relocate?', type: 'BOOLEAN', mandatory: true, options: [] },
  { externalId: id(2), question: 'Years', type: 'NUMBER', mandatory: true, options: [] },
  { externalId: id(3), question: 'Start', type: 'DATE', mandatory: false, options: [] },
  {
    externalId: id(4),
    question: 'Languages',
    type: 'MULTIPLE_CHOICE',
    mandatory: false,
    options: [
      { externalId: id(41), value: 'English' },
      { externalId: id(42), value: 'German' },
    ],
  },
];

describe('public survey form answers', () => {
  it('options are keyed by their ids for the view', () => {
    expect(viewQuestions(QUESTIONS)[3]?.options).toEqual([
      { key: id(41), label: 'English' },
      { key: id(42), label: 'German' },
    ]);
  });

  it('form values become the API body: yes/no booleans, numbers, dates as typed, empty as null', () => {
    expect(
      submissionOf(QUESTIONS, { [id(1)]: 'false', [id(2)]: '2.5', [id(3)]: '', [id(4)]: [id(42)] }),
    ).toEqual({
      answers: [
        { questionExternalId: id(1), value: false },
        { questionExternalId: id(2), value: 2.5 },
        { questionExternalId: id(3), value: null },
        { questionExternalId: id(4), value: [id(42)] },
      ],
    });
  });

  it('the shared check runs before sending: mandatory and malformed answers are named by message key', () => {
    expect(answerErrors(QUESTIONS, { [id(2)]: '-', [id(3)]: '2026-02-30' })).toEqual({
      [id(1)]: 'answerRequired',
      [id(2)]: 'answerNumber',
      [id(3)]: 'answerDate',
    });
    expect(answerErrors(QUESTIONS, { [id(1)]: 'true', [id(2)]: '0' })).toEqual({});
  });
});
