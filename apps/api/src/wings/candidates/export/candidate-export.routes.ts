import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, candidateExportBodySchema } from '@talent-desk/shared';
import { fileResponse } from '../../../contract/route-docs.js';
import { actorAuditOf } from '../../../lib/audit.js';
import { EXPORT_CONTENT_TYPES, startCandidateExport } from './candidate-export.service.js';
import { sendExportFile } from '../../../lib/file-export/send-export-file.js';

const responses = {
  // A streamed file: Fastify sends streams as they are, no serializer runs.
  200: fileResponse(
    'The file (xlsx, pdf or LinkedIn csv) as an attachment; X-Export-Rows holds the row count',
    Object.values(EXPORT_CONTENT_TYPES).map((type) => type.split(';')[0] ?? type),
  ),
  // A selected candidate that does not exist or is not visible to the user.
  404: apiErrorSchema,
};

/** POST /api/candidates/export: xlsx, pdf or the LinkedIn CSV of a selection or of the list's filters. */
export async function candidateExportRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/candidates/export',
    {
      config: { permission: 'candidates:export' },
      schema: { tags: ['candidates'], body: candidateExportBodySchema, response: responses },
    },
    async (request, reply) => {
      const file = await startCandidateExport(app.database.db, actorAuditOf(request), request.body);
      return sendExportFile(reply, file);
    },
  );
}
