import type { Socket } from 'node:net';
import type { ConnectionError, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, type SentApiErrorBody } from '@talent-desk/shared';

/**
 * Errors Fastify and Node raise before any route, hook or error handler runs (docs/architecture.md §3: every
 * error has our one shape). Wired in app.ts as Fastify's `frameworkErrors` and `clientErrorHandler`.
 * Route hooks do not run here, so the headers every API answer carries are set by hand.
 */

const PRE_ROUTING: Record<string, Omit<SentApiErrorBody, 'requestId'>> = {
  FST_ERR_BAD_URL: {
    status: 400,
    code: 'BAD_URL',
    message: 'The URL is not valid: a percent-encoded character is malformed',
  },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'URI_TOO_LONG', message: 'A part of the URL is too long' },
};

/** Fastify's `frameworkErrors`: a bad URL encoding (400) or an over-long path parameter (414). */
export function sendFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const known = PRE_ROUTING[error.code];
  if (!known) request.log.error({ err: error }, 'framework error');
  const body: SentApiErrorBody = {
    ...(known ?? { status: 500, code: 'INTERNAL', message: MESSAGES.somethingWentWrong }),
    requestId: String(request.id),
  };
  void reply
    .code(body.status)
    .headers({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-request-id': String(request.id),
    })
    .send(body);
}

/** What Node's HTTP parser refused, by its error code; anything else is a 400. */
function connectionErrorBody(error: ConnectionError): SentApiErrorBody {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return { status: 431, code: 'HEADERS_TOO_LARGE', message: 'The request headers or URL are too large' };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'TIMEOUT', message: 'The request took too long to arrive' };
    default:
      return { status: 400, code: 'BAD_REQUEST', message: 'The request is not valid HTTP' };
  }
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};

/** Fastify's `clientErrorHandler`: the raw answer on the socket, then close it (as Node does). */
export function clientErrorHandler(error: ConnectionError, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const body = connectionErrorBody(error);
    const json = JSON.stringify(body);
    socket.write(
      `HTTP/1.1 ${body.status} ${REASONS[body.status] ?? 'Bad Request'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        json,
    );
  }
  socket.destroy(error);
}
