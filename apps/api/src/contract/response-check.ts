import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { apiErrorSchema, type SentApiErrorBody } from '@talent-desk/shared';
import { isApiPath } from '../lib/api-paths.js';
import { declaredMediaTypes, declaredSchema } from './route-docs.js';

type Payload = string | Buffer | Readable | null | undefined;

function isReadable(payload: unknown): payload is Readable {
  return typeof payload === 'object' && payload !== null && 'pipe' in payload && 'destroy' in payload;
}

function mediaType(reply: FastifyReply): string | undefined {
  const header = reply.getHeader('content-type');
  return typeof header === 'string' ? (header.split(';')[0] ?? '').trim().toLowerCase() : undefined;
}

/** The declared entry for a status: exact, then `4XX`-style ranges, then `default`. */
function declaredEntry(responses: Record<string, unknown>, status: number): unknown {
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
}

function jsonProblem(schema: z.ZodType, payload: Payload): string | undefined {
  if (isReadable(payload)) return 'a stream was sent where JSON is declared';
  const text = typeof payload === 'string' ? payload : (payload?.toString('utf8') ?? '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'the body is not JSON';
  }
  const result = schema.safeParse(body);
  if (result.success) return undefined;
  const issues = result.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`);
  return `the body does not match the declared schema (${issues.join('; ')})`;
}

/** Why this response breaks the route's declared contract, or undefined when it keeps it. */
export function responseProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: Payload,
): string | undefined {
  const status = reply.statusCode;
  const schema = request.routeOptions.schema;
  const responses = schema?.hide ? undefined : (schema?.response as Record<string, unknown> | undefined);
  if (!responses) {
    // Not-found answers and vendored routes: an API error must still be our error body.
    if (status < 400 || !isApiPath(request.url)) return undefined;
    if (mediaType(reply) !== 'application/json')
      return `an error answered as ${mediaType(reply) ?? 'no content type'}`;
    return jsonProblem(apiErrorSchema, payload);
  }
  const entry = declaredEntry(responses, status);
  if (entry === undefined) {
    return `status ${status} is not declared (declared: ${Object.keys(responses).join(', ')})`;
  }
  if (status === 204 || request.method === 'HEAD') return undefined;
  const type = mediaType(reply);
  const declared = declaredMediaTypes(entry);
  if (!type || !declared.includes(type)) {
    return `content type ${type ?? '(none)'} is not declared for ${status} (declared: ${declared.join(', ')})`;
  }
  const json = type === 'application/json' ? declaredSchema(entry, type) : undefined;
  return json ? jsonProblem(json, payload) : undefined;
}

/**
 * Test mode only (config env 'test'): every response is checked against what its route declares
 * (the same declarations the OpenAPI document is generated from). An undeclared status, an
 * undeclared content type or a body that does not match becomes a 500 CONTRACT_VIOLATION naming
 * the problem, so any test that meets it fails; the log says the same. The serializer already
 * validates JSON for declared statuses; this also covers undeclared statuses, files and errors
 * produced outside the route (access control, the error handler, not-found).
 */
export function checkResponsesAgainstContract(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload: Payload) => {
    const problem = responseProblem(request, reply, payload);
    if (!problem) return payload;
    const route = request.routeOptions.url ?? request.url;
    const message = `Response contract violation: ${request.method} ${route} answered ${reply.statusCode}: ${problem}`;
    request.log.error({ route, status: reply.statusCode, problem }, 'response contract violation');
    if (isReadable(payload)) payload.destroy();
    reply.code(500).type('application/json; charset=utf-8');
    reply.removeHeader('content-length');
    reply.removeHeader('content-disposition');
    const body: SentApiErrorBody = {
      status: 500,
      code: 'CONTRACT_VIOLATION',
      message,
      requestId: String(request.id),
    };
    return JSON.stringify(body);
  });
}
