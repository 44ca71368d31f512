import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SEARCH_KIND_PERMISSIONS,
  SEARCH_KINDS,
  searchQuerySchema,
  searchResponseSchema,
} from '@talent-desk/shared';
import { requireActor } from '../../../lib/actor.js';
import { SEARCH_DOCS } from './search.docs.js';
import { SEARCHES, type Search } from './search.service.js';

/**
 * GET /search-service/es/{kind}/search?key=&size=6 (SEARCH-04): one route per kind, each declaring the
 * permission of that kind's list, so the access walk sees exactly who may search what (a VENDOR: 403
 * on everything but vacancies and candidates, SEARCH-06).
 */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  for (const kind of SEARCH_KINDS) {
    const { summary, description } = SEARCH_DOCS[kind];
    const search: Search = SEARCHES[kind];
    routes.get(
      `/search-service/es/${kind}/search`,
      {
        config: { permission: SEARCH_KIND_PERMISSIONS[kind] },
        schema: {
          summary,
          description,
          tags: ['search'],
          querystring: searchQuerySchema,
          response: { 200: searchResponseSchema(kind) },
        },
      },
      async (request) => search(db, requireActor(request.actor), request.query),
    );
  }
}
