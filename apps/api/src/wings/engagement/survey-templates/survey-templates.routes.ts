import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  pagedResponseSchema,
  SURVEY_TEMPLATE_MESSAGES,
  surveyTemplateBodySchema,
  surveyTemplateDetailSchema,
  surveyTemplateListQuerySchema,
  surveyTemplateRowSchema,
} from '@talent-desk/shared';
import { actorAuditOf } from '../../../lib/audit.js';
import * as service from './survey-template.service.js';

const idParams = z.object({ id: z.uuid() });
const notFound = { 404: apiErrorSchema.describe(`'${SURVEY_TEMPLATE_MESSAGES.notFound}'`) };
const titleTaken = { 409: apiErrorSchema.describe(`'${SURVEY_TEMPLATE_MESSAGES.titleTaken}' (STPL-14)`) };
const body = surveyTemplateBodySchema.meta({
  description:
    'Title 2-255, description up to 1000, 1-50 questions (text 2-250, type, mandatory, orderNo from 1). ' +
    'Options only for SELECT, SINGLE_CHOICE and MULTIPLE_CHOICE: at least 2, each 1-250 characters, all ' +
    'different. The questions are stored in orderNo order, renumbered 1..n.',
  examples: [
    {
      title: 'Availability check',
      description: 'Three quick questions about your next move.',
      questions: [
        { text: 'Are you open to new roles?', type: 'BOOLEAN', mandatory: true, orderNo: 1 },
        {
          text: 'Preferred work model',
          type: 'SINGLE_CHOICE',
          mandatory: false,
          orderNo: 2,
          surveyOptions: [{ value: 'Remote' }, { value: 'Hybrid' }, { value: 'On site' }],
        },
      ],
    },
  ],
});

/** Survey templates (STPL-11..13): ADMIN and TAG read and write them; a VENDOR gets 403. */
export async function surveyTemplatesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['engagement'];

  routes.get(
    '/api/engagement/survey-templates',
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: 'List survey templates',
        description:
          'Paged; search by part of the title; sort by title, questionCount or updatedAt (default).',
        querystring: surveyTemplateListQuerySchema,
        response: { 200: pagedResponseSchema(surveyTemplateRowSchema) },
      },
    },
    async (request) => service.listSurveyTemplates(db, request.query),
  );

  routes.post(
    '/api/engagement/survey-templates',
    {
      config: { permission: 'engagement:write' },
      schema: {
        tags,
        summary: 'Create a survey template (STPL-11)',
        body,
        response: { 201: surveyTemplateDetailSchema, ...titleTaken },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createSurveyTemplate(db, actorAuditOf(request), request.body)),
  );

  routes.get(
    '/api/engagement/survey-templates/:id',
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: 'Read a survey template (STPL-13)',
        params: idParams,
        response: { 200: surveyTemplateDetailSchema, ...notFound },
      },
    },
    async (request) => service.readSurveyTemplate(db, request.params.id),
  );

  routes.put(
    '/api/engagement/survey-templates/:id',
    {
      config: { permission: 'engagement:write' },
      schema: {
        tags,
        summary: 'Update a survey template (STPL-12)',
        description: 'Title, description and the whole question list are replaced together.',
        params: idParams,
        body,
        response: { 200: surveyTemplateDetailSchema, ...notFound, ...titleTaken },
      },
    },
    async (request) =>
      service.updateSurveyTemplate(db, actorAuditOf(request), request.params.id, request.body),
  );
}
