import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../lib/queryable.js';
import { campaignSurveyQuestions } from '../../../db/schema/index.js';
import { demoAnswers, type SeededQuestion } from './demo-campaign-answers.js';
import type { TemplateQuestion } from './demo-campaign-refs.js';
import type { Rng } from '../../prng.js';

/**
 * The survey copies of scheduled and later campaigns, in one statement: options get ids of their own,
 * as Schedule's copy does (the template may change or go; answers refer to the copy).
 */
export async function insertSurveyCopies(
  db: Queryable,
  copies: readonly { campaignId: number; questions: readonly TemplateQuestion[] }[],
): Promise<Map<number, SeededQuestion[]>> {
  const values = copies.flatMap(({ campaignId, questions }) =>
    questions.map((q, i) => ({
      campaignId,
      orderNo: i + 1,
      text: q.text,
      type: q.type,
      mandatory: q.mandatory,
      options: q.options.map((value) => ({ externalId: randomUUID(), value })),
    })),
  );
  const byCampaign = new Map<number, SeededQuestion[]>();
  if (values.length === 0) return byCampaign;
  const rows = await db.insert(campaignSurveyQuestions).values(values).returning({
    id: campaignSurveyQuestions.id,
    externalId: campaignSurveyQuestions.externalId,
    campaignId: campaignSurveyQuestions.campaignId,
    orderNo: campaignSurveyQuestions.orderNo,
    question: campaignSurveyQuestions.text,
    type: campaignSurveyQuestions.type,
    mandatory: campaignSurveyQuestions.mandatory,
    options: campaignSurveyQuestions.options,
  });
  for (const { campaignId, orderNo: _order, ...question } of [...rows].sort(
    (a, b) => a.campaignId - b.campaignId || a.orderNo - b.orderNo,
  )) {
    byCampaign.set(campaignId, [...(byCampaign.get(campaignId) ?? []), question]);
  }
  return byCampaign;
}

/**
 * A survey response for every recipient who submitted (from their submitted_at), and answers that fit
 * the campaign's copy, in two statements. Returns how many responses were stored.
 */
export async function insertResponses(
  db: Queryable,
  rng: Rng,
  questionsByCampaign: ReadonlyMap<number, SeededQuestion[]>,
): Promise<number> {
  const campaignIds = [...questionsByCampaign.keys()];
  if (campaignIds.length === 0) return 0;
  const inserted = await db.execute<{ id: number; campaignId: number; submittedMs: number }>(sql`
    insert into survey_responses (campaign_id, recipient_id, candidate_id, submitted_at)
    select campaign_id, id, candidate_id, submitted_at from campaign_recipients
    where campaign_id = any(${sql.param(campaignIds)}::int[]) and submitted_at is not null
    order by submitted_at, id
    returning id, campaign_id as "campaignId", (extract(epoch from submitted_at) * 1000)::float8 as "submittedMs"`);
  // Ids follow the insert order; RETURNING's order is not promised, so sort for a repeatable stream.
  const responses = [...inserted.rows].sort((a, b) => a.id - b.id);
  const answers = responses.flatMap((response) =>
    demoAnswers(rng, questionsByCampaign.get(response.campaignId) ?? [], new Date(response.submittedMs)).map(
      (answer) => ({ responseId: response.id, ...answer }),
    ),
  );
  if (answers.length === 0) return responses.length;
  // choice_external_ids is uuid[]: each row's list travels as an array literal, cast explicitly.
  await db.execute(sql`
    insert into survey_answers (response_id, question_id, boolean_value, number_value, date_value, choice_external_ids)
    select t.r, t.q, t.b, t.n, t.d, t.c::uuid[]
    from unnest(
      ${sql.param(answers.map((a) => a.responseId))}::int[],
      ${sql.param(answers.map((a) => a.questionId))}::int[],
      ${sql.param(answers.map((a) => a.booleanValue))}::boolean[],
      ${sql.param(answers.map((a) => a.numberValue))}::numeric[],
      ${sql.param(answers.map((a) => a.dateValue))}::date[],
      ${sql.param(answers.map((a) => (a.choiceExternalIds ? `{${a.choiceExternalIds.join(',')}}` : null)))}::text[]
    ) as t(r, q, b, n, d, c)`);
  return responses.length;
}
