import { asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  SurveyTemplateBody,
  SurveyTemplateListQuery,
  SurveyTemplateRow,
  SurveyTemplateSortColumn,
} from '@talent-desk/shared';
import { surveyQuestionOptions, surveyQuestions, surveyTemplates, users } from '../../../db/schema/index.js';
import { containsPattern } from '../../../lib/like.js';
import type { PageWindow } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';

const iso = (column: typeof surveyTemplates.updatedAt | typeof surveyTemplates.createdAt) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const creatorName = sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`;
// Qualified by hand: drizzle writes bare column names in a correlated subquery of a single table.
const questionCount = sql<number>`(select count(*)::int from ${surveyQuestions} where ${surveyQuestions}.template_id = ${surveyTemplates}.id)`;

export function templateListWhere(query: SurveyTemplateListQuery): SQL | undefined {
  return query.search
    ? ilike(sql`lower(${surveyTemplates.title})`, containsPattern(query.search))
    : undefined;
}

const SORT = {
  title: sql`lower(${surveyTemplates.title})`,
  questionCount,
  updatedAt: surveyTemplates.updatedAt,
} satisfies Record<SurveyTemplateSortColumn, unknown>;

export async function listTemplateRows(
  db: Queryable,
  where: SQL | undefined,
  sort: { column: SurveyTemplateSortColumn; order: 'asc' | 'desc' },
  window: PageWindow,
): Promise<SurveyTemplateRow[]> {
  const direction = sort.order === 'asc' ? asc : desc;
  return db
    .select({
      externalId: surveyTemplates.externalId,
      title: surveyTemplates.title,
      description: surveyTemplates.description,
      questionCount,
      createdBy: creatorName,
      updatedAt: iso(surveyTemplates.updatedAt),
    })
    .from(surveyTemplates)
    .leftJoin(users, eq(users.id, surveyTemplates.createdByUserId))
    .where(where)
    .orderBy(direction(SORT[sort.column]), direction(surveyTemplates.id))
    .limit(window.limit)
    .offset(window.offset);
}

export async function countTemplates(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(surveyTemplates).where(where);
  return row?.n ?? 0;
}

export async function findTemplate(db: Queryable, externalId: string, lock = false) {
  const query = db
    .select({
      id: surveyTemplates.id,
      externalId: surveyTemplates.externalId,
      title: surveyTemplates.title,
      description: surveyTemplates.description,
      createdBy: creatorName,
      createdAt: iso(surveyTemplates.createdAt),
      updatedAt: iso(surveyTemplates.updatedAt),
    })
    .from(surveyTemplates)
    .leftJoin(users, eq(users.id, surveyTemplates.createdByUserId))
    .where(eq(surveyTemplates.externalId, externalId))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: surveyTemplates }) : await query;
  return row ?? null;
}

/** The template's questions in order, each with its options in order. */
export async function templateQuestions(db: Queryable, templateId: number) {
  const questions = await db
    .select({
      id: surveyQuestions.id,
      externalId: surveyQuestions.externalId,
      question: surveyQuestions.text,
      type: surveyQuestions.type,
      mandatory: surveyQuestions.mandatory,
      orderNo: surveyQuestions.orderNo,
    })
    .from(surveyQuestions)
    .where(eq(surveyQuestions.templateId, templateId))
    .orderBy(asc(surveyQuestions.orderNo));
  const options = questions.length
    ? await db
        .select({
          questionId: surveyQuestionOptions.questionId,
          externalId: surveyQuestionOptions.externalId,
          value: surveyQuestionOptions.value,
        })
        .from(surveyQuestionOptions)
        .where(
          inArray(
            surveyQuestionOptions.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(surveyQuestionOptions.questionId), asc(surveyQuestionOptions.orderNo))
    : [];
  return questions.map(({ id, ...question }) => ({
    ...question,
    options: options
      .filter((option) => option.questionId === id)
      .map(({ externalId, value }) => ({ externalId, value })),
  }));
}

export async function insertTemplate(
  db: Queryable,
  body: Pick<SurveyTemplateBody, 'title' | 'description'>,
  createdByUserId: number,
) {
  const [row] = await db
    .insert(surveyTemplates)
    .values({ title: body.title, description: body.description, createdByUserId })
    .returning({ id: surveyTemplates.id, externalId: surveyTemplates.externalId });
  if (!row) throw new Error('the survey template insert returned no row');
  return row;
}

export async function updateTemplate(
  db: Queryable,
  id: number,
  body: Pick<SurveyTemplateBody, 'title' | 'description'>,
): Promise<void> {
  await db
    .update(surveyTemplates)
    .set({ title: body.title, description: body.description, updatedAt: sql`now()` })
    .where(eq(surveyTemplates.id, id));
}

/** Replaces the template's questions and options with the body's (renumbered 1..n by the schema). */
export async function replaceQuestions(
  db: Queryable,
  templateId: number,
  questions: SurveyTemplateBody['questions'],
): Promise<void> {
  await db.delete(surveyQuestions).where(eq(surveyQuestions.templateId, templateId));
  const inserted = await db
    .insert(surveyQuestions)
    .values(
      questions.map((q) => ({
        templateId,
        orderNo: q.orderNo,
        text: q.text,
        type: q.type,
        mandatory: q.mandatory,
      })),
    )
    .returning({ id: surveyQuestions.id, orderNo: surveyQuestions.orderNo });
  const idByOrder = new Map(inserted.map((row) => [row.orderNo, row.id]));
  const options = questions.flatMap((q) =>
    q.surveyOptions.map((option, i) => ({
      questionId: idByOrder.get(q.orderNo) ?? -1,
      orderNo: i + 1,
      value: option.value,
    })),
  );
  if (options.length) await db.insert(surveyQuestionOptions).values(options);
}
