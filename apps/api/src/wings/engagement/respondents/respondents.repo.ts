import { count, eq, inArray } from 'drizzle-orm';
import { candidates, surveyAnswers, surveyResponses } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';
import { narrowed, type CandidatesWhere } from '../../../lib/scope.js';
import { isoTime } from '../campaigns/campaign-columns.js';
import type { RespondentOrder } from './respondent-plan.js';
import { respondentsOrderBy } from './respondent-sql.js';

const r = surveyResponses;

const rowColumns = {
  responseId: r.id,
  candidateExternalId: candidates.externalId,
  candidateName: candidates.fullName,
  completedAt: isoTime(r.submittedAt),
};

/** Responses with their candidate, in `order`, at most `limit`. */
export async function respondentRows(
  db: Queryable,
  where: CandidatesWhere,
  order: RespondentOrder,
  limit: number,
) {
  return db
    .select(rowColumns)
    .from(r)
    .innerJoin(candidates, eq(candidates.id, r.candidateId))
    .where(where)
    .orderBy(...respondentsOrderBy(order))
    .limit(limit);
}
export type RespondentRecord = Awaited<ReturnType<typeof respondentRows>>[number];

/** The response ids matching, in `order` (at most `limit`): what a download writes, batch by batch. */
export async function respondentIds(
  db: Queryable,
  where: CandidatesWhere,
  order: RespondentOrder,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: r.id })
    .from(r)
    .innerJoin(candidates, eq(candidates.id, r.candidateId))
    .where(where)
    .orderBy(...respondentsOrderBy(order))
    .limit(limit);
  return rows.map((row) => row.id);
}

/** The rows of some response ids (still within `where`), in no particular order. */
export async function respondentRowsOf(db: Queryable, where: CandidatesWhere, ids: readonly number[]) {
  return db
    .select(rowColumns)
    .from(r)
    .innerJoin(candidates, eq(candidates.id, r.candidateId))
    .where(narrowed(where, inArray(r.id, [...ids])));
}

export async function countRespondents(db: Queryable, where: CandidatesWhere): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(r)
    .innerJoin(candidates, eq(candidates.id, r.candidateId))
    .where(where);
  return row?.n ?? 0;
}

/**
 * The stored answers of some responses (typed columns, choices as option ids).
 * @scope the response ids come from a scoped read of respondents
 */
export async function answersOf(db: Queryable, responseIds: readonly number[]) {
  if (responseIds.length === 0) return [];
  return db
    .select({
      responseId: surveyAnswers.responseId,
      questionId: surveyAnswers.questionId,
      booleanValue: surveyAnswers.booleanValue,
      numberValue: surveyAnswers.numberValue,
      dateValue: surveyAnswers.dateValue,
      choiceExternalIds: surveyAnswers.choiceExternalIds,
    })
    .from(surveyAnswers)
    .where(inArray(surveyAnswers.responseId, [...responseIds]));
}
export type StoredAnswer = Awaited<ReturnType<typeof answersOf>>[number];
