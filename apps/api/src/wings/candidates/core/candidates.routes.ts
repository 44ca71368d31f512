import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { actorAuditOf } from '../../../lib/audit.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  candidateHistoryResponseSchema,
  candidateListQuerySchema,
  candidateListResponseSchema,
  candidateReadSchema,
  vacancyIdsBodySchema,
  vacancyIdsResponseSchema,
} from '@talent-desk/shared';
import { requireActor } from '../../../lib/actor.js';
import { MULTIPART_OPTIONS, readResumeParts } from '../../../lib/resume/resume-parts.js';
import { readHistory } from './candidate-history.service.js';
import { listCandidates } from '../list/candidate-list.service.js';
import { readCandidate } from './candidate-read.service.js';
import { contentDisposition, openResume } from './candidate-resume.service.js';
import { createCandidate, updateCandidate } from './candidate-save.service.js';
import { vacancyIdsMap } from './candidate-vacancy-ids.service.js';
import {
  candidateCreateBody,
  candidateEditBody,
  resumeFileResponse,
  VENDOR_SHAPE_NOTE,
} from './candidates.docs.js';

const idParams = z.object({ id: z.uuid() });
// Beyond the statuses every route of its kind gets (contract/common-responses): duplicates, edit lock.
const saveErrors = { 409: apiErrorSchema };
/**
 * An inline resume can never run script in our origin, nor load anything (docs/decisions.md, Candidates):
 * `default-src 'none'` forbids every fetch and script, `sandbox` gives the document an opaque origin
 * (no cookies, storage or same-origin DOM even if a browser ran script in it), nosniff keeps the
 * declared type, and only PDFs are ever sent inline. `frame-ancestors 'self'` (as X-Frame-Options
 * SAMEORIGIN) lets our own details page frame it and no other site. Chromium's PDF viewer renders
 * under this policy (checked in a real browser); it shows a dark area until the document has loaded.
 */
const RESUME_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'self'; sandbox";

/**
 * The candidate calls of the API map (docs/architecture.md §3a): list, read, create, edit, resume, history.
 */
export async function candidatesRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.get(
    '/api/candidates',
    {
      config: { permission: 'candidates:read' },
      schema: {
        tags: ['candidates'],
        description: VENDOR_SHAPE_NOTE,
        querystring: candidateListQuerySchema,
        response: { 200: candidateListResponseSchema },
      },
    },
    async (request) => listCandidates(db, requireActor(request.actor), request.query),
  );

  routes.get(
    '/api/candidates/:id',
    {
      config: { permission: 'candidates:read' },
      schema: {
        tags: ['candidates'],
        description: VENDOR_SHAPE_NOTE,
        params: idParams,
        response: { 200: candidateReadSchema },
      },
    },
    async (request) => readCandidate(db, requireActor(request.actor), request.params.id),
  );

  // The body's rules depend on the acting role (CAND-FORM-05, source), so the service validates it.
  routes.put(
    '/api/candidates/:id',
    {
      config: { permission: 'candidates:write' },
      schema: {
        tags: ['candidates'],
        description: VENDOR_SHAPE_NOTE,
        params: idParams,
        body: z.record(z.string(), z.unknown()),
        documentedBody: candidateEditBody,
        response: { 200: candidateReadSchema, ...saveErrors },
      },
    },
    async (request) => updateCandidate(db, actorAuditOf(request), request.params.id, request.body),
  );

  routes.get(
    '/api/candidates/:id/resume',
    {
      config: { permission: 'candidates:read' },
      schema: {
        tags: ['candidates'],
        params: idParams,
        querystring: z.object({ disposition: z.enum(['attachment', 'inline']).default('attachment') }),
        response: { 200: resumeFileResponse },
      },
    },
    async (request, reply) => {
      const { disposition } = request.query;
      const resume = await openResume(db, app.files, actorAuditOf(request), request.params.id, disposition);
      const inline = disposition === 'inline';
      return reply
        .header('Content-Type', resume.contentType)
        .header('Content-Length', String(resume.size))
        .header('Content-Disposition', contentDisposition(inline ? 'inline' : 'attachment', resume.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', RESUME_CSP)
        .header('Cache-Control', 'private, no-store')
        .send(resume.body);
    },
  );

  routes.get(
    '/api/candidates/:id/history',
    {
      config: { permission: 'candidates:read' },
      schema: {
        tags: ['candidates'],
        params: idParams,
        response: { 200: candidateHistoryResponseSchema },
      },
    },
    async (request) => readHistory(db, requireActor(request.actor), request.params.id),
  );

  routes.post(
    '/api/candidates/vacancy-ids',
    {
      config: { permission: 'candidates:read' },
      schema: {
        tags: ['candidates'],
        body: vacancyIdsBodySchema,
        response: { 200: vacancyIdsResponseSchema },
      },
    },
    async (request) => vacancyIdsMap(db, requireActor(request.actor), request.body),
  );

  // Multipart is parsed only in this scope, with the resume's limits.
  await app.register(async (scope) => {
    await scope.register(multipart, MULTIPART_OPTIONS);
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/candidates',
      {
        config: { permission: 'candidates:write' },
        schema: {
          tags: ['candidates'],
          description: VENDOR_SHAPE_NOTE,
          documentedBody: candidateCreateBody,
          response: { 201: candidateReadSchema, ...saveErrors },
        },
      },
      async (request, reply) => {
        const parts = await readResumeParts(request, 'candidate');
        const created = await createCandidate({ db, files: app.files }, actorAuditOf(request), {
          candidate: parts.json,
          resume: parts.resume,
        });
        return reply.code(201).send(created);
      },
    );
  });
}
