import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  assignCandidatesBodySchema,
  backgroundStatusUpdateBodySchema,
  backgroundStatusUpdateResponseSchema,
  candidateStatusChangeBodySchema,
  candidateStatusItemSchema,
} from '@talent-desk/shared';
import { requireActor } from '../../lib/actor.js';
import { assignCandidates } from './assign.service.js';
import { updateBackgroundStatus } from './background-status.service.js';
import { changeCandidateStatus } from './status-change.service.js';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};
const statusParams = z.object({ id: z.uuid(), vacancyId: z.uuid() });

/** The candidate workflow: pipeline status per vacancy, attaching to vacancies, background checks. */
export async function candidatePipelineRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.put(
    '/api/candidates/:id/vacancies/:vacancyId/status',
    {
      config: { permission: 'candidates:status' },
      schema: {
        tags: ['candidates'],
        params: statusParams,
        body: candidateStatusChangeBodySchema,
        response: { 200: candidateStatusItemSchema, ...errors },
      },
    },
    async (request) =>
      changeCandidateStatus(db, requireActor(request.actor), {
        candidateExternalId: request.params.id,
        vacancyExternalId: request.params.vacancyId,
        status: request.body.status,
      }),
  );

  routes.post(
    '/api/candidates/assign',
    {
      config: { permission: 'candidates:write' },
      schema: {
        tags: ['candidates'],
        body: assignCandidatesBodySchema,
        response: { 200: z.object({ attached: z.number().int() }), ...errors },
      },
    },
    async (request) => assignCandidates(db, requireActor(request.actor), request.body),
  );

  routes.patch(
    '/api/candidates/background-status',
    {
      config: { permission: 'candidates:background' },
      schema: {
        tags: ['candidates'],
        body: backgroundStatusUpdateBodySchema,
        response: { 200: backgroundStatusUpdateResponseSchema, ...errors },
      },
    },
    async (request) => updateBackgroundStatus(db, requireActor(request.actor), request.body),
  );
}
