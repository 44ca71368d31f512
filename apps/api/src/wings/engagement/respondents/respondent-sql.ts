import { asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { candidates, surveyAnswers, surveyResponses } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { containsPattern } from '../../../lib/like.js';
import { candidatesWhere, type CandidatesWhere } from '../../../lib/scope.js';
import type { AnswerCondition, RespondentOrder } from './respondent-plan.js';

const a = surveyAnswers;
const r = surveyResponses;

/** The value test of one condition on the answer row `a` (RESP-23, decisions.md). */
function answerTest(c: AnswerCondition): SQL {
  switch (c.kind) {
    case 'boolean':
      return sql`${a.booleanValue} = ${c.value}`;
    case 'atLeast':
      return sql`${a.numberValue} >= ${String(c.value)}::numeric`;
    case 'hasChoice':
      return sql`${c.choiceExternalId}::uuid = any(${a.choiceExternalIds})`;
    case 'onOrAfter':
      return sql`${a.dateValue} >= ${c.day}::date`;
  }
}

/** The response has an answer to the condition's question that passes it (unanswered never passes). */
function answered(c: AnswerCondition): SQL {
  return sql`exists (select 1 from ${a} where ${a.responseId} = ${r.id} and ${a.questionId} = ${c.questionId} and ${answerTest(c)})`;
}

/**
 * The campaign's responses the filters keep, in the actor's candidate scope: every condition holds
 * (AND), and the name contains any of `names` (OR), in any case.
 */
export function respondentsWhere(
  actor: Actor,
  campaignId: number,
  conditions: readonly AnswerCondition[] = [],
  names: readonly string[] = [],
): CandidatesWhere {
  const byName = or(...names.map((name) => sql`lower(${candidates.fullName}) like ${containsPattern(name)}`));
  return candidatesWhere(actor, eq(r.campaignId, campaignId), byName, ...conditions.map(answered));
}

/** A question's answer as a sortable value: choices by their options' texts, in the question's order. */
function answerSortKey(order: Extract<RespondentOrder, { by: 'question' }>): SQL {
  const { question } = order;
  const of = (value: SQL) =>
    sql`(select ${value} from ${a} where ${a.responseId} = ${r.id} and ${a.questionId} = ${question.id})`;
  switch (question.type) {
    case 'BOOLEAN':
      return of(sql`${a.booleanValue}`);
    case 'NUMBER':
      return of(sql`${a.numberValue}`);
    case 'DATE':
      return of(sql`${a.dateValue}`);
    default:
      // The options travel as a parameter: the texts of the chosen ids, joined in the question's order.
      return of(sql`lower((select string_agg(o.value->>'value', ', ' order by o.ord)
        from jsonb_array_elements(${JSON.stringify(question.options)}::jsonb) with ordinality as o(value, ord)
        where (o.value->>'externalId')::uuid = any(${a.choiceExternalIds})))`);
  }
}

const byName = (order: 'asc' | 'desc') => {
  const direction = order === 'asc' ? asc : desc;
  return [direction(sql`lower(${candidates.fullName})`), direction(r.id)];
};

/**
 * ORDER BY of RESP-03: the column asked, then the name and the response id so that the order is total
 * (the same request always lists the same rows first). Unanswered questions sort last either way.
 */
export function respondentsOrderBy(order: RespondentOrder): SQL[] {
  if (order.by === 'candidateName') return byName(order.order);
  const key = order.by === 'question' ? answerSortKey(order) : sql`${r.submittedAt}`;
  const direction = sql.raw(order.order === 'asc' ? 'asc nulls last' : 'desc nulls last');
  return [sql`${key} ${direction}`, ...byName('asc')];
}
