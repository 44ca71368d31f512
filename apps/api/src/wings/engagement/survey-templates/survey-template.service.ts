import {
  SURVEY_TEMPLATE_MESSAGES,
  type Paged,
  type SurveyTemplateBody,
  type SurveyTemplateDetail,
  type SurveyTemplateListQuery,
  type SurveyTemplateRow,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../../lib/actor.js';
import { fetchPage } from '../../../lib/paging.js';
import type { Queryable } from '../../../lib/queryable.js';
import { savingUnique } from '../../../lib/unique-violation.js';
import * as repo from './survey-template.repo.js';

const notFound = () => new AppError(404, 'NOT_FOUND', SURVEY_TEMPLATE_MESSAGES.notFound);
const titleTaken = () =>
  new AppError(409, 'SURVEY_TEMPLATE_TITLE_EXISTS', SURVEY_TEMPLATE_MESSAGES.titleTaken);

export async function listSurveyTemplates(
  db: Db,
  query: SurveyTemplateListQuery,
): Promise<Paged<SurveyTemplateRow>> {
  const where = repo.templateListWhere(query);
  return fetchPage(
    query,
    (window) => repo.listTemplateRows(db, where, { column: query.column, order: query.order }, window),
    () => repo.countTemplates(db, where),
  );
}

async function readWith(db: Queryable, externalId: string): Promise<SurveyTemplateDetail> {
  const template = await repo.findTemplate(db, externalId);
  if (!template) throw notFound();
  const { id, ...rest } = template;
  return { ...rest, questions: await repo.templateQuestions(db, id) };
}

/** STPL-13. */
export async function readSurveyTemplate(db: Db, externalId: string): Promise<SurveyTemplateDetail> {
  return readWith(db, externalId);
}

/** STPL-11: the template and its questions in one transaction; 409 on a title already used (any case). */
export async function createSurveyTemplate(
  db: Db,
  actor: Actor,
  body: SurveyTemplateBody,
): Promise<SurveyTemplateDetail> {
  const externalId = await savingUnique(titleTaken, () =>
    db.transaction(async (tx) => {
      const created = await repo.insertTemplate(tx, body, actor.userId);
      await repo.replaceQuestions(tx, created.id, body.questions);
      return created.externalId;
    }),
  );
  return readWith(db, externalId);
}

/**
 * STPL-12: title, description and the whole question list are replaced together (the row is locked,
 * so two saves of one template apply one after the other, never mixed).
 */
export async function updateSurveyTemplate(
  db: Db,
  externalId: string,
  body: SurveyTemplateBody,
): Promise<SurveyTemplateDetail> {
  await savingUnique(titleTaken, () =>
    db.transaction(async (tx) => {
      const template = await repo.findTemplate(tx, externalId, true);
      if (!template) throw notFound();
      await repo.updateTemplate(tx, template.id, body);
      await repo.replaceQuestions(tx, template.id, body.questions);
    }),
  );
  return readWith(db, externalId);
}
