import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  CAMPAIGN_MESSAGES,
  campaignDetailSchema,
  campaignEditBodySchema,
  campaignListQuerySchema,
  campaignListResponseSchema,
} from '@talent-desk/shared';
import { requireActor } from '../../../lib/actor.js';
import { actorAuditOf } from '../../../lib/audit.js';
import { campaignActionsRoutes } from './actions/actions.routes.js';
import { deleteCampaign, editOpenCampaign } from './actions/campaign-actions.service.js';
import { readCampaign } from './campaign-detail.service.js';
import { listCampaigns } from './campaign-list.service.js';
import {
  AUDIENCE_BODY_DOC,
  TAGS as tags,
  actionRefused,
  idParams,
  nameTaken,
  notFound,
} from './campaigns.docs.js';
import { campaignRecipientsRoutes } from './recipients/recipients.routes.js';
import { createCampaign } from './wizard/campaign-audience-step.service.js';
import { campaignWizardRoutes } from './wizard/wizard.routes.js';

/**
 * Campaigns (CAMP-*): ADMIN and TAG read every campaign; a TAG acts only on its own (CAMP-46), delete is
 * ADMIN's (CAMP-37); a VENDOR gets 403 on every route. The wizard, the menu's actions and the recipients
 * live in their own files.
 */
export async function campaignsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const base = '/api/campaigns';

  routes.get(
    base,
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: 'List campaigns (CAMP-01)',
        description:
          'scope=mine (default: owned by the signed-in user) or all; search in the name; statuses; owners ' +
          '(user ids); startFrom/startTo (YYYY-MM-DD, UTC days, both included); sort on any column ' +
          '(default createdAt desc). Rows carry their recipient and submitted counts.',
        querystring: campaignListQuerySchema,
        response: { 200: campaignListResponseSchema },
      },
    },
    async (request) => listCampaigns(db, requireActor(request.actor), request.query),
  );

  routes.post(
    base,
    {
      config: { permission: 'engagement:write' },
      schema: {
        tags,
        summary: 'Create a campaign: step 1 (CAMP-20, CAMP-23)',
        description: 'A DRAFT at creationStep AUDIENCE, owned by the signed-in user.',
        body: AUDIENCE_BODY_DOC,
        response: { 201: campaignDetailSchema, ...nameTaken },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCampaign(db, actorAuditOf(request), request.body)),
  );

  routes.get(
    `${base}/:id`,
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: 'Read a campaign (CAMP-05, CAMP-09, CAMP-12)',
        description: "With its recipients' totals and the actions the signed-in user may take now.",
        params: idParams,
        response: { 200: campaignDetailSchema, ...notFound },
      },
    },
    async (request) => readCampaign(db, requireActor(request.actor), request.params.id),
  );

  routes.put(
    `${base}/:id`,
    {
      config: { permission: 'engagement:write' },
      schema: {
        tags,
        summary: 'Edit an OPEN campaign (CAMP-26)',
        description: 'The edit dialog changes the name; before it opens, Edit is the wizard (409 here).',
        params: idParams,
        body: campaignEditBodySchema,
        response: {
          200: campaignDetailSchema,
          ...notFound,
          ...actionRefused,
          409: apiErrorSchema.describe(
            `'${CAMPAIGN_MESSAGES.wrongStatus}': not OPEN, or '${CAMPAIGN_MESSAGES.nameTaken}'`,
          ),
        },
      },
    },
    async (request) => editOpenCampaign(db, actorAuditOf(request), request.params.id, request.body.name),
  );

  routes.delete(
    `${base}/:id`,
    {
      config: { permission: 'engagement:write' },
      schema: {
        tags,
        summary: 'Delete a DRAFT or SCHEDULED campaign (CAMP-37, CAMP-38)',
        description: 'ADMIN only: any other role gets 403 whatever the id.',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...notFound, ...actionRefused },
      },
    },
    async (request, reply) => {
      await deleteCampaign(db, actorAuditOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  await app.register(campaignWizardRoutes);
  await app.register(campaignActionsRoutes);
  await app.register(campaignRecipientsRoutes);
}
