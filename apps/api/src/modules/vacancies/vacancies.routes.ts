import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  pagedResponseSchema,
  shareVacanciesBodySchema,
  shareVacanciesResponseSchema,
  vacancyBodySchema,
  vacancyDetailsSchema,
  vacancyListQuerySchema,
  vacancyPublishBodySchema,
  vacancyRowSchema,
  vacancyVendorsResponseSchema,
} from '@talent-desk/shared';
import { requireActor } from '../../lib/actor.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { listVacancies, readVacancy, readVacancyVendors } from './vacancy-read.service.js';
import { createVacancy, publishVacancy, updateVacancy } from './vacancy-save.service.js';
import { shareVacancies, stopSharing } from './vacancy-sharing.service.js';

const idParams = z.object({ id: z.uuid() });
const conflict = { 409: apiErrorSchema };

/** The vacancy calls of the API map (ARCHITECTURE §3a): list, read, create, edit, publish, share. */
export async function vacanciesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const origin = (request: FastifyRequest) => publicOrigin(request, app.appConfig.publicUrl);

  routes.get(
    '/api/vacancies',
    {
      config: { permission: 'vacancies:read' },
      schema: {
        tags: ['vacancies'],
        querystring: vacancyListQuerySchema,
        response: { 200: pagedResponseSchema(vacancyRowSchema) },
      },
    },
    async (request) => listVacancies(db, requireActor(request.actor), request.query),
  );

  routes.post(
    '/api/vacancies',
    {
      config: { permission: 'vacancies:write' },
      schema: {
        tags: ['vacancies'],
        body: vacancyBodySchema,
        response: { 201: vacancyDetailsSchema, ...conflict },
      },
    },
    async (request, reply) => {
      const vacancy = await createVacancy(db, requireActor(request.actor), request.body, origin(request));
      return reply.status(201).send(vacancy);
    },
  );

  // Routes with a fixed segment come before /:id so that 'share' is never read as an id.
  routes.post(
    '/api/vacancies/share',
    {
      config: { permission: 'vacancies:share' },
      schema: {
        tags: ['vacancies'],
        body: shareVacanciesBodySchema,
        response: { 200: shareVacanciesResponseSchema, ...conflict },
      },
    },
    async (request) => shareVacancies(db, request.body),
  );

  routes.get(
    '/api/vacancies/:id',
    {
      config: { permission: 'vacancies:read' },
      schema: { tags: ['vacancies'], params: idParams, response: { 200: vacancyDetailsSchema } },
    },
    async (request) => readVacancy(db, requireActor(request.actor), request.params.id, origin(request)),
  );

  routes.put(
    '/api/vacancies/:id',
    {
      config: { permission: 'vacancies:write' },
      schema: {
        tags: ['vacancies'],
        params: idParams,
        body: vacancyBodySchema,
        response: { 200: vacancyDetailsSchema, ...conflict },
      },
    },
    async (request) =>
      updateVacancy(db, requireActor(request.actor), request.params.id, request.body, origin(request)),
  );

  routes.patch(
    '/api/vacancies/:id/publish',
    {
      config: { permission: 'vacancies:publish' },
      schema: {
        tags: ['vacancies'],
        params: idParams,
        body: vacancyPublishBodySchema,
        response: { 200: vacancyDetailsSchema },
      },
    },
    async (request) =>
      publishVacancy(db, requireActor(request.actor), request.params.id, request.body, origin(request)),
  );

  routes.get(
    '/api/vacancies/:id/vendors',
    {
      config: { permission: 'vacancies:share' },
      schema: { tags: ['vacancies'], params: idParams, response: { 200: vacancyVendorsResponseSchema } },
    },
    async (request) => readVacancyVendors(db, requireActor(request.actor), request.params.id),
  );

  routes.delete(
    '/api/vacancies/:id/vendors/:vendorId',
    {
      config: { permission: 'vacancies:share' },
      schema: {
        tags: ['vacancies'],
        params: z.object({ id: z.uuid(), vendorId: z.uuid() }),
        response: { 204: z.null().describe('No longer shared') },
      },
    },
    async (request, reply) => {
      await stopSharing(db, requireActor(request.actor), request.params.id, request.params.vendorId);
      return reply.status(204).send(null);
    },
  );
}
