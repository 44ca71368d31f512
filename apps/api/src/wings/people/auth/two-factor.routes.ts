import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  currentUserSchema,
  messageResponseSchema,
  recoveryCodesSchema,
  TWO_FACTOR_MESSAGES,
  twoFactorConfirmBodySchema,
  twoFactorEnableBodySchema,
  twoFactorSetupBodySchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  twoFactorVerifyBodySchema,
} from '@talent-desk/shared';
import { actorAuditOf } from '../../../lib/audit.js';
import { clientKey } from '../../../lib/client-address.js';
import { setSessionCookie, sessionToken } from './session-cookie.js';
import * as service from './two-factor.service.js';

const tags = ['auth'];
/** Open to a session whose second factor is still due (access control). */
const beforeSecondFactor = { permission: 'session', beforeSecondFactor: true } as const;
const signedIn = { permission: 'session' } as const;

const wrongCode = apiErrorSchema.describe(
  "SECOND_FACTOR_WRONG: the code is not right or was used already; CURRENT_PASSWORD_WRONG: the password isn't",
);
const throttled = apiErrorSchema.describe('TOO_MANY_ATTEMPTS: too many wrong answers (Retry-After)');
const refused = apiErrorSchema.describe(
  'CONFLICT: two-factor sign-in is not on, is on already, or the role requires it (the message says which)',
);

/** Two-factor sign-in (issue 25, docs/decisions.md "Two-factor sign-in"): the user's own calls and an ADMIN's reset. */
export async function twoFactorRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const key = () => app.appConfig.twoFactorKey.bytes;
  const sessionOf = (request: FastifyRequest): service.TwoFactorSession => {
    const audit = actorAuditOf(request);
    return { actor: audit.actor, token: sessionToken(request), client: clientKey(request.ip), audit };
  };

  routes.get(
    '/api/auth/two-factor',
    {
      config: beforeSecondFactor,
      schema: {
        tags,
        summary: "The signed-in user's two-factor sign-in: on or off, required for their role, codes left",
        response: { 200: twoFactorStatusSchema },
      },
    },
    async (request) => service.twoFactorStatus(db, sessionOf(request).actor),
  );

  routes.post(
    '/api/auth/two-factor/verify',
    {
      config: beforeSecondFactor,
      schema: {
        tags,
        summary: 'Finish signing in with the authenticator’s code or a recovery code',
        description:
          'The second step of signing in when two-factor sign-in is on (`secondFactor: code`). A 6-digit code of the current 30-second step (one step either side allowed) that is newer than the last code used, or an unused recovery code (`abcde-12345`, then used up). Wrong codes share the sign-in throttle (429). On success the session cookie is replaced and the answer says `secondFactor: done`.',
        body: twoFactorVerifyBodySchema,
        response: { 200: currentUserSchema, 401: wrongCode, 409: refused, 429: throttled },
      },
    },
    async (request, reply) => {
      const { user, token } = await service.verifySecondFactor(
        db,
        key(),
        sessionOf(request),
        request.body.code,
      );
      if (token) setSessionCookie(reply, request, app.appConfig, token);
      return user;
    },
  );

  routes.post(
    '/api/auth/two-factor/setup',
    {
      config: beforeSecondFactor,
      schema: {
        tags,
        summary: 'Start setting up two-factor sign-in: a new secret and its QR code',
        description:
          'The secret stays pending until `/enable` confirms it with one of its codes. Right after signing in with a role that must use two-factor sign-in (`secondFactor: enrol`) nothing is asked; otherwise the password, and when two-factor sign-in is on already (a new phone) a current code too.',
        body: twoFactorSetupBodySchema,
        response: { 200: twoFactorSetupSchema, 401: wrongCode, 409: refused, 429: throttled },
      },
    },
    async (request) => service.setUpTwoFactor(db, key(), sessionOf(request), request.body),
  );

  routes.post(
    '/api/auth/two-factor/enable',
    {
      config: beforeSecondFactor,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in on: confirm the new secret with one of its codes',
        description:
          'Answers the recovery codes, shown this once (the old ones stop working). A session that had to set it up is signed in fully (new session cookie).',
        body: twoFactorEnableBodySchema,
        response: {
          200: recoveryCodesSchema,
          400: apiErrorSchema.describe('NO_PENDING_SETUP: call /setup first'),
          401: wrongCode,
          409: refused,
        },
      },
    },
    async (request, reply) => {
      const { recoveryCodes, token } = await service.enableTwoFactor(
        db,
        key(),
        sessionOf(request),
        request.body.code,
      );
      if (token) setSessionCookie(reply, request, app.appConfig, token);
      return { recoveryCodes };
    },
  );

  routes.post(
    '/api/auth/two-factor/disable',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off (password and a current code)',
        description: 'Refused (409) when the security settings require it for the user’s role.',
        body: twoFactorConfirmBodySchema,
        response: { 200: messageResponseSchema, 401: wrongCode, 409: refused, 429: throttled },
      },
    },
    async (request) => {
      await service.disableTwoFactor(db, key(), sessionOf(request), request.body);
      return { message: TWO_FACTOR_MESSAGES.disabled };
    },
  );

  routes.post(
    '/api/auth/two-factor/recovery-codes',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'New recovery codes (password and a current code); the old ones stop working',
        body: twoFactorConfirmBodySchema,
        response: { 200: recoveryCodesSchema, 401: wrongCode, 409: refused, 429: throttled },
      },
    },
    async (request) => service.renewRecoveryCodes(db, key(), sessionOf(request), request.body),
  );

  routes.post(
    '/api/users/:id/two-factor/reset',
    {
      config: { permission: 'users:activate' },
      schema: {
        tags: ['users'],
        summary: "Reset a user's two-factor sign-in (ADMIN): they set it up again at their next sign-in",
        description:
          'For a user who lost their authenticator: the secret and recovery codes are removed, their sessions end and they are told by e-mail. Recorded as user.two_factor_reset.',
        params: z.object({ id: z.uuid() }),
        response: {
          200: messageResponseSchema,
          404: apiErrorSchema.describe("'User not found': no user has this id"),
        },
      },
    },
    async (request) => {
      await service.resetTwoFactor(db, app.mailer, actorAuditOf(request), request.params.id);
      return { message: TWO_FACTOR_MESSAGES.reset };
    },
  );
}
