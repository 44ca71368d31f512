import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, gloExportBodySchema, gloExportResponseSchema } from '@talent-desk/shared';
import { actorAuditOf } from '../../../lib/audit.js';
import { exportToGloR } from './glo-r.service.js';

// Beyond the statuses every route of its kind gets (contract/common-responses): unknown ids, the export
// gate, and GLO-R itself failing.
const errors = { 404: apiErrorSchema, 409: apiErrorSchema, 502: apiErrorSchema };

/** POST /api/glo-r/export (CAND-STATUS-33): ADMIN and TAG export a shortlisted candidate to GLO-R. */
export async function gloRRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/glo-r/export',
    {
      config: { permission: 'candidates:glo-export' },
      schema: {
        tags: ['candidates'],
        body: gloExportBodySchema,
        response: { 200: gloExportResponseSchema, ...errors },
      },
    },
    async (request) => exportToGloR(app.database.db, app.gloR, actorAuditOf(request), request.body),
  );
}
