import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditEventListQuerySchema, auditEventPageSchema } from '@talent-desk/shared';
import { fileResponse } from '../../../contract/route-docs.js';
import { XLSX_CONTENT_TYPE } from '../../../lib/file-export/xlsx-sink.js';
import { startAuditExport } from './audit-export.service.js';
import { listAuditEvents } from './audit-log.service.js';
import { sendExportFile } from '../../../lib/file-export/send-export-file.js';

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
        response: { 200: auditEventPageSchema },
      },
    },
    async (request) => listAuditEvents(db, request.query),
  );

  routes.get(
    '/api/audit-events/export',
    {
      config: { permission: 'audit:read' },
      schema: {
        tags: ['settings'],
        summary: 'The audit log as xlsx',
        description:
          'The events the same filters select (page and size ignored), newest first, one row each with its changes as `field: old -> new` lines. More than 50,000 events is a 400: narrow the dates. ADMIN only.',
        querystring: auditEventListQuerySchema,
        response: {
          200: fileResponse('The xlsx as an attachment; X-Export-Rows holds the row count', [
            XLSX_CONTENT_TYPE,
          ]),
        },
      },
    },
    async (request, reply) => {
      const file = await startAuditExport(db, request.query);
      return sendExportFile(reply, file);
    },
  );
}
