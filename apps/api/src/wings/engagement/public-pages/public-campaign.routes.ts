import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  publicSurveySchema,
  publicSurveySubmissionSchema,
  publicSurveySubmittedSchema,
  publicUnsubscribeResultSchema,
  publicUnsubscribeSchema,
} from '@talent-desk/shared';
import { recordOpen, PIXEL_GIF } from './open-pixel.js';
import {
  linkExpiredResponse,
  linkNotFoundResponse,
  pixelResponse,
  surveyConflictResponse,
  tokenParams,
  unsubscribeBody,
} from './public-campaign.docs.js';
import { readPublicSurvey, submitPublicSurvey } from './public-survey.service.js';
import { readUnsubscribe, unsubscribe } from './unsubscribe.service.js';

const tags = ['public'];
const config = { permission: 'public' } as const;

/** A form post is at most `List-Unsubscribe=One-Click`; anything longer is not one. */
const FORM_BODY_LIMIT = 1024;

/**
 * RFC 8058 one-click unsubscribe, in a scope of its own: the form-encoded body mail providers post is
 * parsed here only (the API takes JSON everywhere else), and the route is exempt from the same-origin
 * check (`crossSite`): those posts come from other sites by design, and the unguessable token in the
 * URL is the whole authority (docs/decisions.md, Campaign sending).
 */
async function oneClickUnsubscribeRoutes(app: FastifyInstance): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/public/unsubscribe/:token',
    {
      config: { ...config, crossSite: true },
      schema: {
        tags,
        params: tokenParams,
        body: unsubscribeBody,
        response: {
          200: publicUnsubscribeResultSchema,
          404: linkNotFoundResponse,
          410: linkExpiredResponse,
        },
      },
    },
    async (request) =>
      unsubscribe(app.database.db, request.params.token, app.appConfig.campaignLinkDaysAfterClose),
  );
}

/**
 * The public side of a campaign (no session; the recipient's token is the key): the survey page's read
 * and submission, the unsubscribe page's read, the one-click unsubscribe, the open pixel. The links
 * answer 410 once the campaign closed CAMPAIGN_LINK_DAYS_AFTER_CLOSE days ago (the pixel just records
 * nothing).
 */
export async function publicCampaignRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const days = app.appConfig.campaignLinkDaysAfterClose;

  routes.get(
    '/api/public/surveys/:token',
    {
      config,
      schema: {
        tags,
        params: tokenParams,
        response: { 200: publicSurveySchema, 404: linkNotFoundResponse, 410: linkExpiredResponse },
      },
    },
    async (request) => readPublicSurvey(db, request.params.token, days),
  );

  routes.post(
    '/api/public/surveys/:token',
    {
      config,
      schema: {
        tags,
        params: tokenParams,
        body: publicSurveySubmissionSchema,
        response: {
          201: publicSurveySubmittedSchema,
          404: linkNotFoundResponse,
          409: surveyConflictResponse,
          410: linkExpiredResponse,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await submitPublicSurvey(db, request.params.token, request.body, days)),
  );

  routes.get(
    '/api/public/unsubscribe/:token',
    {
      config,
      schema: {
        tags,
        params: tokenParams,
        response: { 200: publicUnsubscribeSchema, 404: linkNotFoundResponse, 410: linkExpiredResponse },
      },
    },
    async (request) => readUnsubscribe(db, request.params.token, days),
  );

  await app.register(oneClickUnsubscribeRoutes);

  routes.get(
    '/api/public/campaigns/open/:token.gif',
    {
      config,
      schema: { tags, params: z.object({ token: z.string() }), response: { 200: pixelResponse } },
    },
    async (request, reply) => {
      await recordOpen(db, request.params.token, days, request.log);
      // Never cached: each fetch is a chance to record the first open; no referrer leaves the pixel.
      return reply
        .header('cache-control', 'no-store, max-age=0')
        .type('image/gif')
        .send(Readable.from([PIXEL_GIF]));
    },
  );
}
