import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { optionKindSchema, optionsQuerySchema, optionsResponseSchema } from '@talent-desk/shared';
import { requireActor } from '../../lib/actor.js';
import { optionsPage } from './options.service.js';

/** Option lists of the filters and forms (ARCHITECTURE §3a reference row). */
export async function optionsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/options/:kind',
    {
      config: { permission: 'options:read' },
      schema: {
        tags: ['options'],
        params: z.object({ kind: optionKindSchema }),
        querystring: optionsQuerySchema,
        response: { 200: optionsResponseSchema },
      },
    },
    async (request) => optionsPage(db, requireActor(request.actor), request.params.kind, request.query),
  );
}
