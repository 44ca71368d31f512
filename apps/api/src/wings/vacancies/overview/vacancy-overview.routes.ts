import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  vacancyOptionsQuerySchema,
  vacancyOptionsResponseSchema,
  vacancyOverviewSchema,
} from '@talent-desk/shared';
import { requireActor } from '../../../lib/actor.js';
import { listVacancyOptions, vacancyOverview } from './vacancy-overview.service.js';

/** VAC-05..07: the overview and the dropdown options, for every role (each sees its own scope). */
export async function vacancyOverviewRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['vacancies'];

  routes.get(
    '/api/vacancies/overview',
    {
      config: { permission: 'vacancies:read' },
      schema: {
        tags,
        summary: 'Vacancies overview (VAC-05)',
        description:
          'Counts per status, published and candidates still Pending, over the vacancies the caller may see.',
        response: { 200: vacancyOverviewSchema },
      },
    },
    async (request) => vacancyOverview(db, requireActor(request.actor)),
  );

  routes.get(
    '/api/vacancies/options',
    {
      config: { permission: 'vacancies:read' },
      schema: {
        tags,
        summary: 'Vacancies for a dropdown (VAC-06, VAC-07)',
        description:
          'Without parameters: the visible vacancies, newest first. dropdown_option=open_titles keeps the ' +
          'OPEN ones; search_value matches title or GLO-R id. At most 50.',
        querystring: vacancyOptionsQuerySchema,
        response: { 200: vacancyOptionsResponseSchema },
      },
    },
    async (request) => listVacancyOptions(db, requireActor(request.actor), request.query),
  );
}
