import { describe, expect, it } from 'vitest';
import { maskEmail, publicSurveySubmissionSchema, PUBLIC_SURVEY_MESSAGES as M } from './public-survey.js';
import { checkSurveyAnswers, isCalendarDay, type AnswerableQuestion } from './survey-answers.js';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const question = (
  n: number,
  type: AnswerableQuestion['type'],
  mandatory: boolean,
  options: number[] = [],
): AnswerableQuestion => ({
  externalId: id(n),
  question: `Question ${n}`,
  type,
  mandatory,
  options: options.map((o) => ({ externalId: id(o) })),
});

/** Every question type, mandatory ones first; options 101.. belong to question 3, 201.. to 4, 301.. to 6. */
const SURVEY = [
  question(1, 'BOOLEAN', true),
  question(2, 'NUMBER', true),
  question(3, 'SELECT', true, [101, 102]),
  question(4, 'SINGLE_CHOICE', false, [201, 202]),
  question(5, 'DATE', false),
  question(6, 'MULTIPLE_CHOICE', false, [301, 302, 303]),
];
const answer = (n: number, value: unknown) => ({ questionExternalId: id(n), value });
const submission = (...answers: { questionExternalId: string; value: unknown }[]) =>
  publicSurveySubmissionSchema.parse({ answers }).answers;
const MANDATORY_DONE = [answer(1, false), answer(2, 42), answer(3, id(102))];

describe('survey answers (public survey page and POST /api/public/surveys/{token})', () => {
  it('a complete submission of every question type is accepted, typed for storage', () => {
    const result = checkSurveyAnswers(
      SURVEY,
      submission(
        ...MANDATORY_DONE,
        answer(4, id(201)),
        answer(5, '2026-02-28'),
        answer(6, [id(301), id(303)]),
      ),
    );
    expect(result).toEqual({
      ok: true,
      answers: [
        { questionExternalId: id(1), type: 'BOOLEAN', value: false },
        { questionExternalId: id(2), type: 'NUMBER', value: 42 },
        { questionExternalId: id(3), type: 'SELECT', value: [id(102)] },
        { questionExternalId: id(4), type: 'SINGLE_CHOICE', value: [id(201)] },
        { questionExternalId: id(5), type: 'DATE', value: '2026-02-28' },
        { questionExternalId: id(6), type: 'MULTIPLE_CHOICE', value: [id(301), id(303)] },
      ],
    });
  });

  it('optional questions may stay empty (missing, null, empty text or list); they are not stored', () => {
    const result = checkSurveyAnswers(
      SURVEY,
      submission(...MANDATORY_DONE, answer(4, null), answer(5, ''), answer(6, [])),
    );
    expect(result.ok && result.answers.map((a) => a.questionExternalId)).toEqual([id(1), id(2), id(3)]);
  });

  it('each mandatory question without an answer is named; false and 0 are answers', () => {
    expect(checkSurveyAnswers(SURVEY, submission(answer(2, 0)))).toEqual({
      ok: false,
      issues: [
        {
          questionExternalId: id(1),
          question: 'Question 1',
          key: 'answerRequired',
          message: M.answerRequired,
        },
        {
          questionExternalId: id(3),
          question: 'Question 3',
          key: 'answerRequired',
          message: M.answerRequired,
        },
      ],
    });
  });

  it('a value of the wrong kind is refused with the type’s message', () => {
    const cases: [number, unknown, keyof typeof M][] = [
      [1, 'yes', 'answerYesNo'],
      [2, '42', 'answerNumber'],
      [2, 2e12, 'answerNumber'],
      [3, id(201), 'answerChoice'], // another question's option
      [3, [id(101)], 'answerChoice'], // a list for a single choice
      [4, 'Maybe', 'answerChoice'],
      [5, '28-02-2026', 'answerDate'],
      [5, '2026-02-30', 'answerDate'],
      [6, [id(301), id(301)], 'answerChoice'], // chosen twice
      [6, [id(301), id(999)], 'answerChoice'],
      [6, id(301), 'answerChoice'], // not a list
    ];
    for (const [n, value, key] of cases) {
      const rest = MANDATORY_DONE.filter((a) => a.questionExternalId !== id(n));
      const result = checkSurveyAnswers(SURVEY, submission(...rest, answer(n, value)));
      expect(result, `question ${n} = ${JSON.stringify(value)}`).toEqual({
        ok: false,
        issues: [{ questionExternalId: id(n), question: `Question ${n}`, key, message: M[key] }],
      });
    }
  });

  it('an unknown question or a question answered twice is refused', () => {
    const result = checkSurveyAnswers(SURVEY, submission(...MANDATORY_DONE, answer(1, true), answer(77, 1)));
    expect(result).toEqual({
      ok: false,
      issues: [
        { questionExternalId: id(1), question: 'Question 1', key: 'answeredTwice', message: M.answeredTwice },
        { questionExternalId: id(77), question: '', key: 'unknownQuestion', message: M.unknownQuestion },
      ],
    });
  });

  it('the body schema refuses other shapes: objects as values, unknown keys, huge lists', () => {
    const parse = (body: unknown) => publicSurveySubmissionSchema.safeParse(body).success;
    expect(parse({ answers: [] })).toBe(true);
    expect(parse({ answers: [answer(1, { yes: true })] })).toBe(false);
    expect(parse({ answers: [], extra: 1 })).toBe(false);
    expect(parse({ answers: Array.from({ length: 101 }, (_, i) => answer(i, null)) })).toBe(false);
  });

  it('calendar days: leap years, month ends', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2026-04-31')).toBe(false);
    expect(isCalendarDay('2026-4-1')).toBe(false);
  });

  it('an address on the unsubscribe page is partly hidden', () => {
    expect(maskEmail('maria.keller@example.com')).toBe('m***r@example.com');
    expect(maskEmail('al@example.com')).toBe('a***@example.com');
    expect(maskEmail('broken')).toBe('***');
  });
});
