import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  candidateListResponseSchema,
  dashboardListQuerySchema,
  DASHBOARD_LIST_PATHS,
  dashboardKpisSchema,
  dashboardSchema,
  dashboardVacancyQuerySchema,
  pagedResponseSchema,
  vacancyRowSchema,
  type DashboardCandidateBlock,
  type Permission,
} from '@talent-desk/shared';
import { requireActor } from '../../../lib/actor.js';
import { readDashboardKpis } from './dashboard-kpis.service.js';
import { DASHBOARD_DOCS } from './dashboard.docs.js';
import { listDashboardCandidates, listDashboardVacancies, readDashboard } from './dashboard.service.js';

/**
 * Who may call each candidate list. Reviewing and screening applications is the recruiters' work (the
 * roles that move statuses); the other two are read by every role whose dashboard has the block, and
 * the service refuses the rest (403).
 */
const CANDIDATE_LISTS: Record<DashboardCandidateBlock, Permission> = {
  review: 'candidates:status',
  applications: 'candidates:status',
  latest: 'candidates:read',
  readyForBgc: 'candidates:read',
};

/** The dashboard (DASH-04..11): its blocks and the list behind each (docs/architecture.md §3a). */
export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.get(
    '/api/dashboard',
    {
      config: { permission: 'dashboard:read' },
      schema: { ...DASHBOARD_DOCS.blocks, tags: ['dashboard'], response: { 200: dashboardSchema } },
    },
    async (request) => readDashboard(db, requireActor(request.actor)),
  );

  routes.get(
    '/api/dashboard/kpis',
    {
      config: { permission: 'dashboard:read' },
      schema: { ...DASHBOARD_DOCS.kpis, tags: ['dashboard'], response: { 200: dashboardKpisSchema } },
    },
    async (request) => readDashboardKpis(db, requireActor(request.actor)),
  );

  for (const [block, permission] of Object.entries(CANDIDATE_LISTS) as [
    DashboardCandidateBlock,
    Permission,
  ][]) {
    routes.get(
      `/api/candidates/lists/${DASHBOARD_LIST_PATHS[block]}`,
      {
        config: { permission },
        schema: {
          ...DASHBOARD_DOCS[block],
          tags: ['dashboard'],
          querystring: dashboardListQuerySchema,
          response: { 200: candidateListResponseSchema, 403: apiErrorSchema },
        },
      },
      async (request) => listDashboardCandidates(db, requireActor(request.actor), block, request.query),
    );
  }

  routes.get(
    '/api/vacancies/dashboard',
    {
      config: { permission: 'vacancies:read' },
      schema: {
        ...DASHBOARD_DOCS.vacancies,
        tags: ['dashboard'],
        querystring: dashboardVacancyQuerySchema,
        response: { 200: pagedResponseSchema(vacancyRowSchema) },
      },
    },
    async (request) => listDashboardVacancies(db, requireActor(request.actor), request.query),
  );
}
