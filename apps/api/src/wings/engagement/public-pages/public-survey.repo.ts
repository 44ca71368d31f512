import { asc, eq } from 'drizzle-orm';
import type { CheckedAnswer, PublicSurveyQuestion } from '@talent-desk/shared';
import { campaignSurveyQuestions, surveyAnswers, surveyResponses } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';

export type StoredQuestion = PublicSurveyQuestion & { id: number };

/** The campaign's own copy of its survey, in order (empty: the campaign has no survey). */
export async function surveyQuestions(db: Queryable, campaignId: number): Promise<StoredQuestion[]> {
  const rows = await db
    .select({
      id: campaignSurveyQuestions.id,
      externalId: campaignSurveyQuestions.externalId,
      question: campaignSurveyQuestions.text,
      type: campaignSurveyQuestions.type,
      mandatory: campaignSurveyQuestions.mandatory,
      options: campaignSurveyQuestions.options,
    })
    .from(campaignSurveyQuestions)
    .where(eq(campaignSurveyQuestions.campaignId, campaignId))
    .orderBy(asc(campaignSurveyQuestions.orderNo));
  return rows;
}

/** One typed value column per answer; choices as their option ids. */
function valueColumns(answer: CheckedAnswer) {
  switch (answer.type) {
    case 'BOOLEAN':
      return { booleanValue: answer.value };
    case 'NUMBER':
      return { numberValue: String(answer.value) };
    case 'DATE':
      return { dateValue: answer.value };
    default:
      return { choiceExternalIds: answer.value };
  }
}

/** The response and its answers (the caller's transaction holds the recipient's lock). */
export async function insertResponse(
  db: Queryable,
  recipient: { id: number; campaignId: number; candidateId: number },
  questions: readonly StoredQuestion[],
  answers: readonly CheckedAnswer[],
): Promise<void> {
  const [response] = await db
    .insert(surveyResponses)
    .values({
      campaignId: recipient.campaignId,
      recipientId: recipient.id,
      candidateId: recipient.candidateId,
    })
    .returning({ id: surveyResponses.id });
  if (!response) throw new Error('survey response not stored');
  const idOf = new Map(questions.map((q) => [q.externalId, q.id]));
  const rows = answers.flatMap((answer) => {
    const questionId = idOf.get(answer.questionExternalId);
    return questionId === undefined ? [] : [{ responseId: response.id, questionId, ...valueColumns(answer) }];
  });
  if (rows.length > 0) await db.insert(surveyAnswers).values(rows);
}
