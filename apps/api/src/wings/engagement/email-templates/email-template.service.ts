import {
  EMAIL_TEMPLATE_MESSAGES,
  EMAIL_TEMPLATE_VARIABLES,
  type EmailTemplateBody,
  type EmailTemplateDetail,
  type EmailTemplateListQuery,
  type EmailTemplateRow,
  type Paged,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../../lib/actor.js';
import { fetchPage } from '../../../lib/paging.js';
import { savingUnique } from '../../../lib/unique-violation.js';
import { fieldError } from '../../../lib/validation-fields.js';
import * as repo from './email-template.repo.js';
import { storableBody } from '../../mail/index.js';

const notFound = () => new AppError(404, 'NOT_FOUND', EMAIL_TEMPLATE_MESSAGES.notFound);
const titleTaken = () => new AppError(409, 'EMAIL_TEMPLATE_TITLE_EXISTS', EMAIL_TEMPLATE_MESSAGES.titleTaken);

export function listVariables() {
  return { content: [...EMAIL_TEMPLATE_VARIABLES] };
}

export async function listEmailTemplates(
  db: Db,
  query: EmailTemplateListQuery,
): Promise<Paged<EmailTemplateRow>> {
  const where = repo.emailTemplateListWhere(query);
  return fetchPage(
    query,
    (window) => repo.listEmailTemplateRows(db, where, { column: query.column, order: query.order }, window),
    () => repo.countEmailTemplates(db, where),
  );
}

export async function readEmailTemplate(db: Db, externalId: string): Promise<EmailTemplateDetail> {
  const found = await repo.findEmailTemplate(db, externalId);
  if (!found) throw notFound();
  const { id: _id, ...template } = found;
  return template;
}

/** What is stored: the body checked and sanitised (storableBody), the base template by its id. */
async function valuesOf(db: Db, body: EmailTemplateBody): Promise<repo.EmailTemplateValues> {
  const html = storableBody(body.subject, body.body, EMAIL_TEMPLATE_VARIABLES);
  const basedOnId = body.emailTemplateId ? await repo.templateIdOf(db, body.emailTemplateId) : null;
  if (body.emailTemplateId && basedOnId === null)
    throw fieldError('emailTemplateId', EMAIL_TEMPLATE_MESSAGES.notFound);
  return { title: body.title, fromAddress: body.from, subject: body.subject, body: html, basedOnId };
}

/** ETPL-16 (POST): 409 on a title in use, whatever its case. */
export async function createEmailTemplate(
  db: Db,
  actor: Actor,
  body: EmailTemplateBody,
): Promise<EmailTemplateDetail> {
  const values = await valuesOf(db, body);
  const externalId = await savingUnique(titleTaken, () => repo.insertEmailTemplate(db, values, actor.userId));
  return readEmailTemplate(db, externalId);
}

/** ETPL-16 (PUT). */
export async function updateEmailTemplate(
  db: Db,
  externalId: string,
  body: EmailTemplateBody,
): Promise<EmailTemplateDetail> {
  const values = await valuesOf(db, body);
  const updated = await savingUnique(titleTaken, () => repo.updateEmailTemplate(db, externalId, values));
  if (!updated) throw notFound();
  return readEmailTemplate(db, externalId);
}
