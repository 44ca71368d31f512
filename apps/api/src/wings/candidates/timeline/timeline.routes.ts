import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { timelineQuerySchema, timelineResponseSchema } from '@talent-desk/shared';
import { requireActor } from '../../../lib/actor.js';
import { readTimeline } from './timeline.service.js';

const idParams = z.object({ id: z.uuid() });

/** GET /api/candidates/{id}/timeline: one candidate's activity, newest first (issue 24). */
export async function candidateTimelineRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  routes.get(
    '/api/candidates/:id/timeline',
    {
      config: { permission: 'candidates:read' },
      schema: {
        tags: ['candidates'],
        summary: "A candidate's activity timeline",
        description:
          'Notes, pipeline and background-check steps, submissions, careers-site applications, campaign e-mails (sent, opened, answered, unsubscribed) and the audit log’s other events about the candidate, newest first; `kind` narrows it (comma-separated). A VENDOR sees its own candidates only, and of them what concerns its submissions, the notes it may read and its own users’ changes.',
        params: idParams,
        querystring: timelineQuerySchema,
        response: { 200: timelineResponseSchema },
      },
    },
    async (request) => readTimeline(db, requireActor(request.actor), request.params.id, request.query),
  );
}
