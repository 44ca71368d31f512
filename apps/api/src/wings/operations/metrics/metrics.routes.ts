import { AppError } from '../../../errors.js';
import { definePlugin } from '../../../lib/define-plugin.js';
import { createAppMetrics } from './metrics-registry.js';
import { bearerTokenMatches } from './metrics-token.js';

export const METRICS_PATH = '/metrics';

/** The label of requests no route matched (unknown paths): never the raw URL, which is unbounded. */
const UNMATCHED_ROUTE = '(unmatched)';

/**
 * GET /metrics in Prometheus's text format for the platform's scraper (docs/operations.md, Metrics), and
 * the hook timing every answer. Only with METRICS_TOKEN set: unset, neither exists and /metrics is a
 * plain 404. The route is public to access control (no session, no limits: a scraper has neither) and
 * asks for the token itself; it is internal, so hidden from the OpenAPI document. Registered before the
 * other routes so that its hook applies to them all.
 */
export const metricsPlugin = definePlugin(
  { name: 'metrics', dependencies: ['access-control', 'jobs'] },
  async (app) => {
    const token = app.appConfig.metricsToken;
    if (token === undefined) return;
    const metrics = createAppMetrics(app.database, app.log, app.jobWorkers);

    app.addHook('onResponse', async (request, reply) => {
      const route = request.routeOptions.url;
      if (route === METRICS_PATH) return; // its own scrapes would only measure the scraper
      metrics.observeRequest(
        request.method,
        route ?? UNMATCHED_ROUTE,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });

    app.get(
      METRICS_PATH,
      {
        config: { permission: 'public' },
        schema: { hide: true },
        onRequest: async (request) => {
          if (!bearerTokenMatches(request.headers.authorization, token)) {
            throw new AppError(401, 'UNAUTHENTICATED', 'The metrics token is missing or wrong', undefined, {
              'www-authenticate': 'Bearer realm="metrics"',
            });
          }
        },
      },
      async (_request, reply) => {
        await metrics.refreshFromDatabase();
        const text = await metrics.registry.metrics();
        return reply.type(metrics.registry.contentType).header('cache-control', 'no-store').send(text);
      },
    );
  },
);
