import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isReady } from './health.service.js';

const statusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/**
 * Liveness (no database, so a slow database does not get the process restarted) and readiness, which
 * also turns 503 as soon as the process starts stopping, so load balancers send it nothing more.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/healthz',
    { config: { permission: 'public' }, schema: { tags: ['health'], response: { 200: statusSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  routes.get(
    '/readyz',
    {
      config: { permission: 'public' },
      schema: { tags: ['health'], response: { 200: statusSchema, 503: statusSchema } },
    },
    async (_request, reply) => {
      if (!app.lifecycle.draining && (await isReady(app.database.db))) return { status: 'ok' as const };
      return reply.code(503).send({ status: 'unavailable' });
    },
  );
}
