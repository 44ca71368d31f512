import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  EMAIL_TEMPLATE_MESSAGES,
  emailTemplateBodySchema,
  emailTemplateDraftSchema,
  messageResponseSchema,
  renderedEmailSchema,
  emailTemplateDetailSchema,
  emailTemplateListQuerySchema,
  emailTemplateVariableListSchema,
  emailTemplateRowSchema,
  pagedResponseSchema,
} from '@talent-desk/shared';
import { requireActor } from '../../../lib/actor.js';
import { actorAuditOf } from '../../../lib/audit.js';
import * as service from './email-template.service.js';
import { renderDraft, sendTestEmail } from '../../mail/index.js';

const idParams = z.object({ id: z.uuid() });
const notFound = { 404: apiErrorSchema.describe(`'${EMAIL_TEMPLATE_MESSAGES.notFound}' (ETPL-25)`) };
const saveErrors = {
  406: apiErrorSchema.describe(
    `'${EMAIL_TEMPLATE_MESSAGES.incorrectVariables}': a {{placeholder}} that is not a variable (ETPL-19)`,
  ),
  409: apiErrorSchema.describe(`'${EMAIL_TEMPLATE_MESSAGES.titleTaken}' (ETPL-20, ETPL-23)`),
};
const body = emailTemplateBodySchema.meta({
  description:
    'Title 2-250, from optional (an e-mail, up to 150), subject 1-250, body HTML of 25-2023 characters once ' +
    'sanitised (allow-list: paragraphs, headings, lists, emphasis, links). No images, figures or links to ' +
    "files ('files are not allowed'); placeholders are {{variable}} from GET .../variables, others are a 406.",
  examples: [
    {
      title: 'Invitation to an open role',
      from: 'talent@talentdesk.example',
      subject: 'A role for you, {{candidate.firstName}}',
      body: '<p>Hello {{candidate.firstName}},</p><p>We think {{vacancy.title}} suits you. {{survey.link}}</p>',
    },
  ],
});

/** E-mail templates: ADMIN and TAG read them; only ADMIN creates and edits (ETPL-02, PERM-03). */
export async function emailTemplatesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['engagement'];
  const base = '/api/engagement/email-templates';

  routes.get(
    `${base}/variables`,
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: 'The template variables (ETPL-06, ETPL-17)',
        response: { 200: emailTemplateVariableListSchema },
      },
    },
    async () => service.listVariables(),
  );

  routes.post(
    `${base}/preview`,
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: 'Preview a draft for a sample candidate',
        description: 'Sanitised, placeholders filled with sample values (HTML-escaped). Nothing is stored.',
        body: emailTemplateDraftSchema,
        response: { 200: renderedEmailSchema },
      },
    },
    async (request) => renderDraft(request.body),
  );

  // 202: queued to the signed-in user; the outbox shows how the delivery went.
  routes.post(
    `${base}/test`,
    {
      config: { permission: 'engagement:read' },
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
        .send(await sendTestEmail(db, app.mailer, requireActor(request.actor), renderDraft(request.body))),
  );

  routes.get(
    base,
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: 'List e-mail templates',
        description: 'Paged; search in title and subject; sort by title, subject or updatedAt (default).',
        querystring: emailTemplateListQuerySchema,
        response: { 200: pagedResponseSchema(emailTemplateRowSchema) },
      },
    },
    async (request) => service.listEmailTemplates(db, request.query),
  );

  routes.post(
    base,
    {
      config: { permission: 'engagement:email-templates' },
      schema: {
        tags,
        summary: 'Create an e-mail template (ETPL-16)',
        body,
        response: { 201: emailTemplateDetailSchema, ...saveErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createEmailTemplate(db, actorAuditOf(request), request.body)),
  );

  routes.get(
    `${base}/:id`,
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: 'Read an e-mail template (ETPL-17)',
        params: idParams,
        response: { 200: emailTemplateDetailSchema, ...notFound },
      },
    },
    async (request) => service.readEmailTemplate(db, request.params.id),
  );

  routes.put(
    `${base}/:id`,
    {
      config: { permission: 'engagement:email-templates' },
      schema: {
        tags,
        summary: 'Edit an e-mail template (ETPL-16)',
        params: idParams,
        body,
        response: { 200: emailTemplateDetailSchema, ...notFound, ...saveErrors },
      },
    },
    async (request) =>
      service.updateEmailTemplate(db, actorAuditOf(request), request.params.id, request.body),
  );
}
