import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  campaignCloneBodySchema,
  campaignCommentQuerySchema,
  campaignDetailSchema,
  campaignEndTimeQuerySchema,
} from '@talent-desk/shared';
import { actorAuditOf } from '../../../../lib/audit.js';
import { TAGS as tags, actionRefused, idParams, nameTaken, notFound } from '../campaigns.docs.js';
import { archiveCampaign, closeCampaign, updateEndDate } from './campaign-actions.service.js';
import { cloneCampaign } from './campaign-clone.service.js';

/** The detail page's options menu (CAMP-28..42): close, archive, clone, update the end date. */
export async function campaignActionsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const base = '/api/campaigns/:id';

  routes.patch(
    `${base}/close`,
    {
      config: { permission: 'engagement:write' },
      schema: {
        tags,
        summary: 'Close an OPEN campaign (CAMP-28, CAMP-29)',
        description: 'comment optional, at most 100 characters (CAMP-32); given, it replaces the stored one.',
        params: idParams,
        querystring: campaignCommentQuerySchema,
        response: { 200: campaignDetailSchema, ...notFound, ...actionRefused },
      },
    },
    async (request) => closeCampaign(db, actorAuditOf(request), request.params.id, request.query.comment),
  );

  routes.patch(
    `${base}/archive`,
    {
      config: { permission: 'engagement:write' },
      schema: {
        tags,
        summary: 'Archive a CLOSED campaign (CAMP-30, CAMP-31)',
        description: 'comment optional, at most 100 characters (CAMP-32); given, it replaces the stored one.',
        params: idParams,
        querystring: campaignCommentQuerySchema,
        response: { 200: campaignDetailSchema, ...notFound, ...actionRefused },
      },
    },
    async (request) => archiveCampaign(db, actorAuditOf(request), request.params.id, request.query.comment),
  );

  routes.post(
    `${base}/clone`,
    {
      config: { permission: 'engagement:write' },
      schema: {
        tags,
        summary: 'Clone a campaign (CAMP-33..36)',
        description:
          'A new DRAFT at the audience step owned by the signed-in user, with the audience, vacancy, ' +
          'e-mail and survey template of the source; no recipients, no dates.',
        params: idParams,
        body: campaignCloneBodySchema,
        response: {
          201: campaignDetailSchema,
          ...notFound,
          ...actionRefused,
          ...nameTaken,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await cloneCampaign(db, actorAuditOf(request), request.params.id, request.body.campaignName)),
  );

  routes.patch(
    `${base}/updateEndDate`,
    {
      config: { permission: 'engagement:write' },
      schema: {
        tags,
        summary: 'Update the end date (CAMP-39..42)',
        description:
          'newEndTime: an ISO timestamp later than now, at least 24 hours ahead and after the start ' +
          '(400 naming newEndTime). SCHEDULED or OPEN campaigns.',
        params: idParams,
        querystring: campaignEndTimeQuerySchema,
        response: { 200: campaignDetailSchema, ...notFound, ...actionRefused },
      },
    },
    async (request) => updateEndDate(db, actorAuditOf(request), request.params.id, request.query.newEndTime),
  );
}
