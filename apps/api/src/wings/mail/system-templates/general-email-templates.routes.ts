import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  EMAIL_TEMPLATE_MESSAGES,
  emailTemplateDraftSchema,
  emailTemplateVariableListSchema,
  GENERAL_EMAIL_TEMPLATE_MESSAGES,
  generalEmailTemplateBodySchema,
  generalEmailTemplateDetailSchema,
  generalEmailTemplateListSchema,
  messageResponseSchema,
  renderedEmailSchema,
} from '@talent-desk/shared';
import { requireActor } from '../../../lib/actor.js';
import { auditContextOf } from '../../../lib/audit.js';
import { sendTestEmail } from '../rendering/template-preview.service.js';
import { renderGeneralDraft } from './general-mail.js';
import * as service from './general-email-template.service.js';

const idParams = z.object({ id: z.uuid() });
const notFound = { 404: apiErrorSchema.describe(`'${EMAIL_TEMPLATE_MESSAGES.notFound}'`) };
const body = generalEmailTemplateBodySchema.meta({
  description:
    'Subject 1-250 and body HTML of 25-2023 characters once sanitised, as a campaign template (ETPL-10..15). ' +
    'Placeholders are {{variable}} from GET .../variables (others: 406); the body must keep {{action.link}}.',
  examples: [
    {
      subject: 'Welcome to {{app.name}}, {{user.firstName}}',
      body: '<p>Hello {{user.firstName}},</p><p>Choose your password here: {{action.link}}</p>',
    },
  ],
});

/**
 * Settings > General e-mail templates (SET-01, SET-03): the wording of the app's own e-mails (invitation,
 * password reset). ADMIN only; they are listed, read and edited, never created or deleted.
 */
export async function generalEmailTemplatesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const config = { permission: 'settings:manage' } as const;
  const tags = ['settings'];
  const base = '/api/settings/general-email-templates';

  // Every process makes sure the templates exist before it serves (idempotent, also after a demo reset).
  // A database that does not answer yet must not stop the start (/readyz says so instead); the mails
  // fall back to the default wording until a later start stores it.
  app.addHook('onReady', async () => {
    try {
      await service.ensureGeneralTemplates(db);
    } catch (error) {
      app.log.warn({ err: error }, 'general e-mail templates not ensured: the database did not answer');
    }
  });

  routes.get(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'List the general e-mail templates',
        description: 'One per e-mail the app sends itself, in a fixed order (no paging).',
        response: { 200: generalEmailTemplateListSchema },
      },
    },
    async () => service.listGeneralTemplates(db),
  );

  routes.get(
    `${base}/variables`,
    {
      config,
      schema: {
        tags,
        summary: "The general templates' variables (user, link, app)",
        response: { 200: emailTemplateVariableListSchema },
      },
    },
    async () => service.listGeneralVariables(),
  );

  routes.post(
    `${base}/preview`,
    {
      config,
      schema: {
        tags,
        summary: 'Preview a general template draft for a sample user and link',
        description: 'Sanitised, placeholders filled with sample values (HTML-escaped). Nothing is stored.',
        body: emailTemplateDraftSchema,
        response: { 200: renderedEmailSchema },
      },
    },
    async (request) => renderGeneralDraft(request.body),
  );

  // 202: queued to the signed-in ADMIN; the outbox shows how the delivery went.
  routes.post(
    `${base}/test`,
    {
      config,
      schema: {
        tags,
        summary: "'Send test e-mail': the previewed draft to the signed-in user",
        body: emailTemplateDraftSchema,
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await sendTestEmail(db, app.mailer, requireActor(request.actor), renderGeneralDraft(request.body)),
        ),
  );

  routes.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Read a general e-mail template',
        params: idParams,
        response: { 200: generalEmailTemplateDetailSchema, ...notFound },
      },
    },
    async (request) => service.readGeneralTemplate(db, request.params.id),
  );

  routes.put(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Edit the wording of a general e-mail template',
        params: idParams,
        body,
        response: {
          200: generalEmailTemplateDetailSchema,
          ...notFound,
          400: apiErrorSchema.describe(
            `A field rule, or '${GENERAL_EMAIL_TEMPLATE_MESSAGES.linkRequired}' (the body lost its link)`,
          ),
          406: apiErrorSchema.describe(
            `'${EMAIL_TEMPLATE_MESSAGES.incorrectVariables}': a {{placeholder}} that is not a variable of this template`,
          ),
        },
      },
    },
    async (request) =>
      service.updateGeneralTemplate(db, auditContextOf(request), request.params.id, request.body),
  );
}
