import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { definePlugin } from '../lib/define-plugin.js';
import { SESSION_COOKIE } from '../modules/auth/session.service.js';

export const DOCS_PREFIX = '/api/docs';

/** OpenAPI generated from the routes' zod schemas, browsable at /api/docs (ARCHITECTURE §3). */
export const openApiPlugin = definePlugin(
  { name: 'openapi', dependencies: ['access-control'] },
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Talent Desk API', version: '0.1.0' },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
        security: [{ session: [] }],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
);
