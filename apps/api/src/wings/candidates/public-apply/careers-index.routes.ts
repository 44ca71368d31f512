import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, careersIndexPageSchema, careersIndexQuerySchema } from '@talent-desk/shared';
import { clientKey } from '../../../lib/client-address.js';
import { CAREERS_INDEX_LIMITS, careersIndexPage } from './careers-index.service.js';

const limits = CAREERS_INDEX_LIMITS.map((l) => `${l.max} per ${l.windowMs / 60_000} minute`).join(' and ');

/** The careers site's index (no session): the published OPEN vacancies, each linking to /jobs/{id}. */
export async function careersIndexRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/public/vacancies',
    {
      config: { permission: 'public' },
      schema: {
        tags: ['public'],
        summary: 'The careers index: published open vacancies',
        description:
          'The vacancies on the careers site (published and OPEN), newest first, paged (page, size as every ' +
          'list), with search on the title or the location. Each row has only public fields: externalId ' +
          '(the id of /jobs/{id}), title, workingLocation, type and createdAt (when it was posted). No ' +
          `session needed; limited per client address (${limits}).`,
        querystring: careersIndexQuerySchema,
        response: {
          200: careersIndexPageSchema,
          429: apiErrorSchema.describe(
            `Too many reads from this IP address (${limits}); the Retry-After header gives the seconds to wait.`,
          ),
        },
      },
    },
    async (request) => careersIndexPage(db, clientKey(request.ip), request.query),
  );
}
