import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AUDIENCE_MESSAGES,
  apiErrorSchema,
  audienceDetailSchema,
  audienceListQuerySchema,
  audienceListResponseSchema,
  audienceOptionsQuerySchema,
  optionsResponseSchema,
} from '@talent-desk/shared';
import { requireActor } from '../../../lib/actor.js';
import { actorAuditOf } from '../../../lib/audit.js';
import { audienceOptions } from './audience-options.service.js';
import * as service from './audience.service.js';
import { AUDIENCE_BODY_DOC } from './audiences.docs.js';

const idParams = z.object({ id: z.uuid() });
const notFound = { 404: apiErrorSchema.describe(`'${AUDIENCE_MESSAGES.notFound}' (AUD-04)`) };
const notCreator = {
  403: apiErrorSchema.describe(`'${AUDIENCE_MESSAGES.forbidden}': a TAG who did not create it (AUD-05)`),
};
const nameTaken = { 409: apiErrorSchema.describe(`'${AUDIENCE_MESSAGES.nameTaken}' (AUD-31)`) };

/**
 * Audiences (AUD-*): ADMIN and TAG read and create them; an ADMIN edits and deletes any, a TAG only
 * those it created (AUD-05, PERM-03); a VENDOR gets 403 on every route. The preview of an audience's
 * candidates is GET /api/candidates with its filters and enableEmailNotification=true (AUD-11).
 */
export async function audiencesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['engagement'];
  const base = '/api/engagement/audiences';

  routes.get(
    base,
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: 'List audiences',
        description:
          'Paged; search by part of the name, filter by creators (user ids); sort by name, createdBy, ' +
          'createdAt or updatedAt (default, newest first).',
        querystring: audienceListQuerySchema,
        response: { 200: audienceListResponseSchema },
      },
    },
    async (request) => service.listAudiences(db, requireActor(request.actor), request.query),
  );

  routes.get(
    `${base}/options`,
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: 'Audience options (AUD-33)',
        description:
          'names_with_external_id: saved audiences by part of the name (value and label the name); ' +
          'creators: the users who created audiences (value and label the full name). First 50.',
        querystring: audienceOptionsQuerySchema,
        response: { 200: optionsResponseSchema },
      },
    },
    async (request) => audienceOptions(db, request.query),
  );

  routes.post(
    base,
    {
      config: { permission: 'engagement:write' },
      schema: {
        tags,
        summary: 'Create an audience (AUD-30)',
        body: AUDIENCE_BODY_DOC,
        response: { 201: audienceDetailSchema, ...nameTaken },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createAudience(db, actorAuditOf(request), request.body)),
  );

  routes.get(
    `${base}/:id`,
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: 'Read an audience with the labels of its filters (AUD-15, AUD-29)',
        params: idParams,
        response: { 200: audienceDetailSchema, ...notFound },
      },
    },
    async (request) => service.readAudience(db, requireActor(request.actor), request.params.id),
  );

  routes.put(
    `${base}/:id`,
    {
      config: { permission: 'engagement:write' },
      schema: {
        tags,
        summary: 'Update an audience (AUD-30)',
        description: 'The name and both filter groups are replaced together.',
        params: idParams,
        body: AUDIENCE_BODY_DOC,
        response: { 200: audienceDetailSchema, ...notCreator, ...notFound, ...nameTaken },
      },
    },
    async (request) => service.updateAudience(db, actorAuditOf(request), request.params.id, request.body),
  );

  routes.delete(
    `${base}/:id`,
    {
      config: { permission: 'engagement:write' },
      schema: {
        tags,
        summary: 'Delete an audience',
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...notCreator, ...notFound },
      },
    },
    async (request, reply) => {
      await service.deleteAudience(db, actorAuditOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
