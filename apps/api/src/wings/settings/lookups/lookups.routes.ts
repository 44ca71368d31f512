import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  optionKindSchema,
  optionsQuerySchema,
  optionsResponseSchema,
  stateCitiesQuerySchema,
  stateCitiesResponseSchema,
} from '@talent-desk/shared';
import { requireActor } from '../../../lib/actor.js';
import { optionsPage, stateCitiesPage } from './lookups.service.js';

/** Option lists of the filters and forms (docs/architecture.md §3a reference row). */
export async function lookupsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const typed = app.withTypeProvider<ZodTypeProvider>();
  // AUD-34: the city options of the audience form, several states at once, each city with its state.
  typed.get(
    '/api/options/state-cities',
    {
      config: { permission: 'options:read' },
      schema: {
        tags: ['options'],
        summary: 'Cities of several US states, each with its state (AUD-34)',
        querystring: stateCitiesQuerySchema,
        response: { 200: stateCitiesResponseSchema },
      },
    },
    async (request) => stateCitiesPage(db, request.query),
  );
  typed.get(
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
