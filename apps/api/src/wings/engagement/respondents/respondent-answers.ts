import type { RespondentAnswer, RespondentRow } from '@talent-desk/shared';
import type { RespondentQuestion } from './respondent-questions.repo.js';
import type { RespondentRecord, StoredAnswer } from './respondents.repo.js';

/** One stored answer as RESP-22 shows it; null when its typed column is empty (nothing to show). */
export function answerOf(question: RespondentQuestion, stored: StoredAnswer): RespondentAnswer | null {
  const questionExternalId = question.externalId;
  switch (question.type) {
    case 'BOOLEAN':
      return stored.booleanValue === null
        ? null
        : { questionExternalId, type: question.type, answer: stored.booleanValue };
    case 'NUMBER':
      return stored.numberValue === null
        ? null
        : { questionExternalId, type: question.type, answer: Number(stored.numberValue) };
    case 'DATE':
      return stored.dateValue === null
        ? null
        : { questionExternalId, type: question.type, answer: stored.dateValue };
    default: {
      // The options' texts in the question's order (the order the survey showed them).
      const chosen = new Set((stored.choiceExternalIds ?? []).map((id) => id.toLowerCase()));
      const answer = question.options
        .filter((o) => chosen.has(o.externalId.toLowerCase()))
        .map((o) => o.value);
      return answer.length === 0 ? null : { questionExternalId, type: question.type, answer };
    }
  }
}

/** The rows with their answers, each in the survey's question order. */
export function withAnswers(
  questions: readonly RespondentQuestion[],
  records: readonly RespondentRecord[],
  stored: readonly StoredAnswer[],
): RespondentRow[] {
  const byResponse = new Map<number, Map<number, StoredAnswer>>();
  for (const answer of stored) {
    const answers = byResponse.get(answer.responseId) ?? new Map<number, StoredAnswer>();
    answers.set(answer.questionId, answer);
    byResponse.set(answer.responseId, answers);
  }
  return records.map(({ responseId, candidateExternalId, candidateName, completedAt }) => {
    const answers = byResponse.get(responseId);
    return {
      candidateExternalId,
      candidateName,
      completedAt,
      answers: questions.flatMap((q) => {
        const found = answers?.get(q.id);
        const answer = found ? answerOf(q, found) : null;
        return answer ? [answer] : [];
      }),
    };
  });
}
