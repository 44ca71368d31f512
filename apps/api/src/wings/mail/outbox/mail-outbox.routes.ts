import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  mailMessageSchema,
  mailOutboxListQuerySchema,
  mailOutboxListResponseSchema,
  mailOutboxRowSchema,
} from '@talent-desk/shared';
import { requireActor } from '../../../lib/actor.js';
import { listOutbox, readOutboxMessage } from './mail-outbox.service.js';
import { sendTestMail } from './test-mail.service.js';

const idParams = z.object({ id: z.uuid() });

/** The mail outbox for ADMIN (settings): every message the app sent or keeps, and a test message. */
export async function mailOutboxRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.get(
    '/api/settings/mail-outbox',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['settings'],
        querystring: mailOutboxListQuerySchema,
        response: { 200: mailOutboxListResponseSchema },
      },
    },
    async (request) => listOutbox(db, request.query),
  );

  routes.get(
    '/api/settings/mail-outbox/:id',
    {
      config: { permission: 'settings:manage' },
      schema: { tags: ['settings'], params: idParams, response: { 200: mailMessageSchema } },
    },
    async (request) => readOutboxMessage(db, request.params.id, requireActor(request.actor).userId),
  );

  // 202: the message is queued; the worker delivers it (its status in the outbox says how it went).
  routes.post(
    '/api/settings/mail-outbox/test',
    {
      config: { permission: 'settings:manage' },
      schema: { tags: ['settings'], response: { 202: mailOutboxRowSchema } },
    },
    async (request, reply) => {
      const row = await sendTestMail(db, app.mailer, requireActor(request.actor));
      return reply.code(202).send(row);
    },
  );
}
