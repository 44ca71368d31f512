import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  CAMPAIGN_MESSAGES,
  campaignDetailSchema,
  campaignPreviewQuerySchema,
  campaignPreviewSchema,
  messageResponseSchema,
} from '@talent-desk/shared';
import { requireActor } from '../../../../lib/actor.js';
import { actorAuditOf } from '../../../../lib/audit.js';
import {
  AUDIENCE_BODY_DOC,
  CONTENT_BODY_DOC,
  TAGS as tags,
  contentRefused,
  idParams,
  notFound,
  wizardRefused,
} from '../campaigns.docs.js';
import { saveAudienceStep } from './campaign-audience-step.service.js';
import { saveContentStep } from './campaign-content-step.service.js';
import { previewCampaign, sendCampaignTestEmail } from './campaign-preview.service.js';
import { scheduleCampaign } from './campaign-schedule.service.js';

/**
 * The wizard (CAMP-13..27): step 1 again, step 2, the preview with its test e-mail, and Schedule. The
 * steps work on a DRAFT or SCHEDULED campaign the actor may edit; the preview reads any campaign.
 */
export async function campaignWizardRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const base = '/api/campaigns/:id';

  routes.put(
    `${base}/audience`,
    {
      config: { permission: 'engagement:write' },
      schema: {
        tags,
        summary: 'Save step 1 again (CAMP-21, CAMP-27)',
        description:
          'The draft then reopens at the content step. Saving a SCHEDULED campaign makes it a DRAFT ' +
          'until it is scheduled again.',
        params: idParams,
        body: AUDIENCE_BODY_DOC,
        response: { 200: campaignDetailSchema, ...notFound, ...wizardRefused },
      },
    },
    async (request) => saveAudienceStep(db, actorAuditOf(request), request.params.id, request.body),
  );

  routes.put(
    `${base}/content`,
    {
      config: { permission: 'engagement:write' },
      schema: {
        tags,
        summary: 'Save step 2: the e-mail, survey and dates (CAMP-22)',
        description:
          'The draft then reopens at the preview. Saving a SCHEDULED campaign makes it a DRAFT until it ' +
          'is scheduled again.',
        params: idParams,
        body: CONTENT_BODY_DOC,
        response: { 200: campaignDetailSchema, ...notFound, ...contentRefused },
      },
    },
    async (request) =>
      saveContentStep(
        db,
        actorAuditOf(request),
        request.params.id,
        request.body,
        app.appConfig.campaignFromDomains,
      ),
  );

  routes.get(
    `${base}/preview`,
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: 'Step 3: the recipients now and the e-mail for one of them',
        description:
          "The audience's candidates who accept e-mail, counted now by the audience preview's filter " +
          'evaluator, and the e-mail rendered for the index-th of them (0-based; past the last, the last). ' +
          'Nobody matching: the sample candidate stands in (candidate null). email is null before step 2.',
        params: idParams,
        querystring: campaignPreviewQuerySchema,
        response: { 200: campaignPreviewSchema, ...notFound },
      },
    },
    async (request) =>
      previewCampaign(
        db,
        requireActor(request.actor),
        request.params.id,
        request.query.index,
        app.appConfig.publicOrigin,
      ),
  );

  // 202: queued to the signed-in user; the outbox shows how the delivery went.
  routes.post(
    `${base}/test-email`,
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: "'Send test e-mail': the previewed e-mail to the signed-in user",
        params: idParams,
        querystring: campaignPreviewQuerySchema,
        response: {
          202: messageResponseSchema,
          ...notFound,
          400: apiErrorSchema.describe(`'${CAMPAIGN_MESSAGES.contentMissing}' or an invalid index`),
        },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await sendCampaignTestEmail(
            db,
            app.mailer,
            requireActor(request.actor),
            request.params.id,
            request.query.index,
            app.appConfig.publicOrigin,
          ),
        ),
  );

  routes.post(
    `${base}/schedule`,
    {
      config: { permission: 'engagement:write' },
      schema: {
        tags,
        summary: 'Schedule a draft (CAMP-48)',
        description:
          'From DRAFT with step 2 saved: an audience (400 naming audienceExternalId when none, or when ' +
          'no candidate of it accepts e-mail), a start not in the past and an end after it and ahead. ' +
          "The survey template's questions are copied into the campaign. Status SCHEDULED.",
        params: idParams,
        response: {
          200: campaignDetailSchema,
          ...notFound,
          ...wizardRefused,
          400: apiErrorSchema.describe(
            `'${CAMPAIGN_MESSAGES.audienceMissing}', '${CAMPAIGN_MESSAGES.noRecipients}', ` +
              `'${CAMPAIGN_MESSAGES.contentMissing}', a date that has passed or a From address outside ` +
              'CAMPAIGN_FROM_DOMAINS, naming the field',
          ),
        },
      },
    },
    async (request) =>
      scheduleCampaign(db, actorAuditOf(request), request.params.id, {
        queueOpen: app.campaignScheduler.queueOpen,
        fromDomains: app.appConfig.campaignFromDomains,
      }),
  );
}
