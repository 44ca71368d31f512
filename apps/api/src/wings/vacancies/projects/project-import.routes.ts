import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  namedItemBodySchema,
  namedItemRowSchema,
  PROJECT_IMPORT_MESSAGES,
  projectImportParamsSchema,
  projectImportPreviewSchema,
} from '@talent-desk/shared';
import { auditContextOf } from '../../../lib/audit.js';
import { previewProjectImport, saveProjectImport } from './project-import.service.js';

const tags = ['settings'];
const config = { permission: 'settings:manage' } as const;

/** Importing a project from GLO-R (SET-03: /internal/settings/projects/{gloId}/import). ADMIN only (SET-01). */
export async function projectImportRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.get(
    '/api/settings/projects/import/:gloId',
    {
      config,
      schema: {
        tags,
        summary: 'Preview a project import from GLO-R',
        description:
          'When a project already has this GLO-R id: {existingExternalId}. Otherwise GLO-R’s project ' +
          '(the list keeps its name) for review, and `sameName`: the project of that name without a ' +
          'GLO-R id, which the save links instead of adding another.',
        params: projectImportParamsSchema,
        response: {
          200: projectImportPreviewSchema,
          404: apiErrorSchema.describe(`'${PROJECT_IMPORT_MESSAGES.notFound}'`),
          502: apiErrorSchema.describe('GLO-R did not answer, or not as agreed'),
        },
      },
    },
    async (request) => previewProjectImport(db, app.gloR, request.params.gloId),
  );

  routes.post(
    '/api/settings/projects/import/:gloId',
    {
      config,
      schema: {
        tags,
        summary: 'Save a reviewed project import',
        description:
          'The reviewed name: 201 with the new project under the path’s GLO-R id, or 200 when a project ' +
          `of that name had no GLO-R id (it is linked). 409 '${PROJECT_IMPORT_MESSAGES.alreadyImported}', ` +
          'or a name held by another GLO-R project (fields names it).',
        params: projectImportParamsSchema,
        body: namedItemBodySchema.meta({ examples: [{ name: 'Orion Claims Platform' }] }),
        response: {
          200: namedItemRowSchema,
          201: namedItemRowSchema,
          409: apiErrorSchema.describe(`'${PROJECT_IMPORT_MESSAGES.alreadyImported}', or the name is taken`),
        },
      },
    },
    async (request, reply) => {
      const { created, row } = await saveProjectImport(
        db,
        auditContextOf(request),
        request.params.gloId,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(row);
    },
  );
}
