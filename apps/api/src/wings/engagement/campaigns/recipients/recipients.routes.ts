import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  campaignRecipientsQuerySchema,
  campaignRecipientsResponseSchema,
  campaignSurveySchema,
} from '@talent-desk/shared';
import { requireActor } from '../../../../lib/actor.js';
import { TAGS as tags, idParams, notFound } from '../campaigns.docs.js';
import { listRecipients } from './recipients.service.js';
import { readCampaignSurvey } from './survey.service.js';

/** What a campaign reached: its recipients (CAMP-10) and its survey's questions (RESP-24). */
export async function campaignRecipientsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const base = '/api/campaigns/:id';

  routes.get(
    `${base}/recipients`,
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: 'The recipients block (CAMP-10)',
        description:
          'Paged, by name; state filters on the furthest state reached (queued, sent, failed, opened, ' +
          'survey opened, submitted, unsubscribed); search in the name or e-mail address.',
        params: idParams,
        querystring: campaignRecipientsQuerySchema,
        response: { 200: campaignRecipientsResponseSchema, ...notFound },
      },
    },
    async (request) => listRecipients(db, requireActor(request.actor), request.params.id, request.query),
  );

  routes.get(
    `${base}/survey`,
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: "The campaign's survey (RESP-24)",
        description:
          "The campaign's own copy once scheduled; a draft's survey template as it is now; no questions " +
          'without a survey.',
        params: idParams,
        response: { 200: campaignSurveySchema, ...notFound },
      },
    },
    async (request) => readCampaignSurvey(db, request.params.id),
  );
}
