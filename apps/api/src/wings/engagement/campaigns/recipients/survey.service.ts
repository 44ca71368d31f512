import type { CampaignSurvey, CampaignSurveyQuestion } from '@talent-desk/shared';
import type { Db } from '../../../../db/client.js';
import { templateQuestions } from '../../survey-templates/survey-template.repo.js';
import { campaignNotFound } from '../campaign-access.js';
import { findCampaign } from '../campaign.repo.js';
import { surveyCopy } from '../wizard/survey-copy.repo.js';

/**
 * RESP-24: the campaign's survey. Once scheduled it is the campaign's own copy (what recipients answer,
 * whatever happens to the template since); a draft shows its survey template as it is now. No survey,
 * no questions.
 */
export async function readCampaignSurvey(db: Db, externalId: string): Promise<CampaignSurvey> {
  const campaign = await findCampaign(db, externalId);
  if (!campaign) throw campaignNotFound();
  let questions: CampaignSurveyQuestion[];
  if (campaign.status !== 'DRAFT') questions = await surveyCopy(db, campaign.id);
  else if (campaign.surveyTemplateId === null) questions = [];
  else {
    questions = (await templateQuestions(db, campaign.surveyTemplateId)).map(
      ({ externalId: id, question, type, mandatory, options }) => ({
        externalId: id,
        question,
        type,
        mandatory,
        options,
      }),
    );
  }
  return { surveyDto: { questions } };
}
