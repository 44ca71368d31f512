import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { withCommonResponses } from '../contract/common-responses.js';
import { documentTransform } from '../contract/document-transform.js';
import { checkResponsesAgainstContract } from '../contract/response-check.js';
import { definePlugin } from '../lib/define-plugin.js';
import { SESSION_COOKIE } from '../wings/people/index.js';

export const DOCS_PREFIX = '/api/docs';
/** The OpenAPI document as JSON (the fuzz test and API clients read it here). */
export const DOCS_JSON_URL = `${DOCS_PREFIX}/json`;

/**
 * OpenAPI 3.1 generated from the routes' zod schemas, browsable at /api/docs (docs/architecture.md §3). Every
 * route gets the error statuses its access declaration and inputs imply (common-responses), so a new
 * route is documented completely without extra work. In tests every response is also checked against
 * those declarations. Access to the document: docs/decisions.md, API.
 */
export const openApiPlugin = definePlugin(
  { name: 'openapi', dependencies: ['access-control'] },
  async (app) => {
    app.addHook('onRoute', (route) => {
      if (route.schema?.hide) return;
      route.schema = { ...route.schema, response: withCommonResponses(route) };
    });
    if (app.appConfig.env === 'test') checkResponsesAgainstContract(app);

    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Talent Desk API',
          version: '0.1.0',
          description:
            'Errors always have the body `{status, code, message, fields?, requestId?}`. ' +
            'Sign in with POST /api/auth/login; the session is the httpOnly cookie `' +
            SESSION_COOKIE +
            '`.',
        },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } } },
        security: [{ session: [] }],
      },
      transform: documentTransform,
    });
    await app.register(swaggerUi, { routePrefix: DOCS_PREFIX });
  },
);
