import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vacancyPipelineQuerySchema, vacancyPipelineResponseSchema } from '@talent-desk/shared';
import { requireActor } from '../../../lib/actor.js';
import { VACANCY_DOCS, vacancyErrors } from '../core/vacancies.docs.js';
import { listVacancyPipeline } from './vacancy-pipeline.service.js';

/** GET /api/vacancies/{id}/candidates: the vacancy's pipeline (the #candidates tab). */
export async function vacancyPipelineRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/api/vacancies/:id/candidates',
    {
      config: { permission: 'vacancies:read' },
      schema: {
        ...VACANCY_DOCS.pipeline,
        tags: ['vacancies'],
        params: z.object({ id: z.uuid() }),
        querystring: vacancyPipelineQuerySchema,
        response: { 200: vacancyPipelineResponseSchema, ...vacancyErrors.notFound },
      },
    },
    async (request) =>
      listVacancyPipeline(app.database.db, requireActor(request.actor), request.params.id, request.query),
  );
}
