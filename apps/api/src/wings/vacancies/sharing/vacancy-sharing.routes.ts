import type { FastifyInstance } from 'fastify';
import { actorAuditOf, auditContextOf } from '../../../lib/audit.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  shareVacanciesBodySchema,
  shareVacanciesResponseSchema,
  vacancyVendorsResponseSchema,
} from '@talent-desk/shared';
import { requireActor } from '../../../lib/actor.js';
import { VACANCY_DOCS, vacancyErrors } from '../core/vacancies.docs.js';
import { readVacancyVendors, shareVacancies, stopSharing } from './vacancy-sharing.service.js';

const tags = ['vacancies'];

/** Sharing vacancies with vendors (VAC-08, VAC-19..25): staff only (vacancies:share). */
export async function vacancySharingRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.post(
    '/api/vacancies/share',
    {
      config: { permission: 'vacancies:share' },
      schema: {
        ...VACANCY_DOCS.share,
        tags,
        body: shareVacanciesBodySchema,
        response: { 200: shareVacanciesResponseSchema, ...vacancyErrors.vendorInactive },
      },
    },
    async (request) => shareVacancies(db, auditContextOf(request), request.body),
  );

  routes.get(
    '/api/vacancies/:id/vendors',
    {
      config: { permission: 'vacancies:share' },
      schema: {
        ...VACANCY_DOCS.vendors,
        tags,
        params: z.object({ id: z.uuid() }),
        response: { 200: vacancyVendorsResponseSchema, ...vacancyErrors.notFound },
      },
    },
    async (request) => readVacancyVendors(db, requireActor(request.actor), request.params.id),
  );

  routes.delete(
    '/api/vacancies/:id/vendors/:vendorId',
    {
      config: { permission: 'vacancies:share' },
      schema: {
        ...VACANCY_DOCS.stopSharing,
        tags,
        params: z.object({ id: z.uuid(), vendorId: z.uuid() }),
        response: { 204: z.null().describe('No longer shared'), ...vacancyErrors.notShared },
      },
    },
    async (request, reply) => {
      await stopSharing(db, actorAuditOf(request), request.params.id, request.params.vendorId);
      return reply.status(204).send(null);
    },
  );
}
