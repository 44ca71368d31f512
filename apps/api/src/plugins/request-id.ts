import { definePlugin } from '../lib/define-plugin.js';

/**
 * Echoes the request id (a trusted proxy's X-Request-Id or a UUID: lib/request-ids.ts; also in every log
 * line of the request and in error bodies) so support can find the logs.
 */
export const requestIdPlugin = definePlugin({ name: 'request-id' }, async (app) => {
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', String(request.id));
  });
});
