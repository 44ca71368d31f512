import type { RouteOptions } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema, can, ROLES, type Permission } from '@talent-desk/shared';
import { toDocumentSchema } from './document-schema.js';

/** Methods whose body Fastify parses (JSON up to 1 MB; multipart where a route enables it). */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** What the common statuses depend on: the route's access declaration, method and inputs. */
export type RouteShape = {
  methods: readonly string[];
  permission: Permission | undefined;
  changesState: boolean;
  /** Open to a session whose second factor is still due (every other session route may answer 403). */
  beforeSecondFactor: boolean;
  hasInput: boolean;
  hasPathParams: boolean;
  /** A path parameter names a row (a UUID), so the row may not exist. */
  hasPathIds: boolean;
};

/** True when a path parameter is an id: declared as a UUID, or undeclared (then assume it may be). */
function hasPathIds(url: string, params: unknown): boolean {
  if (!(params instanceof z.ZodType)) return /[:*]/.test(url);
  const properties = toDocumentSchema(params, 'input').properties;
  if (typeof properties !== 'object' || properties === null) return false;
  return Object.values(properties).some(
    (property: unknown) =>
      typeof property === 'object' && property !== null && 'format' in property && property.format === 'uuid',
  );
}

export function routeShape(route: Pick<RouteOptions, 'method' | 'config' | 'schema' | 'url'>): RouteShape {
  const schema = route.schema ?? {};
  return {
    methods: (Array.isArray(route.method) ? route.method : [route.method]).map(String),
    permission: route.config?.permission,
    changesState: route.config?.changesState === true,
    beforeSecondFactor: route.config?.beforeSecondFactor === true,
    hasInput: Boolean(
      schema.querystring ?? schema.params ?? schema.body ?? schema.headers ?? schema.documentedBody,
    ),
    hasPathParams: /[:*]/.test(route.url),
    hasPathIds: hasPathIds(route.url, schema.params),
  };
}

/**
 * The error statuses every route of this shape can answer, whatever its handler does
 * (docs/architecture.md §3): 400 for invalid input or a malformed body, 401 without a session, 403 where
 * some role lacks the permission, the cross-origin check applies or the session's second factor is still
 * due (SECOND_FACTOR_REQUIRED, issue 25), 404 for a path id of no (visible) row,
 * 414 for a path parameter over 100 characters, 413/415 for a body that is too large or not JSON, 500 for a
 * bug (with the request id). Domain statuses (404 for an id in a body, 409, 429, 502) stay declared by the
 * route itself.
 */
export function commonErrorStatuses(shape: RouteShape): number[] {
  const takesBody = shape.methods.some((method) => BODY_METHODS.has(method));
  const { permission } = shape;
  const needsSession = permission !== undefined && permission !== 'public';
  const roleLimited = needsSession && ROLES.some((role) => !can(role, permission));
  const statuses = new Set<number>([500]);
  if (shape.hasInput || takesBody) statuses.add(400);
  if (needsSession) statuses.add(401);
  const secondFactorDue = needsSession && !shape.beforeSecondFactor;
  if (roleLimited || takesBody || shape.changesState || secondFactorDue) statuses.add(403);
  if (shape.hasPathIds) statuses.add(404);
  // The router refuses a path parameter over 100 characters before any route runs (URI_TOO_LONG).
  if (shape.hasPathParams) statuses.add(414);
  if (takesBody) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

/** The route's declared responses with the common error statuses added (the route's own entries win). */
export function withCommonResponses(route: RouteOptions): Record<string, unknown> {
  const declared = (route.schema?.response ?? {}) as Record<string, unknown>;
  const common = Object.fromEntries(
    commonErrorStatuses(routeShape(route)).map((status) => [String(status), apiErrorSchema]),
  );
  return { ...common, ...declared };
}
