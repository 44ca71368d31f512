import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEventListQuerySchema, auditEventSchema, pagedResponseSchema } from '@talent-desk/shared';
import { listAuditEvents } from './audit-log.service.js';

/** The audit log for ADMIN (issue 24): who did what, when, filtered and paged. */
export async function auditLogRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.get(
    '/api/audit-events',
    {
      config: { permission: 'audit:read' },
      schema: {
        tags: ['settings'],
        summary: 'The audit log',
        description:
          'Every recorded change, sign-in and refused sign-in, newest first: who (a copy of their name and role), when, from which request and address, what (an action of a closed vocabulary) on which object, and each changed field as old and new. ADMIN only.',
        querystring: auditEventListQuerySchema,
        response: { 200: pagedResponseSchema(auditEventSchema) },
      },
    },
    async (request) => listAuditEvents(db, request.query),
  );
}
