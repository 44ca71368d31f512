import type { SurveyQuestionType } from '@talent-desk/shared';
import type { Rng } from '../../prng.js';

/** A question of a campaign's survey copy, as the seed inserted it. */
export type SeededQuestion = {
  id: number;
  externalId: string;
  question: string;
  type: SurveyQuestionType;
  mandatory: boolean;
  options: { externalId: string; value: string }[];
};

/** One survey_answers row: exactly the value column of its question's type is set. */
export type DemoAnswer = {
  questionId: number;
  booleanValue: boolean | null;
  numberValue: string | null;
  dateValue: string | null;
  choiceExternalIds: string[] | null;
};

const DAY_MS = 86_400_000;
/** Optional questions are skipped now and then, as on the real survey page. */
const OPTIONAL_ANSWERED = 0.8;

const empty = (questionId: number): DemoAnswer => ({
  questionId,
  booleanValue: null,
  numberValue: null,
  dateValue: null,
  choiceExternalIds: null,
});

/** Earlier options are picked more often: answers cluster as real ones do rather than spread evenly. */
function leaning<T>(rng: Rng, items: readonly T[]): T {
  return rng.weighted(
    items,
    items.map((_, i) => items.length - i),
  );
}

function answerOf(rng: Rng, question: SeededQuestion, submittedAt: Date): DemoAnswer {
  const answer = empty(question.id);
  switch (question.type) {
    case 'BOOLEAN':
      return { ...answer, booleanValue: rng.chance(0.7) };
    case 'NUMBER':
      return { ...answer, numberValue: String(rng.between(1, 12)) };
    case 'DATE': {
      // A day to come, as 'From when could you start?' asks.
      const day = new Date(submittedAt.getTime() + rng.between(7, 75) * DAY_MS);
      return { ...answer, dateValue: day.toISOString().slice(0, 10) };
    }
    case 'SELECT':
    case 'SINGLE_CHOICE':
      return { ...answer, choiceExternalIds: [leaning(rng, question.options).externalId] };
    case 'MULTIPLE_CHOICE': {
      const chosen = question.options.filter(() => rng.chance(0.45));
      const picked = chosen.length > 0 ? chosen : [leaning(rng, question.options)];
      return { ...answer, choiceExternalIds: picked.map((option) => option.externalId) };
    }
  }
}

/**
 * A submitter's answers that the public survey's check would accept: every mandatory question answered,
 * most optional ones, each value of its question's type (choices among the question's own options, a
 * number, a calendar day, yes or no).
 */
export function demoAnswers(rng: Rng, questions: readonly SeededQuestion[], submittedAt: Date): DemoAnswer[] {
  return questions
    .filter((question) => question.mandatory || rng.chance(OPTIONAL_ANSWERED))
    .map((question) => answerOf(rng, question, submittedAt));
}
