import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, candidateExportBodySchema } from '@talent-desk/shared';
import { requireActor } from '../../lib/actor.js';
import { startCandidateExport } from './candidate-export.service.js';

const responses = {
  // A streamed file: Fastify sends streams as they are, no serializer runs.
  200: z.unknown().describe('The file (xlsx, pdf or csv) as an attachment'),
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
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
      const file = await startCandidateExport(app.database.db, requireActor(request.actor), request.body);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('x-export-rows', String(file.total))
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
}
