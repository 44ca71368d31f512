import type { FastifyInstance } from 'fastify';
import { actorAuditOf } from '../../../lib/audit.js';
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
import { assignCandidates } from './assign.service.js';
import { updateBackgroundStatus } from './background-status.service.js';
import { changeCandidateStatus } from './status-change.service.js';

// Beyond the statuses every route of its kind gets (contract/common-responses): an id in the body that
// does not exist or is out of the user's scope, and a step the workflow does not allow.
const errors = { 404: apiErrorSchema, 409: apiErrorSchema };
const statusParams = z.object({ id: z.uuid(), vacancyId: z.uuid() });
const BACKGROUND_STATUS_EXAMPLE = {
  backgroundStatus: 'READY_FOR_BGC',
  candidateExternalIds: ['2c4e6a8b-1d3f-4a5b-9c7d-8e9f0a1b2c3d'],
  backgroundStatusUpdateDate: '2025-06-02T09:30:00',
};

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
      changeCandidateStatus(db, actorAuditOf(request), {
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
    async (request) => assignCandidates(db, actorAuditOf(request), request.body),
  );

  routes.patch(
    '/api/candidates/background-status',
    {
      config: { permission: 'candidates:background' },
      schema: {
        tags: ['candidates'],
        body: backgroundStatusUpdateBodySchema.meta({ examples: [BACKGROUND_STATUS_EXAMPLE] }),
        response: { 200: backgroundStatusUpdateResponseSchema, ...errors },
      },
    },
    async (request) => updateBackgroundStatus(db, actorAuditOf(request), request.body),
  );
}
