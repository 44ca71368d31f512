import {
  EMAIL_TEMPLATE_MESSAGES,
  GENERAL_EMAIL_TEMPLATE_MESSAGES,
  GENERAL_EMAIL_TEMPLATE_VARIABLES,
  GENERAL_TEMPLATE_LINK_VARIABLE,
  placeholdersIn,
  type GeneralEmailTemplateBody,
  type GeneralEmailTemplateDetail,
  type GeneralEmailTemplateList,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import { recordAudit, type AuditContext } from '../../../lib/audit.js';
import { fieldError } from '../../../lib/validation-fields.js';
import { storableBody } from '../rendering/template-body.js';
import * as repo from './general-email-template.repo.js';

const notFound = () => new AppError(404, 'NOT_FOUND', EMAIL_TEMPLATE_MESSAGES.notFound);

export function listGeneralVariables() {
  return { content: [...GENERAL_EMAIL_TEMPLATE_VARIABLES] };
}

export async function listGeneralTemplates(db: Db): Promise<GeneralEmailTemplateList> {
  return { content: await repo.listGeneralTemplates(db) };
}

export async function readGeneralTemplate(db: Db, externalId: string): Promise<GeneralEmailTemplateDetail> {
  const found = await repo.findGeneralTemplate(db, externalId);
  if (!found) throw notFound();
  return found;
}

/**
 * PUT: the campaign templates' body rules (ETPL-12..15, 406 for placeholders that are not this
 * template's variables, ETPL-19), and the link must stay in the body: an invitation or reset e-mail
 * without its link cannot be used (400 naming the body).
 */
export async function updateGeneralTemplate(
  db: Db,
  audit: AuditContext,
  externalId: string,
  body: GeneralEmailTemplateBody,
): Promise<GeneralEmailTemplateDetail> {
  const html = storableBody(body.subject, body.body, GENERAL_EMAIL_TEMPLATE_VARIABLES);
  if (!placeholdersIn(html).includes(GENERAL_TEMPLATE_LINK_VARIABLE)) {
    throw fieldError('body', GENERAL_EMAIL_TEMPLATE_MESSAGES.linkRequired);
  }
  await db.transaction(async (tx) => {
    const before = await repo.findGeneralTemplate(tx, externalId);
    if (!before || !(await repo.updateGeneralTemplate(tx, externalId, { subject: body.subject, body: html })))
      throw notFound();
    // A settings item (setting.*): the subject as it was and is; of the body only that it changed.
    await recordAudit(tx, audit, {
      action: 'setting.updated',
      target: { type: 'setting', id: externalId, label: `general-email-templates: ${before.title}` },
      changes: [
        ...(before.subject === body.subject
          ? []
          : [{ field: 'subject', old: before.subject, new: body.subject }]),
        ...(before.body === html ? [] : [{ field: 'body', old: null, new: 'changed' }]),
      ],
    });
  });
  return readGeneralTemplate(db, externalId);
}

/** At start: every general template exists, so Settings lists them all and sending finds its wording. */
export async function ensureGeneralTemplates(db: Db): Promise<void> {
  await repo.insertMissingGeneralTemplates(db);
}
