import type { FastifyInstance } from 'fastify';
import { actorAuditOf, auditContextOf } from '../../../lib/audit.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  changePasswordBodySchema,
  currentUserSchema,
  loginBodySchema,
  messageResponseSchema,
  MESSAGES,
  PASSWORD_CHANGE_SIGNED_OUT,
} from '@talent-desk/shared';
import { requireActor } from '../../../lib/actor.js';
import { clientKey } from '../../../lib/client-address.js';
import { sessionTimes } from '../../../lib/session-times.js';
import { AppError } from '../../../errors.js';
import { changePassword } from './change-password.service.js';
import { currentUser, login } from './auth.service.js';
import { clearSessionCookie, sessionToken, setSessionCookie } from './session-cookie.js';
import { endSession } from './session.service.js';

// Beyond the statuses every route of its kind gets (contract/common-responses): wrong credentials, throttling.
const loginErrors = { 401: apiErrorSchema, 429: apiErrorSchema };

/** The sign-in calls of the API map (docs/architecture.md §3a); paths are the spec's where it gives them. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.post(
    '/api/auth/login',
    {
      config: { permission: 'public' },
      schema: { tags: ['auth'], body: loginBodySchema, response: { 200: currentUserSchema, ...loginErrors } },
    },
    async (request, reply) => {
      const { user, token } = await login(
        db,
        { ...request.body, client: clientKey(request.ip), previousToken: sessionToken(request) },
        sessionTimes(app.appConfig),
        app.appConfig.productionMode,
        auditContextOf(request),
      );
      setSessionCookie(reply, request, app.appConfig, token);
      return user;
    },
  );

  // A GET because the spec says so (AUTH-02); it changes state, so it gets the same-origin check.
  routes.get(
    '/api/auth/logout',
    {
      config: {
        permission: 'public',
        changesState: true,
        beforePasswordChange: true,
        beforeSecondFactor: true,
      },
      schema: { tags: ['auth'], response: { 200: messageResponseSchema } },
    },
    async (request, reply) => {
      const token = sessionToken(request);
      if (token) await endSession(db, token);
      clearSessionCookie(reply, request, app.appConfig);
      return { message: 'Signed out' };
    },
  );

  routes.get(
    '/api/auth/me',
    {
      config: { permission: 'session', beforePasswordChange: true, beforeSecondFactor: true },
      schema: { tags: ['auth'], response: { 200: currentUserSchema } },
    },
    async (request) => currentUser(db, requireActor(request.actor)),
  );

  routes.post(
    '/user-service/user/change/password',
    {
      config: { permission: 'session', beforePasswordChange: true },
      schema: {
        tags: ['auth'],
        body: changePasswordBodySchema,
        // 401: the current password is wrong (AUTH-11); 429: too many wrong ones (throttled).
        response: { 200: messageResponseSchema, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const changer = {
        userId: requireActor(request.actor).userId,
        client: clientKey(request.ip),
        sessionToken: sessionToken(request),
      };
      try {
        await changePassword(db, changer, request.body, actorAuditOf(request));
      } catch (error) {
        // Too many wrong current passwords ended this session: the browser forgets it too.
        if (error instanceof AppError && error.code === PASSWORD_CHANGE_SIGNED_OUT)
          clearSessionCookie(reply, request, app.appConfig);
        throw error;
      }
      clearSessionCookie(reply, request, app.appConfig);
      return { message: MESSAGES.passwordChanged };
    },
  );
}
