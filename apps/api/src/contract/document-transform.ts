import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { z } from 'zod';
import { can, ROLES, type Permission } from '@talent-desk/shared';
import { toDocumentSchema, type JsonSchema } from './document-schema.js';
import { declaredMediaTypes, declaredSchema } from './route-docs.js';

/** What each status means in this API; a route's own `.describe()` on a response wins. */
const STATUS_DESCRIPTIONS: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '204': 'No content',
  '400': 'Invalid request: code VALIDATION with `fields` naming each invalid field, or MALFORMED_BODY',
  '401': 'No valid session (UNAUTHENTICATED), or wrong credentials',
  '403': 'The role may not do this (FORBIDDEN), or a cross-site request (CROSS_ORIGIN)',
  '404': 'Not found, or not visible to this user (a VENDOR sees only its own vendor’s rows)',
  '409': 'Conflicts with the current state (e.g. email or phone already exists)',
  '413': 'The request body is too large (BODY_TOO_LARGE)',
  '415': 'Wrong content type (UNSUPPORTED_MEDIA_TYPE)',
  '429': 'Too many attempts; Retry-After says when to try again',
  '500': 'Unexpected server error (INTERNAL, with the requestId to quote)',
  '502': 'The external system failed',
  '503': 'Not ready',
};

const INPUT_PARTS = ['querystring', 'params', 'headers'] as const;

function isZod(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

/** Who may call the operation, for readers of the document (the API enforces it, see access-control). */
function accessDescription(permission: Permission | undefined): string {
  if (permission === undefined || permission === 'public') return 'Access: anyone, no session needed.';
  const roles = ROLES.filter((role) => can(role, permission));
  return `Access: ${roles.join(', ')} (permission \`${permission}\`).`;
}

function responseObject(status: string, entry: unknown): JsonSchema {
  const own = isZod(entry) ? entry.description : undefined;
  const described =
    typeof entry === 'object' &&
    entry !== null &&
    'description' in entry &&
    typeof entry.description === 'string'
      ? entry.description
      : undefined;
  const content = Object.fromEntries(
    declaredMediaTypes(entry).map((mediaType) => {
      const schema = declaredSchema(entry, mediaType);
      return [mediaType, { schema: schema ? toDocumentSchema(schema, 'output') : {} }];
    }),
  );
  return { description: own ?? described ?? STATUS_DESCRIPTIONS[status] ?? 'Response', content };
}

function requestBody(schema: FastifySchema): JsonSchema | undefined {
  if (schema.documentedBody) {
    const { contentType, schema: body } = schema.documentedBody;
    return { content: { [contentType]: { schema: toDocumentSchema(body, 'input') } } };
  }
  return isZod(schema.body) ? toDocumentSchema(schema.body, 'input') : undefined;
}

/**
 * Each route's zod schemas as the OpenAPI 3.1 operation: parameters and bodies from the request side
 * of the schemas that validate them, every declared status (common ones added by common-responses)
 * with its media types, the access rule, and no security requirement on public routes.
 */
export const documentTransform: SwaggerTransform = ({ schema, url, route }) => {
  if (!schema || schema.hide) return { schema: { ...schema, hide: true }, url };
  const { response, body: _body, documentedBody: _documented, ...rest } = schema;
  const transformed: Record<string, unknown> = { ...rest };
  for (const part of INPUT_PARTS) {
    const value = schema[part];
    if (isZod(value)) transformed[part] = toDocumentSchema(value, 'input');
  }
  const body = requestBody(schema);
  if (body) transformed.body = body;
  const declared = (response ?? {}) as Record<string, unknown>;
  transformed.response = Object.fromEntries(
    Object.entries(declared).map(([status, entry]) => [status, responseObject(status, entry)]),
  );
  const permission = route.config?.permission;
  if (permission === 'public') transformed.security = [];
  transformed['x-permission'] = permission;
  const description = typeof rest.description === 'string' ? `${rest.description}\n\n` : '';
  transformed.description = `${description}${accessDescription(permission)}`;
  return { schema: transformed as FastifySchema, url };
};
