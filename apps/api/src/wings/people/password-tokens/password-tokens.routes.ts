import type { FastifyInstance } from 'fastify';
import { auditContextOf } from '../../../lib/audit.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  forgotPasswordBodySchema,
  messageResponseSchema,
  PASSWORD_TOKEN_MESSAGES,
  passwordTokenInfoSchema,
  passwordTokenSchema,
  setPasswordBodySchema,
} from '@talent-desk/shared';
import { clientKey } from '../../../lib/client-address.js';
import { readPasswordToken, requestPasswordReset, setPasswordWithToken } from './password-token.service.js';

/** The e-mailed password links: invitations and resets. No session: the token is the credential. */
export async function passwordTokensRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['auth'];

  routes.get(
    '/api/auth/password-tokens/:token',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Whose invitation or reset link this is (404 when invalid, expired or used)',
        params: z.object({ token: passwordTokenSchema }),
        response: { 200: passwordTokenInfoSchema, 404: apiErrorSchema },
      },
    },
    async (request) => readPasswordToken(db, request.params.token),
  );

  routes.post(
    '/api/auth/set-password',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Sets the password of the link’s user; the link stops working and their sessions end',
        body: setPasswordBodySchema,
        response: { 200: messageResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      await setPasswordWithToken(db, request.body, auditContextOf(request));
      return { message: PASSWORD_TOKEN_MESSAGES.passwordSet };
    },
  );

  // 202 whether or not the address is known; 429 only when this IP asks too often.
  routes.post(
    '/api/auth/forgot-password',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'E-mails a password reset link when a user has this address',
        body: forgotPasswordBodySchema,
        response: { 202: messageResponseSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(
        {
          db,
          queue: app.passwordResets.request,
          ceilingPerHour: app.appConfig.limits.passwordResetEmailsPerHour,
          onCeiling: (retryAfterSeconds) =>
            request.log.warn({ retryAfterSeconds }, 'password reset ceiling reached'),
        },
        request.body,
        clientKey(request.ip),
        auditContextOf(request),
      );
      return reply.code(202).send({ message: PASSWORD_TOKEN_MESSAGES.resetRequested });
    },
  );
}
