import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  can,
  MESSAGES,
  PERMISSIONS,
  SECOND_FACTOR_REQUIRED,
  TWO_FACTOR_MESSAGES,
  type Permission,
} from '@talent-desk/shared';
import { AppError } from '../errors.js';
import { definePlugin } from '../lib/define-plugin.js';
import { sessionTimes } from '../lib/session-times.js';
import { clearSessionCookie, sessionToken, resolveSession } from '../wings/people/index.js';

export type RouteEntry = { method: string; url: string; permission: Permission };

/**
 * Routes added by vendored plugins (swagger-ui and its static files) cannot carry our route config;
 * their permission is declared here, by prefix, in one visible place.
 */
const VENDORED_PREFIXES: readonly { prefix: string; permission: Permission }[] = [
  { prefix: '/api/docs', permission: 'docs:read' },
];

function isPermission(value: unknown): value is Permission {
  return (PERMISSIONS as readonly unknown[]).includes(value);
}

/**
 * Every route declares the permission it needs (docs/architecture.md §3): registering one without a valid
 * permission throws, and the route table is kept for the tests to walk. The check runs at onRequest,
 * before the body is parsed or validated, so an anonymous or forbidden caller learns nothing else.
 */
export const accessControlPlugin = definePlugin(
  { name: 'access-control', dependencies: ['session', 'same-origin'] },
  async (app) => {
    const routeTable: RouteEntry[] = [];
    app.decorate('routeTable', routeTable);

    app.addHook('onRoute', (route) => {
      const vendored = VENDORED_PREFIXES.find(
        ({ prefix }) => route.url === prefix || route.url.startsWith(`${prefix}/`),
      );
      if (vendored && route.config?.permission === undefined)
        route.config = { ...route.config, permission: vendored.permission };
      const permission = route.config?.permission;
      if (!isPermission(permission)) {
        throw new Error(
          `Route ${String(route.method)} ${route.url} declares no valid permission (config.permission)`,
        );
      }
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) routeTable.push({ method: String(method), url: route.url, permission });
    });

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const permission = request.routeOptions.config.permission;
      if (permission === undefined || permission === 'public') return;
      const token = sessionToken(request);
      const actor = token ? await resolveSession(app.database.db, token, sessionTimes(app.appConfig)) : null;
      if (!actor) {
        if (token) clearSessionCookie(reply, request, app.appConfig);
        throw new AppError(401, 'UNAUTHENTICATED', MESSAGES.sessionRequired);
      }
      // Who was refused: the error handler records an access.denied event for a signed-in user.
      request.actor = actor;
      const { beforeSecondFactor, beforePasswordChange } = request.routeOptions.config;
      // Half signed in (the password only): nothing else is told, not even what the role may do.
      if (actor.secondFactorDue && beforeSecondFactor !== true) {
        throw new AppError(403, SECOND_FACTOR_REQUIRED, TWO_FACTOR_MESSAGES.secondFactorRequired);
      }
      if (!can(actor.role, permission)) throw new AppError(403, 'FORBIDDEN', MESSAGES.forbidden);
      // The demo password is changed once signed in fully: the second factor's calls come first.
      if (actor.passwordChangeRequired && !actor.secondFactorDue && beforePasswordChange !== true) {
        throw new AppError(403, 'PASSWORD_CHANGE_REQUIRED', MESSAGES.passwordChangeRequired);
      }
    });
  },
);
