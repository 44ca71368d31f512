import helmet from '@fastify/helmet';
import { definePlugin } from '../lib/define-plugin.js';
import { isApiPath } from '../lib/api-paths.js';

/**
 * Helmet's headers with a CSP the SPA and the API docs can live with: MUI/emotion inject <style> tags
 * ('unsafe-inline' styles, no inline scripts), swagger-ui uses data: images. Plain-http deployments
 * must not be told to upgrade their requests, so that directive follows PUBLIC_URL.
 */
export const securityHeadersPlugin = definePlugin({ name: 'security-headers' }, async (app) => {
  const https = app.appConfig.publicOrigin.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The candidate page frames its own inline PDF resume (that response has its own CSP).
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  // API answers carry personal data: no browser or proxy cache may keep them, errors included. A route
  // that sets its own Cache-Control (e.g. one that is explicitly public) keeps it.
  app.addHook('onSend', async (request, reply) => {
    if (isApiPath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
});
