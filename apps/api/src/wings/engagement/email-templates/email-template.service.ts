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
import { changesBetween, recordAudit, type ActorAuditContext } from '../../../lib/audit.js';
import { fetchPage } from '../../../lib/paging.js';
import { savingUnique } from '../../../lib/unique-violation.js';
import type { Queryable } from '../../../lib/queryable.js';
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

/** The template fields an event records: not its body (long HTML, read on the template). */
const AUDITED_FIELDS = ['title', 'from', 'subject', 'emailTemplateId'] as const;
type Audited = Record<(typeof AUDITED_FIELDS)[number], unknown>;
const NOTHING: Audited = { title: null, from: null, subject: null, emailTemplateId: null };

/** One template event, in the change's transaction: the stored template before (null: new) and now. */
async function recordTemplateEvent(
  tx: Queryable,
  audit: ActorAuditContext,
  externalId: string,
  before: (Audited & { body: string }) | null,
): Promise<void> {
  const after = await repo.findEmailTemplate(tx, externalId);
  if (!after) throw notFound();
  const bodyChanged = before !== null && before.body !== after.body;
  await recordAudit(tx, audit, {
    action: before ? 'email_template.updated' : 'email_template.created',
    target: { type: 'email_template', id: externalId, label: after.title },
    changes: [
      ...changesBetween(before ?? NOTHING, after, AUDITED_FIELDS),
      // That the body changed, never what it says (it may hold links and names).
      ...(bodyChanged ? [{ field: 'body', old: null, new: 'changed' }] : []),
    ],
  });
}

/** ETPL-16 (POST): 409 on a title in use, whatever its case. */
export async function createEmailTemplate(
  db: Db,
  audit: ActorAuditContext,
  body: EmailTemplateBody,
): Promise<EmailTemplateDetail> {
  const values = await valuesOf(db, body);
  const externalId = await savingUnique(titleTaken, () =>
    db.transaction(async (tx) => {
      const created = await repo.insertEmailTemplate(tx, values, audit.actor.userId);
      await recordTemplateEvent(tx, audit, created, null);
      return created;
    }),
  );
  return readEmailTemplate(db, externalId);
}

/** ETPL-16 (PUT). */
export async function updateEmailTemplate(
  db: Db,
  audit: ActorAuditContext,
  externalId: string,
  body: EmailTemplateBody,
): Promise<EmailTemplateDetail> {
  const values = await valuesOf(db, body);
  await savingUnique(titleTaken, () =>
    db.transaction(async (tx) => {
      const before = await repo.findEmailTemplate(tx, externalId);
      if (!before || !(await repo.updateEmailTemplate(tx, externalId, values))) throw notFound();
      await recordTemplateEvent(tx, audit, externalId, before);
    }),
  );
  return readEmailTemplate(db, externalId);
}
