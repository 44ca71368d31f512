import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicApplicationResponseSchema, publicVacancySchema } from '@talent-desk/shared';
import { clientKey } from '../../../lib/client-address.js';
import { MULTIPART_OPTIONS, readResumeParts } from '../../../lib/resume/resume-parts.js';
import { applicationBody, notOpenResponse, throttledResponse } from './public-apply.docs.js';
import { applyToVacancy } from './public-apply.service.js';
import { readPublicVacancy } from './public-vacancy.service.js';

// Any text: a malformed id is as unknown as a missing vacancy (the same 404, never a 400).
const idParams = z.object({
  id: z.string().describe('The vacancy id (externalId) of the careers-site link'),
});
const tags = ['public'];

/** The careers site's calls (no session): read a published OPEN vacancy, apply to it with a resume. */
export async function publicApplyRoutes(app: FastifyInstance): Promise<void> {
  await app.register(multipart, MULTIPART_OPTIONS);
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.get(
    '/api/public/vacancies/:id',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        params: idParams,
        response: { 200: publicVacancySchema, 404: notOpenResponse },
      },
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
        documentedBody: applicationBody,
        response: { 202: publicApplicationResponseSchema, 404: notOpenResponse, 429: throttledResponse },
      },
    },
    async (request, reply) => {
      const answer = await applyToVacancy(
        {
          db,
          files: app.files,
          ceilings: app.appConfig.limits,
          onCeiling: (hit) => request.log.warn(hit, 'careers-site application ceiling reached'),
        },
        {
          vacancyExternalId: request.params.id,
          client: clientKey(request.ip),
          clientAddress: request.ip,
          requestId: String(request.id),
          readParts: () => readResumeParts(request, 'application'),
        },
      );
      return reply.status(202).send(answer);
    },
  );
}
