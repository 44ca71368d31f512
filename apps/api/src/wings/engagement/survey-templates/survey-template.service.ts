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
import { changesBetween, recordAudit, type ActorAuditContext } from '../../../lib/audit.js';
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

/** What an event records of a template: its title, description and questions' texts in order. */
async function audited(tx: Queryable, id: number, template: { title: string; description: string | null }) {
  const questions = (await repo.templateQuestions(tx, id)).map((question) => question.question);
  return { title: template.title, description: template.description, questions };
}
const AUDITED_FIELDS = ['title', 'description', 'questions'] as const;
const NOTHING = { title: null, description: null, questions: null };

async function recordTemplateEvent(
  tx: Queryable,
  audit: ActorAuditContext,
  template: { id: number; externalId: string },
  before: Awaited<ReturnType<typeof audited>> | null,
): Promise<void> {
  const now = await repo.findTemplate(tx, template.externalId);
  if (!now) throw notFound();
  const after = await audited(tx, template.id, now);
  await recordAudit(tx, audit, {
    action: before ? 'survey_template.updated' : 'survey_template.created',
    target: { type: 'survey_template', id: template.externalId, label: after.title },
    changes: changesBetween(before ?? NOTHING, after, AUDITED_FIELDS),
  });
}

/** STPL-11: the template and its questions in one transaction; 409 on a title already used (any case). */
export async function createSurveyTemplate(
  db: Db,
  audit: ActorAuditContext,
  body: SurveyTemplateBody,
): Promise<SurveyTemplateDetail> {
  const externalId = await savingUnique(titleTaken, () =>
    db.transaction(async (tx) => {
      const created = await repo.insertTemplate(tx, body, audit.actor.userId);
      await repo.replaceQuestions(tx, created.id, body.questions);
      await recordTemplateEvent(tx, audit, created, null);
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
  audit: ActorAuditContext,
  externalId: string,
  body: SurveyTemplateBody,
): Promise<SurveyTemplateDetail> {
  await savingUnique(titleTaken, () =>
    db.transaction(async (tx) => {
      const template = await repo.findTemplate(tx, externalId, true);
      if (!template) throw notFound();
      const before = await audited(tx, template.id, template);
      await repo.updateTemplate(tx, template.id, body);
      await repo.replaceQuestions(tx, template.id, body.questions);
      await recordTemplateEvent(tx, audit, template, before);
    }),
  );
  return readWith(db, externalId);
}
