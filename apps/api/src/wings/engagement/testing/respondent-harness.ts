import { asc, eq } from 'drizzle-orm';
import type { CampaignSurveyQuestion } from '@talent-desk/shared';
import {
  campaignRecipients,
  campaignSurveyQuestions,
  campaigns,
  surveyAnswers,
  surveyResponses,
} from '../../../db/schema/index.js';
import { newRecipientToken, recipientTokenDigest } from '../../../lib/recipient-token.js';
import { insertCandidate, type CandidateFixture } from '../../../test/fixtures.js';
import { CAMPAIGNS_URL, openCampaignHarness, type CampaignHarness } from './campaign-harness.js';

/** The survey every respondents test answers: one question of each type (ENUM-20). */
export const SURVEY = {
  title: 'Respondents survey',
  questions: [
    { text: 'Are you open to relocation within the country?', type: 'BOOLEAN', mandatory: true, orderNo: 1 },
    { text: 'Years with Java', type: 'NUMBER', mandatory: false, orderNo: 2 },
    { text: 'Earliest start date', type: 'DATE', mandatory: false, orderNo: 3 },
    {
      text: 'Work model',
      type: 'SINGLE_CHOICE',
      mandatory: false,
      orderNo: 4,
      surveyOptions: [{ value: 'Remote' }, { value: 'Hybrid' }, { value: 'On-site' }],
    },
    {
      text: 'Team size',
      type: 'SELECT',
      mandatory: false,
      orderNo: 5,
      surveyOptions: [{ value: 'Small' }, { value: 'Large' }],
    },
    {
      text: 'Languages you use',
      type: 'MULTIPLE_CHOICE',
      mandatory: false,
      orderNo: 6,
      surveyOptions: [{ value: 'Java' }, { value: 'Kotlin' }, { value: 'Go' }],
    },
  ],
} as const;

export type Answers = {
  relocate?: boolean;
  years?: number;
  start?: string;
  model?: 'Remote' | 'Hybrid' | 'On-site';
  team?: 'Small' | 'Large';
  languages?: ('Java' | 'Kotlin' | 'Go')[];
};

export type RespondentsHarness = CampaignHarness & {
  /** An OPEN campaign with the survey above, owned by the TAG. */
  campaignId: string;
  questions: CampaignSurveyQuestion[];
  question: (index: number) => CampaignSurveyQuestion;
  option: (index: number, value: string) => string;
  /** A candidate who received the campaign and submitted these answers at `at`. */
  respond: (
    name: [string, string],
    answers: Answers,
    at: Date,
    campaignId?: string,
  ) => Promise<CandidateFixture>;
  /** A candidate who received the campaign and has not answered yet: the recipient's link token. */
  recipient: (name: [string, string]) => Promise<{ token: string; candidate: CandidateFixture }>;
  /** Another OPEN campaign with the survey (its own copy). */
  openCampaign: (name?: string) => Promise<{ id: string; questions: CampaignSurveyQuestion[] }>;
};

