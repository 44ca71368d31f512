import { asc, eq } from 'drizzle-orm';
import { campaignSurveyQuestions } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';

/**
 * The campaign's survey copy (what recipients answered) with the row ids the answers refer to; a draft
 * has none yet, and neither has it respondents.
 */
export async function respondentQuestions(db: Queryable, campaignId: number) {
  return db
    .select({
      id: campaignSurveyQuestions.id,
      externalId: campaignSurveyQuestions.externalId,
      text: campaignSurveyQuestions.text,
      type: campaignSurveyQuestions.type,
      options: campaignSurveyQuestions.options,
    })
    .from(campaignSurveyQuestions)
    .where(eq(campaignSurveyQuestions.campaignId, campaignId))
    .orderBy(asc(campaignSurveyQuestions.orderNo));
}
export type RespondentQuestion = Awaited<ReturnType<typeof respondentQuestions>>[number];
