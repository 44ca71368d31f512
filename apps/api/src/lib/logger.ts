import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

/**
 * Paths whose last part is a campaign recipient's link token (the e-mail's survey and unsubscribe pages,
 * their API calls, the open pixel): a token in a log would open the survey and unsubscribe the person.
 */
const TOKEN_PATHS = [
  /^(\/+s\/+)[^/]+/,
  /^(\/+u\/+)[^/]+/,
  /^(\/+api\/+public\/+surveys\/+)[^/]+/,
  /^(\/+api\/+public\/+unsubscribe\/+)[^/]+/,
  /^(\/+api\/+public\/+campaigns\/+open\/+)[^/]+/,
];

/** A request's path as logged: without the query string, and with a link token replaced. */
export function loggedPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return TOKEN_PATHS.reduce((logged, pattern) => logged.replace(pattern, '$1[redacted]'), path);
}

/**
 * pino options (docs/architecture.md §3): JSON lines with the request id, never bodies, credentials or
 * personal data. Requests are logged as method + path only (a query string may carry a name or an e-mail; a
 * recipient's link token in the path is redacted), and header paths are redacted in case anything ever logs a
 * raw request.
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
      req: (request: FastifyRequest) => ({ method: request.method, path: loggedPath(request.url) }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
    },
  };
}
