import {
  RESPONDENT_MESSAGES,
  RESPONDENTS_LIMIT,
  type RespondentsBody,
  type RespondentsResponse,
  type RespondentsSortQuery,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import type { Actor } from '../../../lib/actor.js';
import type { CandidatesWhere } from '../../../lib/scope.js';
import { fieldError, validationError } from '../../../lib/validation-fields.js';
import { campaignNotFound } from '../campaigns/campaign-access.js';
import { findCampaign } from '../campaigns/campaign.repo.js';
import { withAnswers } from './respondent-answers.js';
import { checkFilters, checkOrder, type RespondentOrder } from './respondent-plan.js';
import { respondentQuestions, type RespondentQuestion } from './respondent-questions.repo.js';
import { respondentsWhere } from './respondent-sql.js';
import { answersOf, countRespondents, respondentRows } from './respondents.repo.js';

/** A respondents request made ready: the campaign, its questions, the WHERE of the filters and the order. */
export type RespondentsQuery = {
  campaign: { id: number; name: string };
  questions: RespondentQuestion[];
  where: CandidatesWhere;
  order: RespondentOrder;
};

/**
 * The listing and the download read the same request (RESP-09): an unknown campaign is 404; a body for
 * another campaign, a filter that does not fit the survey or an unknown sort column is a 400 naming it.
 */
export async function respondentsQuery(
  db: Db,
  actor: Actor,
  campaignExternalId: string,
  body: RespondentsBody,
  sort: RespondentsSortQuery,
): Promise<RespondentsQuery> {
  const campaign = await findCampaign(db, campaignExternalId);
  if (!campaign) throw campaignNotFound();
  if (body.campaignExternalId.toLowerCase() !== campaign.externalId.toLowerCase())
    throw fieldError('campaignExternalId', RESPONDENT_MESSAGES.campaignMismatch);
  const questions = await respondentQuestions(db, campaign.id);
  const filters = checkFilters(questions, body.filters);
  const order = checkOrder(questions, sort);
  const problems = [...(filters.ok ? [] : filters.fields), ...(order.ok ? [] : order.fields)];
  if (!filters.ok || !order.ok) throw validationError(problems);
  return {
    campaign: { id: campaign.id, name: campaign.name },
    questions,
    where: respondentsWhere(actor, campaign.id, filters.value, body.candidateNames),
    order: order.value,
  };
}

/**
 * RESP-10/11: the first RESPONDENTS_LIMIT respondents the filters keep, sorted by the server (RESP-03),
 * with how many matched and how many the campaign has in all (RESP-20 versus RESP-21).
 */
export async function listRespondents(
  db: Db,
  actor: Actor,
  campaignExternalId: string,
  body: RespondentsBody,
  sort: RespondentsSortQuery,
): Promise<RespondentsResponse> {
  const query = await respondentsQuery(db, actor, campaignExternalId, body, sort);
  const records = await respondentRows(db, query.where, query.order, RESPONDENTS_LIMIT);
  const stored = await answersOf(
    db,
    records.map((record) => record.responseId),
  );
  const totalElements =
    records.length < RESPONDENTS_LIMIT ? records.length : await countRespondents(db, query.where);
  const totalRespondents = await countRespondents(db, respondentsWhere(actor, query.campaign.id));
  return {
    content: withAnswers(query.questions, records, stored),
    totalElements,
    totalRespondents,
    limit: RESPONDENTS_LIMIT,
  };
}
