import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema, candidateAnonymisedSchema } from '@talent-desk/shared';
import { actorAuditOf } from '../../../lib/audit.js';
import { contentDisposition } from '../core/candidate-resume.service.js';
import { anonymiseCandidate } from './anonymise.service.js';
import { exportPersonalData } from './data-export.service.js';
import { ANONYMISE_DESCRIPTION, DATA_EXPORT_DESCRIPTION, dataExportFileResponse } from './privacy.docs.js';

const idParams = z.object({ id: z.uuid() });

/** A candidate's personal data (issue 25): anonymise them, or download all of it. ADMIN only. */
export async function candidatePrivacyRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.post(
    '/api/candidates/:id/anonymise',
    {
      config: { permission: 'candidates:anonymise' },
      schema: {
        tags: ['candidates'],
        summary: 'Anonymise a candidate',
        description: ANONYMISE_DESCRIPTION,
        params: idParams,
        response: { 200: candidateAnonymisedSchema, 409: apiErrorSchema },
      },
    },
    async (request) =>
      anonymiseCandidate(db, app.files, actorAuditOf(request), request.params.id, request.log),
  );

  routes.get(
    '/api/candidates/:id/data-export',
    {
      config: { permission: 'candidates:export-personal-data' },
      schema: {
        tags: ['candidates'],
        summary: "Download a candidate's personal data",
        description: DATA_EXPORT_DESCRIPTION,
        params: idParams,
        response: { 200: dataExportFileResponse },
      },
    },
    async (request, reply) => {
      const file = await exportPersonalData(db, app.files, actorAuditOf(request), request.params.id);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition('attachment', file.fileName))
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );
}
