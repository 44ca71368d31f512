import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { vacancyExportBodySchema } from '@talent-desk/shared';
import { fileResponse } from '../../../contract/route-docs.js';
import { actorAuditOf } from '../../../lib/audit.js';
import { XLSX_CONTENT_TYPE } from '../../../lib/file-export/xlsx-sink.js';
import { VACANCY_DOCS } from '../core/vacancies.docs.js';
import { startVacancyExport } from './vacancy-export.service.js';
import { sendExportFile } from '../../../lib/file-export/send-export-file.js';

/** POST /api/vacancies/export: the vacancy list as xlsx (same filters, order and scope as the list). */
export async function vacancyExportRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/vacancies/export',
    {
      config: { permission: 'vacancies:read' },
      schema: {
        ...VACANCY_DOCS.export,
        tags: ['vacancies'],
        body: vacancyExportBodySchema,
        response: {
          200: fileResponse('The xlsx as an attachment; X-Export-Rows holds the row count', [
            XLSX_CONTENT_TYPE,
          ]),
        },
      },
    },
    async (request, reply) => {
      const file = await startVacancyExport(app.database.db, actorAuditOf(request), request.body);
      return sendExportFile(reply, file);
    },
  );
}
