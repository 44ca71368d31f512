import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config/index.js';
import type { Database } from './db/client.js';
import type { FileStorage } from './integrations/files/file-storage.js';
import { fileStorageFor } from './integrations/files/index.js';
import { gloRConnectorFor, type GloRConnector } from './integrations/glo-r/index.js';
import './fastify-types.js';
import { jobsPlugin, type JobsOptions } from './jobs-plugin.js';
import { fastifyTrustProxy } from './config/trust-proxy.js';
import { loggerOptions } from './lib/logger.js';
import { requestIdGenerator } from './lib/request-ids.js';
import { metricsPlugin } from './wings/operations/index.js';
import { routesFor, servesApi } from './app-routes.js';
import { accessControlPlugin } from './plugins/access-control.js';
import { compressionPlugin } from './plugins/compression.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { clientErrorHandler, sendFrameworkError } from './plugins/framework-errors.js';
import { openApiPlugin } from './plugins/openapi.js';
import { requestIdPlugin } from './plugins/request-id.js';
import { sameOriginPlugin } from './plugins/same-origin.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { sessionPlugin } from './plugins/session.js';
import { spaPlugin, webDistDir } from './plugins/spa.js';
import { pageSender } from './plugins/spa-pages.js';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  /** A ready pino logger (tests capture output with one); by default one is built from LOG_LEVEL. */
  logger?: FastifyBaseLogger;
  /** Where uploaded files go; by default chosen from config (S3_URL: that bucket, else `$DATA_DIR/files`). */
  files?: FileStorage;
  /** The GLO-R connector; by default chosen from config (GLO_R_URL: HTTP, else built-in). */
  gloR?: GloRConnector;
  /** The job queue's polling, retry timing and mail transport (tests); by default from config. */
  jobs?: JobsOptions;
};

/** JSON bodies only (uploads get their own limit with multipart); anything larger is answered 413. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** The whole API as a Fastify instance, ready to listen or to `inject` (main.ts and every test). */
export async function buildApp({
  config,
  database,
  logger,
  files,
  gloR,
  jobs,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config.logLevel) }),
    // A trusted proxy's X-Request-Id (validated) or a new UUID; read by genReqId, not requestIdHeader,
    // which would take the header from any client. pino logs it as reqId on every line of the request.
    genReqId: requestIdGenerator(config.trustProxy),
    requestIdHeader: false,
    // Only the configured proxies' X-Forwarded-* is believed (never "trust all"): otherwise a client could
    // pick its IP (dodging every per-IP limit) or its protocol.
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: BODY_LIMIT_BYTES,
    // A client that has not sent its whole request by then (slow-loris, stalled upload) gets 408.
    requestTimeout: config.requestTimeoutMs,
    // Errors raised before routing (bad URL encoding, over-long path parameter, broken HTTP, headers
    // over Node's 16 KB) answer in our error shape too.
    frameworkErrors: sendFrameworkError,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body (what a cross-site form can send without preflight) is answered 415.
  app.removeContentTypeParser('text/plain');
  app.decorate('appConfig', config);
  app.decorate('database', database);
  app.decorate('files', files ?? fileStorageFor(config));
  app.decorate('gloR', gloR ?? gloRConnectorFor(config));
  app.decorate('lifecycle', { draining: false });
  // While stopping, each answer closes its connection: one kept alive would hold the closing server open
  // until the shutdown deadline.
  app.addHook('onSend', async (_request, reply) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
  });

  const spaRoot = servesApi(config.processRole) ? webDistDir(config) : undefined;
  await app.register(errorHandlerPlugin, spaRoot ? { pageFallback: pageSender(spaRoot) } : {});
  await app.register(requestIdPlugin);
  await app.register(compressionPlugin); // before the routes: it attaches to each route as added
  await app.register(securityHeadersPlugin);
  await app.register(sessionPlugin);
  await app.register(sameOriginPlugin);
  await app.register(accessControlPlugin);
  if (servesApi(config.processRole)) await app.register(openApiPlugin);
  await app.register(jobsPlugin, jobs ?? {});
  // Every role, before the routes: its hook times each of them, and a worker is scraped too.
  await app.register(metricsPlugin);

  for (const routes of routesFor(config.processRole)) await app.register(routes);
  if (spaRoot) await app.register(spaPlugin, { root: spaRoot });

  await app.ready();
  return app;
}
