import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  publicApplicationSchema,
  publicVacancySchema,
  RESUME_EXTENSIONS,
  RESUME_MAX_BYTES,
} from '@talent-desk/shared';
import { binarySchema } from '../../contract/route-docs.js';
import { MULTIPART_OPTIONS, readCreateParts } from '../candidates/candidate-upload.js';
import { applyToVacancy, readPublicVacancy } from './public-apply.service.js';

const idParams = z.object({ id: z.uuid() });

/** The careers site's calls: read a published OPEN vacancy and apply to it, with no session. */
export async function publicApplyRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, MULTIPART_OPTIONS);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['public'];

  routes.get(
    '/api/public/vacancies/:id',
    {
      config: { permission: 'public' },
      schema: { tags, params: idParams, response: { 200: publicVacancySchema } },
    },
    async (request) => readPublicVacancy(db, request.params.id),
  );

  routes.post(
    '/api/public/vacancies/:id/applications',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        params: idParams,
        documentedBody: {
          contentType: 'multipart/form-data',
          schema: z.object({
            application: publicApplicationSchema.meta({ description: 'The application as JSON text' }),
            resume: binarySchema.describe(
              `The resume: ${RESUME_EXTENSIONS.join(', ')}, at most ${RESUME_MAX_BYTES / 1024 / 1024} MB; checked by extension and by content.`,
            ),
          }),
        },
        response: { 202: z.object({ message: z.string() }), 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const parts = await readCreateParts(request, 'application');
      const answer = await applyToVacancy(db, app.files, request.params.id, {
        application: parts.candidate,
        resume: parts.resume,
        ip: request.ip,
      });
      return reply.status(202).send(answer);
    },
  );
}
