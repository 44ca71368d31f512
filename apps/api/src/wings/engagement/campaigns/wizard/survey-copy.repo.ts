import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { SurveyQuestionType } from '@talent-desk/shared';
import { campaignSurveyQuestions } from '../../../../db/schema/index.js';
import type { Queryable } from '../../../../lib/queryable.js';

export type SurveyQuestionSource = {
  question: string;
  type: SurveyQuestionType;
  mandatory: boolean;
  orderNo: number;
  options: readonly { value: string }[];
};

/**
 * The campaign's own copy of its survey (taken when it is scheduled): questions and options get ids of
 * their own, so answers and respondent filters never depend on the template, which may change or go.
 */
export async function replaceSurveyCopy(
  db: Queryable,
  campaignId: number,
  questions: readonly SurveyQuestionSource[],
): Promise<void> {
  await deleteSurveyCopy(db, campaignId);
  if (questions.length === 0) return;
  await db.insert(campaignSurveyQuestions).values(
    questions.map((q, i) => ({
      campaignId,
      orderNo: i + 1,
      text: q.question,
      type: q.type,
      mandatory: q.mandatory,
      options: q.options.map((option) => ({ externalId: randomUUID(), value: option.value })),
    })),
  );
}

export async function deleteSurveyCopy(db: Queryable, campaignId: number): Promise<void> {
  await db.delete(campaignSurveyQuestions).where(eq(campaignSurveyQuestions.campaignId, campaignId));
}

/** The copy in order, as RESP-24 names its fields. */
export async function surveyCopy(db: Queryable, campaignId: number) {
  return db
    .select({
      externalId: campaignSurveyQuestions.externalId,
      question: campaignSurveyQuestions.text,
      type: campaignSurveyQuestions.type,
      mandatory: campaignSurveyQuestions.mandatory,
      options: campaignSurveyQuestions.options,
    })
    .from(campaignSurveyQuestions)
    .where(eq(campaignSurveyQuestions.campaignId, campaignId))
    .orderBy(asc(campaignSurveyQuestions.orderNo));
}
