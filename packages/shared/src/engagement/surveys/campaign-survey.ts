import { z } from 'zod';
import { surveyQuestionTypeSchema } from '../enums/survey-question-type.js';

/** One question of a campaign's survey; options (choice types only) carry the ids answers refer to. */
export const campaignSurveyQuestionSchema = z.object({
  externalId: z.uuid(),
  question: z.string(),
  type: surveyQuestionTypeSchema,
  mandatory: z.boolean(),
  options: z.array(z.object({ externalId: z.uuid(), value: z.string() })),
});
export type CampaignSurveyQuestion = z.output<typeof campaignSurveyQuestionSchema>;

/**
 * RESP-24: GET /api/campaigns/{id}/survey. The campaign's own copy once it is scheduled (later template
 * edits never change it), its survey template's questions while it is a draft; no questions without a
 * survey.
 */
export const campaignSurveySchema = z.object({
  surveyDto: z.object({ questions: z.array(campaignSurveyQuestionSchema) }),
});
export type CampaignSurvey = z.output<typeof campaignSurveySchema>;
