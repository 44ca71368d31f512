import type { PUBLIC_SURVEY_MESSAGES } from '@talent-desk/shared';
import {
  checkSurveyAnswers,
  type PublicSurveyQuestion,
  type PublicSurveySubmission,
  type SurveyAnswerValue,
} from '@talent-desk/shared';
import type { SurveyViewAnswer, SurveyViewQuestion } from '@/components/survey/survey-view';

export type FormAnswers = Readonly<Record<string, SurveyViewAnswer>>;
export type MessageKey = keyof typeof PUBLIC_SURVEY_MESSAGES;

/** The public survey's questions as SurveyView shows them: each option keyed by its id. */
export function viewQuestions(questions: readonly PublicSurveyQuestion[]): SurveyViewQuestion[] {
  return questions.map((q) => ({
    key: q.externalId,
    question: q.question,
    type: q.type,
    mandatory: q.mandatory,
    options: q.options.map((o) => ({ key: o.externalId, label: o.value })),
  }));
}

/** A form answer as the API takes it: yes/no a boolean, a number a number, a date or choice as is. */
function valueOf(question: PublicSurveyQuestion, answer: SurveyViewAnswer | undefined): SurveyAnswerValue {
  if (answer === undefined || answer === '') return null;
  if (Array.isArray(answer)) return answer;
  if (question.type === 'BOOLEAN') return answer === 'true';
  if (question.type === 'NUMBER') {
    const number = Number(answer);
    // Half-typed input ('-', '.') stays text, so the check names it instead of sending nothing.
    return Number.isFinite(number) ? number : answer;
  }
  return answer;
}

export function submissionOf(
  questions: readonly PublicSurveyQuestion[],
  answers: FormAnswers,
): PublicSurveySubmission {
  return {
    answers: questions.map((q) => ({
      questionExternalId: q.externalId,
      value: valueOf(q, answers[q.externalId]),
    })),
  };
}

/**
 * The same check the API makes (packages/shared survey-answers.ts), before sending: the message key
 * of each refused answer by question id; empty when the submission may go.
 */
export function answerErrors(
  questions: readonly PublicSurveyQuestion[],
  answers: FormAnswers,
): Record<string, MessageKey> {
  const checked = checkSurveyAnswers(questions, submissionOf(questions, answers).answers);
  if (checked.ok) return {};
  return Object.fromEntries(checked.issues.map((issue) => [issue.questionExternalId, issue.key]));
}
