import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, type ApiErrorCode, type SentApiErrorBody } from '@talent-desk/shared';
import { AppError } from '../errors.js';
import { isApiPath } from '../lib/api-paths.js';
import { recordAccessDenied } from '../lib/audit.js';
import { definePlugin } from '../lib/define-plugin.js';
import { isEmailedPage } from './spa-pages.js';
import { validationFields, validationMessage } from '../lib/validation-fields.js';

/** An error body every field of which is fixed, its code one of the shared vocabulary. */
type KnownError = { status: number; code: ApiErrorCode; message: string };

/** Fastify's own client errors, answered with a message a person can act on. */
const FRAMEWORK_ERRORS: Record<string, KnownError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'MALFORMED_BODY',
    message: 'The request body is not valid JSON',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'MALFORMED_BODY', message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'BODY_TOO_LARGE',
    message: 'The request body is too large',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'The request body must be sent as application/json',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'MALFORMED_BODY',
    message: 'The request body length is wrong',
  },
};

export type ErrorHandlerOptions = {
  /** In production, unknown non-API pages get the SPA's index.html (client-side routes deep-link). */
  pageFallback?: (reply: FastifyReply) => void;
};

/**
 * Input PostgreSQL cannot store (a NUL byte in text) that a schema let through: the client's fault, so
 * a 400 rather than a 500. Schemas refuse such characters where they can name the field.
 */
const DATABASE_INPUT_ERRORS: Record<string, KnownError> = {
  '22021': {
    status: 400,
    code: 'INVALID_CHARACTERS',
    message: 'The request contains characters that cannot be stored',
  },
  '22P05': {
    status: 400,
    code: 'INVALID_CHARACTERS',
    message: 'The request contains characters that cannot be stored',
  },
};

/** The PostgreSQL error behind a (possibly wrapped, e.g. by Drizzle) error, if it is an input one. */
function databaseInputError(error: unknown): (typeof DATABASE_INPUT_ERRORS)[string] | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = 'code' in e && typeof e.code === 'string' ? e.code : undefined;
    if (code && DATABASE_INPUT_ERRORS[code]) return DATABASE_INPUT_ERRORS[code];
  }
  return undefined;
}

/**
 * A page, not a JSON answer: a GET that asks for HTML, or a GET of a page linked from an e-mail
 * (isEmailedPage) that does not ask for JSON: mail scanners and some clients open links with
 * `Accept: *\/*` or none, and the link must still show its page.
 */
function wantsPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const accept = request.headers.accept ?? '';
  if (accept.includes('text/html')) return true;
  return isEmailedPage(request.url) && !accept.includes('application/json');
}

/**
 * Every answer of this handler: the one body with a code of the vocabulary (ERR-01), with the request id
 * (also in the X-Request-Id header and every log line) for a support request to quote.
 */
function send(request: FastifyRequest, reply: FastifyReply, body: Omit<SentApiErrorBody, 'requestId'>) {
  const sent: SentApiErrorBody = { ...body, requestId: String(request.id) };
  return reply.code(body.status).type('application/json; charset=utf-8').send(sent);
}

/**
 * The single error handler and the JSON 404 (docs/architecture.md §3): no internals ever leave the server.
 */
export const errorHandlerPlugin = definePlugin<ErrorHandlerOptions>(
  { name: 'error-handler' },
  async (app, options) => {
    /** A refusal is audited (issue 24); a failure to write the event must not turn the 403 into a 500. */
    async function auditRefusal(request: FastifyRequest) {
      if (!app.hasDecorator('database')) return;
      try {
        await recordAccessDenied(app.database.db, request);
      } catch (err) {
        request.log.error({ err }, 'access.denied event not written');
      }
    }

    app.setErrorHandler(async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) {
        if (error.status === 403 && error.code === 'FORBIDDEN') await auditRefusal(request);
        if (error.headers) reply.headers(error.headers);
        const body: Omit<SentApiErrorBody, 'requestId'> = {
          status: error.status,
          code: error.code,
          message: error.message,
        };
        if (error.fields) body.fields = [...error.fields];
        return send(request, reply, body);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const fields = validationFields(error.validation, error.validationContext);
        return send(request, reply, {
          status: 400,
          code: 'VALIDATION',
          message: validationMessage(fields),
          fields,
        });
      }
      const known = (error.code ? FRAMEWORK_ERRORS[error.code] : undefined) ?? databaseInputError(error);
      if (known) return send(request, reply, known);
      // Other 4xx from Fastify or a plugin (e.g. a bad URL): keep the status, not the internal wording.
      if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
        return send(request, reply, {
          status: error.statusCode,
          code: 'BAD_REQUEST',
          message: 'The request is not valid',
        });
      }
      request.log.error({ err: error }, 'unhandled error');
      return send(request, reply, {
        status: 500,
        code: 'INTERNAL',
        message: MESSAGES.somethingWentWrong,
      });
    });

    app.setNotFoundHandler((request, reply) => {
      if (options.pageFallback && !isApiPath(request.url) && wantsPage(request)) {
        options.pageFallback(reply);
        return;
      }
      return send(request, reply, { status: 404, code: 'NOT_FOUND', message: MESSAGES.notFound });
    });
  },
);
