import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/**
 * pino options (ARCHITECTURE §3): JSON lines with the request id, never bodies, credentials or personal
 * data. Requests are logged as method + path only (a query string may carry a name or an e-mail), and
 * header paths are redacted in case anything ever logs a raw request.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'headers.cookie',
        'headers.authorization',
        'res.headers["set-cookie"]',
        '*.headers["set-cookie"]',
        'email',
        '*.email',
        'password',
        '*.password',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req: (request: FastifyRequest) => ({ method: request.method, path: request.url.split('?')[0] }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
    },
  };
}
