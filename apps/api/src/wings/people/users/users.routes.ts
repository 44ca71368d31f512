import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  pagedResponseSchema,
  userDetailSchema,
  userListQuerySchema,
  userRowSchema,
} from '@talent-desk/shared';
import { actorAuditOf } from '../../../lib/audit.js';
import * as service from './user.service.js';
import { USER_DOCS, userBodyDoc, userErrors } from './users.docs.js';

const idParams = z.object({ id: z.uuid() });
const { notFound, forbidden, conflict } = userErrors;

/** The user calls of the API map (USER-07, VEND-19); ADMIN and TAG only. */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['users'];

  routes.get(
    '/api/users',
    {
      config: { permission: 'users:read' },
      schema: {
        ...USER_DOCS.list,
        tags,
        querystring: userListQuerySchema,
        response: { 200: pagedResponseSchema(userRowSchema) },
      },
    },
    async (request) => service.listUsers(db, request.query),
  );

  routes.post(
    '/api/users',
    {
      config: { permission: 'users:write' },
      schema: {
        ...USER_DOCS.create,
        tags,
        body: userBodyDoc,
        response: { 201: userDetailSchema, ...forbidden, ...conflict },
      },
    },
    async (request, reply) => {
      const audit = actorAuditOf(request);
      const user = await service.createUser(db, app.mailer, audit, request.body, app.appConfig.publicOrigin);
      return reply.status(201).send(user);
    },
  );

  routes.get(
    '/api/users/:id',
    {
      config: { permission: 'users:read' },
      schema: { ...USER_DOCS.read, tags, params: idParams, response: { 200: userDetailSchema, ...notFound } },
    },
    async (request) => service.readUser(db, request.params.id),
  );

  routes.put(
    '/api/users/:id',
    {
      config: { permission: 'users:write' },
      schema: {
        ...USER_DOCS.update,
        tags,
        params: idParams,
        body: userBodyDoc,
        response: { 200: userDetailSchema, ...notFound, ...forbidden, ...conflict },
      },
    },
    async (request) =>
      service.updateUser(db, app.mailer, actorAuditOf(request), request.params.id, request.body),
  );

  routes.post(
    '/api/users/:id/invitation',
    {
      config: { permission: 'users:write' },
      schema: {
        ...USER_DOCS.invitation,
        tags,
        params: idParams,
        response: { 200: userDetailSchema, ...notFound, ...forbidden, ...conflict },
      },
    },
    async (request) =>
      service.resendInvitation(
        db,
        app.mailer,
        actorAuditOf(request),
        request.params.id,
        app.appConfig.publicOrigin,
      ),
  );

  for (const [action, status] of [
    ['activate', 'ACTIVE'],
    ['deactivate', 'INACTIVE'],
  ] as const) {
    routes.put(
      `/api/users/:id/${action}`,
      {
        config: { permission: 'users:activate' },
        schema: {
          ...USER_DOCS[action],
          tags,
          params: idParams,
          response: { 200: userDetailSchema, ...notFound, ...conflict },
        },
      },
      async (request) => service.setUserStatus(db, actorAuditOf(request), request.params.id, status),
    );
  }
}
