import type { SurveyQuestionType } from '../enums/survey-question-type.js';
import {
  PUBLIC_SURVEY_MESSAGES as M,
  SURVEY_NUMBER_LIMIT,
  type PublicSurveySubmission,
  type SurveyAnswerValue,
} from './public-survey.js';

/** What the answer check needs of a question. */
export type AnswerableQuestion = {
  externalId: string;
  question: string;
  type: SurveyQuestionType;
  mandatory: boolean;
  options: readonly { externalId: string }[];
};

/** An answer that fits its question, typed for storage (choices as option ids). */
export type CheckedAnswer =
  | { questionExternalId: string; type: 'BOOLEAN'; value: boolean }
  | { questionExternalId: string; type: 'NUMBER'; value: number }
  | { questionExternalId: string; type: 'DATE'; value: string }
  | { questionExternalId: string; type: 'SELECT' | 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE'; value: string[] };

/** The key of a refused answer's message: the API sends it as the field's `code`, the page translates it. */
export type AnswerIssueKey = keyof typeof M;

/** A refused answer: its question's id and text, why (the message and its stable key). */
export type AnswerIssue = {
  questionExternalId: string;
  question: string;
  key: AnswerIssueKey;
  message: string;
};

export type AnswerCheck = { ok: true; answers: CheckedAnswer[] } | { ok: false; issues: AnswerIssue[] };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' naming a day of the calendar (no 31 April). */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A value that says something: null, '' and an empty list are no answer. */
const isGiven = (value: SurveyAnswerValue | undefined): value is Exclude<SurveyAnswerValue, null> =>
  !(value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0));

type Outcome = { answer: CheckedAnswer } | { key: AnswerIssueKey };

/** One given (non-empty) value against its question's type and options. */
function checkValue(q: AnswerableQuestion, value: Exclude<SurveyAnswerValue, null>): Outcome {
  const id = q.externalId;
  const known = new Set(q.options.map((o) => o.externalId));
  switch (q.type) {
    case 'BOOLEAN':
      return typeof value === 'boolean'
        ? { answer: { questionExternalId: id, type: q.type, value } }
        : { key: 'answerYesNo' };
    case 'NUMBER':
      return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= SURVEY_NUMBER_LIMIT
        ? { answer: { questionExternalId: id, type: q.type, value } }
        : { key: 'answerNumber' };
    case 'DATE':
      return typeof value === 'string' && isCalendarDay(value)
        ? { answer: { questionExternalId: id, type: q.type, value } }
        : { key: 'answerDate' };
    case 'SELECT':
    case 'SINGLE_CHOICE':
      return typeof value === 'string' && known.has(value)
        ? { answer: { questionExternalId: id, type: q.type, value: [value] } }
        : { key: 'answerChoice' };
    case 'MULTIPLE_CHOICE': {
      const chosen = Array.isArray(value) ? value : [];
      const valid =
        chosen.length > 0 && chosen.every((c) => known.has(c)) && new Set(chosen).size === chosen.length;
      return valid
        ? { answer: { questionExternalId: id, type: q.type, value: chosen } }
        : { key: 'answerChoice' };
    }
  }
}

const issue = (questionExternalId: string, question: string, key: AnswerIssueKey): AnswerIssue => ({
  questionExternalId,
  question,
  key,
  message: M[key],
});

/**
 * The answers of a submission against the survey (the API decides with it; the survey page shows the
 * same messages before sending): each value must fit its question's type (yes/no, a number, a calendar
 * day, one or several of the question's own options), every mandatory question needs an answer, and a
 * question may be answered once. An empty optional answer is simply not stored.
 */
export function checkSurveyAnswers(
  questions: readonly AnswerableQuestion[],
  answers: PublicSurveySubmission['answers'],
): AnswerCheck {
  const byId = new Map(questions.map((q) => [q.externalId, q]));
  const given = new Map<string, SurveyAnswerValue>();
  const issues: AnswerIssue[] = [];
  for (const { questionExternalId, value } of answers) {
    const question = byId.get(questionExternalId);
    if (!question) issues.push(issue(questionExternalId, '', 'unknownQuestion'));
    else if (given.has(questionExternalId))
      issues.push(issue(questionExternalId, question.question, 'answeredTwice'));
    else given.set(questionExternalId, value);
  }
  const checked: CheckedAnswer[] = [];
  for (const q of questions) {
    const value = given.get(q.externalId);
    if (!isGiven(value)) {
      if (q.mandatory) issues.push(issue(q.externalId, q.question, 'answerRequired'));
      continue;
    }
    const outcome = checkValue(q, value);
    if ('answer' in outcome) checked.push(outcome.answer);
    else issues.push(issue(q.externalId, q.question, outcome.key));
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, answers: checked };
}
