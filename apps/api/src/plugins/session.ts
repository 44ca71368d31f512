import cookie from '@fastify/cookie';
import { definePlugin } from '../lib/define-plugin.js';

/** Cookie parsing and the `request.actor` slot that access control fills for non-public routes. */
export const sessionPlugin = definePlugin({ name: 'session' }, async (app) => {
  await app.register(cookie);
  app.decorateRequest('actor', null);
});
