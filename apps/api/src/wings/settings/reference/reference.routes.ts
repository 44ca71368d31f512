import type { FastifyInstance } from 'fastify';
import { auditContextOf } from '../../../lib/audit.js';
import { z } from 'zod';
import {
  apiErrorSchema,
  cityPageSchema,
  cityRowSchema,
  countryPageSchema,
  countryRowSchema,
  distributionListPageSchema,
  distributionListRowSchema,
  NAMED_LIST_KINDS,
  namedItemPageSchema,
  namedItemRowSchema,
  settingsListQuerySchema,
  skillMergeBodySchema,
  skillMergeResultSchema,
  skillPageSchema,
  skillRowSchema,
  type SkillMergeBody,
  type SettingsListQuery,
  statePageSchema,
  stateRowSchema,
} from '@talent-desk/shared';
import { cityKind } from './cities.kind.js';
import { countryKind } from './countries.kind.js';
import { distributionListKind } from './distribution-lists.kind.js';
import { namedListKind } from './named-lists.kind.js';
import { BODY_EXAMPLES, referenceDocs } from './reference.docs.js';
import type { ReferenceKind } from './reference-kind.js';
import * as service from './reference.service.js';
import { mergeSkill } from './skill-merge.service.js';
import { skillKind } from './skills.kind.js';
import { stateKind } from './states.kind.js';

const idParams = z.object({ id: z.uuid() });

/** The five routes of one list: GET (page), POST, GET/PUT/DELETE by id. ADMIN only (SET-01). */
function registerList<R extends { externalId: string; name: string }, B>(
  app: FastifyInstance,
  kind: ReferenceKind<R, B>,
  rowSchema: z.ZodType<R>,
  pageSchema: z.ZodType,
) {
  // The schemas validate every request (the app's zod validator); the handlers read the kind's own
  // types, which the zod type provider cannot follow through a generic schema.
  const routes = app;
  const params = (request: { params: unknown }) => request.params as z.output<typeof idParams>;
  const { db } = app.database;
  const config = { permission: 'settings:manage' } as const;
  const tags = ['settings'];
  const base = `/api/settings/${kind.kind}`;
  const docs = referenceDocs(kind.kind);
  const body = kind.bodySchema.meta({ examples: [BODY_EXAMPLES[kind.kind]] });

  routes.get(
    base,
    {
      config,
      schema: { tags, ...docs.list, querystring: settingsListQuerySchema, response: { 200: pageSchema } },
    },
    async (request) => service.listItems(db, kind, request.query as SettingsListQuery),
  );
  routes.post(
    base,
    { config, schema: { tags, ...docs.create, body, response: { 201: rowSchema, ...docs.taken } } },
    async (request, reply) =>
      reply.code(201).send(await service.createItem(db, auditContextOf(request), kind, request.body as B)),
  );
  routes.get(
    `${base}/:id`,
    {
      config,
      schema: { tags, ...docs.read, params: idParams, response: { 200: rowSchema, ...docs.notFound } },
    },
    async (request) => service.readItem(db, kind, params(request).id),
  );
  routes.put(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        ...docs.update,
        params: idParams,
        body,
        response: { 200: rowSchema, ...docs.notFound, ...docs.taken },
      },
    },
    async (request) =>
      service.updateItem(db, auditContextOf(request), kind, params(request).id, request.body as B),
  );
  routes.delete(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        ...docs.remove,
        params: idParams,
        response: { 204: z.null().describe('Deleted'), ...docs.notFound, ...docs.taken },
      },
    },
    async (request, reply) => {
      await service.deleteItem(db, auditContextOf(request), kind, params(request).id);
      return reply.code(204).send(null);
    },
  );
}

/** POST /api/settings/skills/{id}/merge (SET-03 skill-management). ADMIN only (SET-01). */
function registerSkillMerge(app: FastifyInstance) {
  const { db } = app.database;
  app.post(
    '/api/settings/skills/:id/merge',
    {
      config: { permission: 'settings:manage' },
      schema: {
        tags: ['settings'],
        summary: 'Merge a skill into another',
        description:
          "Every candidate and vacancy of the skill moves to the target (one row each where they already had it; a candidate's skill is primary if either was), audiences' and campaigns' filters naming it name the target, and the skill is deleted, in one transaction.",
        params: idParams,
        body: skillMergeBodySchema.meta({
          examples: [{ targetExternalId: '3f2b6a43-2d7b-4c64-8f0e-2c8d5f4f9a10' }],
        }),
        response: {
          200: skillMergeResultSchema,
          400: apiErrorSchema.describe(
            "The target is missing, the skill itself, or does not exist (any more): fields names 'targetExternalId'",
          ),
          404: apiErrorSchema.describe("'Not found': no skill has this id (any more)"),
        },
      },
    },
    async (request) =>
      mergeSkill(
        db,
        auditContextOf(request),
        (request.params as z.output<typeof idParams>).id,
        request.body as SkillMergeBody,
      ),
  );
}

/**
 * Settings reference lists (SET-03, SET-04): locations, the named lists vacancies use, skills and
 * distribution lists.
 */
export async function settingsReferenceRoutes(app: FastifyInstance): Promise<void> {
  registerList(app, countryKind, countryRowSchema, countryPageSchema);
  registerList(app, stateKind, stateRowSchema, statePageSchema);
  registerList(app, cityKind, cityRowSchema, cityPageSchema);
  for (const kind of NAMED_LIST_KINDS)
    registerList(app, namedListKind(kind), namedItemRowSchema, namedItemPageSchema);
  registerList(app, skillKind, skillRowSchema, skillPageSchema);
  registerSkillMerge(app);
  registerList(app, distributionListKind, distributionListRowSchema, distributionListPageSchema);
}