function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index}`);
  return item;
}

/** A campaign's survey as the tests answer it: the API's questions with their row ids. */
type StoredSurvey = { questions: CampaignSurveyQuestion[]; rowIds: number[] };

/** Answers as the public survey stores them: typed columns, choices as option ids. */
function answerRows(survey: StoredSurvey, answers: Answers, responseId: number) {
  const ids = (index: number, values: readonly string[]) =>
    values.map((v) => {
      const option = at(survey.questions, index).options.find((o) => o.value === v);
      if (!option) throw new Error(`no option ${v}`);
      return option.externalId;
    });
  const rows: (typeof surveyAnswers.$inferInsert)[] = [];
  const add = (index: number, values: Partial<typeof surveyAnswers.$inferInsert>) =>
    rows.push({ responseId, questionId: at(survey.rowIds, index), ...values });
  if (answers.relocate !== undefined) add(0, { booleanValue: answers.relocate });
  if (answers.years !== undefined) add(1, { numberValue: String(answers.years) });
  if (answers.start !== undefined) add(2, { dateValue: answers.start });
  if (answers.model) add(3, { choiceExternalIds: ids(3, [answers.model]) });
  if (answers.team) add(4, { choiceExternalIds: ids(4, [answers.team]) });
  if (answers.languages) add(5, { choiceExternalIds: ids(5, answers.languages) });
  return rows;
}

export async function openRespondentsHarness(): Promise<RespondentsHarness> {
  const h = await openCampaignHarness();
  const survey = await h.call('admin', 'POST', '/api/engagement/survey-templates', SURVEY);
  if (survey.statusCode !== 201) throw new Error(`survey not created: ${survey.body}`);
  const surveyTemplateExternalId = String(survey.json().externalId);
  const db = h.t.db;

  const surveys = new Map<string, StoredSurvey & { campaignRowId: number }>();

  const openCampaign: RespondentsHarness['openCampaign'] = async (name) => {
    const id = await h.scheduled('tag', {
      audience: name ? { name } : undefined,
      content: { surveyTemplateExternalId },
    });
    await h.setStatus(id, 'OPEN', { startTime: new Date(Date.now() - 86_400_000), openedAt: new Date() });
    const read = await h.call('tag', 'GET', `${CAMPAIGNS_URL}/${id}/survey`);
    const questions = read.json().surveyDto.questions as CampaignSurveyQuestion[];
    const [campaign] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.externalId, id));
    if (!campaign) throw new Error('no campaign');
    const rows = await db
      .select({ id: campaignSurveyQuestions.id })
      .from(campaignSurveyQuestions)
      .where(eq(campaignSurveyQuestions.campaignId, campaign.id))
      .orderBy(asc(campaignSurveyQuestions.orderNo));
    surveys.set(id, { questions, rowIds: rows.map((row) => row.id), campaignRowId: campaign.id });
    return { id, questions };
  };
  const main = await openCampaign();

  const recipient: RespondentsHarness['recipient'] = async ([firstName, lastName]) => {
    const survey = surveys.get(main.id);
    if (!survey) throw new Error('no survey');
    const candidate = await insertCandidate(db, { firstName, lastName, emailNotifications: true });
    const token = newRecipientToken();
    await db.insert(campaignRecipients).values({
      campaignId: survey.campaignRowId,
      candidateId: candidate.id,
      email: candidate.email,
      tokenHash: recipientTokenDigest(token),
      delivery: 'SENT',
      sentAt: new Date(),
    });
    return { token, candidate };
  };

  const respond: RespondentsHarness['respond'] = async (
    [firstName, lastName],
    answers,
    when,
    id = main.id,
  ) => {
    const survey = surveys.get(id);
    if (!survey) throw new Error('not a campaign of this harness');
    const candidate = await insertCandidate(db, { firstName, lastName, emailNotifications: true });
    const [recipient] = await db
      .insert(campaignRecipients)
      .values({
        campaignId: survey.campaignRowId,
        candidateId: candidate.id,
        email: candidate.email,
        delivery: 'SENT',
        sentAt: when,
        submittedAt: when,
      })
      .returning({ id: campaignRecipients.id });
    if (!recipient) throw new Error('no recipient');
    const [response] = await db
      .insert(surveyResponses)
      .values({
        campaignId: survey.campaignRowId,
        recipientId: recipient.id,
        candidateId: candidate.id,
        submittedAt: when,
      })
      .returning({ id: surveyResponses.id });
    if (!response) throw new Error('no response');
    const rows = answerRows(survey, answers, response.id);
    if (rows.length > 0) await db.insert(surveyAnswers).values(rows);
    return candidate;
  };

  return {
    ...h,
    campaignId: main.id,
    questions: main.questions,
    question: (index) => at(main.questions, index),
    option: (index, value) => {
      const option = at(main.questions, index).options.find((o) => o.value === value);
      if (!option) throw new Error(`no option ${value}`);
      return option.externalId;
    },
    respond,
    recipient,
    openCampaign,
  };
}
