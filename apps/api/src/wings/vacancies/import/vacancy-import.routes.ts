import type { FastifyInstance } from 'fastify';
import { actorAuditOf } from '../../../lib/audit.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  vacancyDetailsSchema,
  vacancyImportParamsSchema,
  vacancyImportPreviewSchema,
} from '@talent-desk/shared';
import { VACANCY_DOCS, vacancyBodyDoc, vacancyErrors } from '../core/vacancies.docs.js';
import { previewImport, saveImport } from './vacancy-import.service.js';

const tags = ['vacancies'];

/** Importing a vacancy from GLO-R (the /internal/vacancies/{gloId}/import page): staff only. */
export async function vacancyImportRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.get(
    '/api/vacancies/import/:gloId',
    {
      config: { permission: 'vacancies:import' },
      schema: {
        ...VACANCY_DOCS.importPreview,
        tags,
        params: vacancyImportParamsSchema,
        response: { 200: vacancyImportPreviewSchema, ...vacancyErrors.gloR },
      },
    },
    async (request) => previewImport(db, app.gloR, request.params.gloId),
  );

  routes.post(
    '/api/vacancies/import/:gloId',
    {
      config: { permission: 'vacancies:import' },
      schema: {
        ...VACANCY_DOCS.importSave,
        tags,
        params: vacancyImportParamsSchema,
        body: vacancyBodyDoc,
        response: { 201: vacancyDetailsSchema, ...vacancyErrors.gloIdTaken },
      },
    },
    async (request, reply) => {
      const vacancy = await saveImport(
        db,
        actorAuditOf(request),
        request.params.gloId,
        request.body,
        app.appConfig.publicOrigin,
      );
      return reply.status(201).send(vacancy);
    },
  );
}
