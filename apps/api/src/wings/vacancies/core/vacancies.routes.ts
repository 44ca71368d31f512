import type { FastifyInstance } from 'fastify';
import { actorAuditOf } from '../../../lib/audit.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pagedResponseSchema,
  vacancyDetailsSchema,
  vacancyListQuerySchema,
  vacancyPublishBodySchema,
  vacancyRowSchema,
} from '@talent-desk/shared';
import { requireActor } from '../../../lib/actor.js';
import { VACANCY_DOCS, vacancyBodyDoc, vacancyErrors } from './vacancies.docs.js';
import { listVacancies, readVacancy } from './vacancy-read.service.js';
import { createVacancy, publishVacancy, updateVacancy } from './vacancy-save.service.js';

const idParams = z.object({ id: z.uuid() });
const tags = ['vacancies'];
const { notFound, gloIdTaken } = vacancyErrors;

/** The vacancy calls of the API map (docs/architecture.md §3a): list, read, create, edit, publish. */
export async function vacanciesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.get(
    '/api/vacancies',
    {
      config: { permission: 'vacancies:read' },
      schema: {
        ...VACANCY_DOCS.list,
        tags,
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
        ...VACANCY_DOCS.create,
        tags,
        body: vacancyBodyDoc,
        response: { 201: vacancyDetailsSchema, ...gloIdTaken },
      },
    },
    async (request, reply) => {
      const vacancy = await createVacancy(
        db,
        actorAuditOf(request),
        request.body,
        app.appConfig.publicOrigin,
      );
      return reply.status(201).send(vacancy);
    },
  );

  routes.get(
    '/api/vacancies/:id',
    {
      config: { permission: 'vacancies:read' },
      schema: {
        ...VACANCY_DOCS.read,
        tags,
        params: idParams,
        response: { 200: vacancyDetailsSchema, ...notFound },
      },
    },
    async (request) =>
      readVacancy(db, requireActor(request.actor), request.params.id, app.appConfig.publicOrigin),
  );

  routes.put(
    '/api/vacancies/:id',
    {
      config: { permission: 'vacancies:write' },
      schema: {
        ...VACANCY_DOCS.update,
        tags,
        params: idParams,
        body: vacancyBodyDoc,
        response: { 200: vacancyDetailsSchema, ...notFound, ...gloIdTaken },
      },
    },
    async (request) =>
      updateVacancy(db, actorAuditOf(request), request.params.id, request.body, app.appConfig.publicOrigin),
  );

  routes.patch(
    '/api/vacancies/:id/publish',
    {
      config: { permission: 'vacancies:publish' },
      schema: {
        ...VACANCY_DOCS.publish,
        tags,
        params: idParams,
        body: vacancyPublishBodySchema,
        response: { 200: vacancyDetailsSchema, ...notFound },
      },
    },
    async (request) =>
      publishVacancy(db, actorAuditOf(request), request.params.id, request.body, app.appConfig.publicOrigin),
  );
}
