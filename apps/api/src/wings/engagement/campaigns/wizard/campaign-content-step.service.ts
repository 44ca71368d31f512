import {
  CAMPAIGN_MESSAGES,
  EMAIL_TEMPLATE_MESSAGES,
  EMAIL_TEMPLATE_VARIABLES,
  can,
  type CampaignContentBody,
  type CampaignDetail,
} from '@talent-desk/shared';
import type { Db } from '../../../../db/client.js';
import { AppError } from '../../../../errors.js';
import type { Actor } from '../../../../lib/actor.js';
import type { ActorAuditContext } from '../../../../lib/audit.js';
import type { Queryable } from '../../../../lib/queryable.js';
import { savingUnique } from '../../../../lib/unique-violation.js';
import { validationError, type FieldError } from '../../../../lib/validation-fields.js';
import { insertEmailTemplate, templateIdOf } from '../../email-templates/email-template.repo.js';
import { storableBody } from '../../../mail/index.js';
import { assertWizard, campaignNotFound } from '../campaign-access.js';
import { recordCampaignEvent } from '../campaign-audit.js';
import { readCampaign } from '../campaign-detail.service.js';
import { surveyTemplateIdOf } from '../campaign-references.repo.js';
import { findCampaign, updateCampaign } from '../campaign.repo.js';
import { assertFromAllowed } from './campaign-from.js';
import { reopenedValues } from './wizard-step.js';

const saveAsTemplateForbidden = () =>
  new AppError(403, 'FORBIDDEN', CAMPAIGN_MESSAGES.saveAsTemplateAdminOnly);
const templateTitleTaken = () =>
  new AppError(409, 'EMAIL_TEMPLATE_TITLE_EXISTS', EMAIL_TEMPLATE_MESSAGES.titleTaken);

/** The source e-mail template (a campaign template) and the survey template the body names, by id. */
async function templateIds(db: Queryable, body: CampaignContentBody) {
  const fields: FieldError[] = [];
  const emailTemplateId = body.emailTemplateExternalId
    ? await templateIdOf(db, body.emailTemplateExternalId)
    : null;
  if (body.emailTemplateExternalId && emailTemplateId === null)
    fields.push({ path: 'emailTemplateExternalId', message: CAMPAIGN_MESSAGES.templateUnknown });
  const surveyTemplateId = body.surveyTemplateExternalId
    ? await surveyTemplateIdOf(db, body.surveyTemplateExternalId)
    : null;
  if (body.surveyTemplateExternalId && surveyTemplateId === null)
    fields.push({ path: 'surveyTemplateExternalId', message: CAMPAIGN_MESSAGES.surveyUnknown });
  if (fields.length > 0) throw validationError(fields);
  return { emailTemplateId, surveyTemplateId };
}

/**
 * 'Save as a new template' (ADMIN only, PERM-03): the campaign's e-mail also stored as a campaign
 * template, made from the picked one; the campaign then refers to the new template.
 */
async function savedAsTemplate(
  tx: Queryable,
  actor: Actor,
  body: CampaignContentBody,
  html: string,
  basedOnId: number | null,
): Promise<number | null> {
  if (!body.saveAsTemplate) return basedOnId;
  const { title } = body.saveAsTemplate;
  const values = { title, fromAddress: body.from, subject: body.subject, body: html, basedOnId };
  const externalId = await savingUnique(templateTitleTaken, () =>
    insertEmailTemplate(tx, values, actor.userId),
  );
  return templateIdOf(tx, externalId);
}

/**
 * CAMP-22 (PUT .../content): step 2, the campaign's own e-mail (sanitised and checked as templates are:
 * 400 for its length or files, 406 for unknown placeholders; its From only at `fromDomains`), its
 * source template, survey template and dates; the draft then reopens at the preview. Schedule checks
 * the dates against the clock.
 */
export async function saveContentStep(
  db: Db,
  audit: ActorAuditContext,
  externalId: string,
  body: CampaignContentBody,
  fromDomains: readonly string[],
): Promise<CampaignDetail> {
  const { actor } = audit;
  await db.transaction(async (tx) => {
    const campaign = await findCampaign(tx, externalId, true);
    if (!campaign) throw campaignNotFound();
    assertWizard(campaign, actor);
    assertFromAllowed(body.from, fromDomains);
    if (body.saveAsTemplate && !can(actor.role, 'engagement:save-template-from-campaign'))
      throw saveAsTemplateForbidden();
    const html = storableBody(body.subject, body.body, EMAIL_TEMPLATE_VARIABLES);
    const { emailTemplateId, surveyTemplateId } = await templateIds(tx, body);
    await updateCampaign(tx, campaign.id, {
      emailTemplateId: await savedAsTemplate(tx, actor, body, html, emailTemplateId),
      fromAddress: body.from,
      subject: body.subject,
      body: html,
      surveyTemplateId,
      startTime: new Date(body.startTime),
      endTime: new Date(body.endTime),
      creationStep: 'PREVIEW',
      ...(await reopenedValues(tx, campaign)),
    });
    // One event for the call: a template saved from it is a change of the campaign's (PERM-03).
    const savedAs = body.saveAsTemplate
      ? [{ field: 'savedAsTemplate', old: null, new: body.saveAsTemplate.title }]
      : [];
    await recordCampaignEvent(tx, audit, 'campaign.updated', { before: campaign, externalId }, savedAs);
  });
  return readCampaign(db, actor, externalId);
}
