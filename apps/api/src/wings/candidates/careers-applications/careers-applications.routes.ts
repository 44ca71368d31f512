import type { FastifyInstance } from 'fastify';
import { actorAuditOf } from '../../../lib/audit.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  careersApplicationPageSchema,
  careersApplicationSchema,
  careersApplicationTakeOverBodySchema,
  pageQuerySchema,
} from '@talent-desk/shared';
import { requireActor } from '../../../lib/actor.js';
import { contentDisposition } from '../core/candidate-resume.service.js';
import { attachApplicant, openApplicationResume } from './application-actions.service.js';
import { listCandidateApplications, listVacancyApplications } from './careers-application-read.service.js';
import {
  APPLICATION_DOCS,
  applicationErrors,
  applicationResumeResponse,
} from './careers-applications.docs.js';
import { takeOverField } from './field-take-over.service.js';
import { takeOverResume } from './resume-take-over.service.js';

const idParams = z.object({ id: z.uuid() });
const pageQuery = pageQuerySchema.pick({ page: true, size: true });
const tags = ['careers-applications'];
/** A download only (never inline): no script, no fetch, an opaque origin, the declared type kept. */
const RESUME_CSP = "default-src 'none'; sandbox";

/**
 * Careers-site applications for staff (docs/decisions.md, Careers-site applications): list them on a
 * candidate and a vacancy, take values or the resume over into the candidate, attach it to the
 * vacancy, download the resume sent. Permissions as the candidate's details and edit; a VENDOR gets
 * 404 from every service.
 */
export async function careersApplicationsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  routes.get(
    '/api/candidates/:id/careers-applications',
    {
      config: { permission: 'candidates:read' },
      schema: {
        ...APPLICATION_DOCS.candidateList,
        tags,
        params: idParams,
        querystring: pageQuery,
        response: { 200: careersApplicationPageSchema, ...applicationErrors.notFound },
      },
    },
    async (request) =>
      listCandidateApplications(db, requireActor(request.actor), request.params.id, request.query),
  );

  routes.get(
    '/api/vacancies/:id/careers-applications',
    {
      config: { permission: 'candidates:read' },
      schema: {
        ...APPLICATION_DOCS.vacancyList,
        tags,
        params: idParams,
        querystring: pageQuery,
        response: { 200: careersApplicationPageSchema, ...applicationErrors.notFound },
      },
    },
    async (request) =>
      listVacancyApplications(db, requireActor(request.actor), request.params.id, request.query),
  );

  routes.get(
    '/api/careers-applications/:id/resume',
    {
      config: { permission: 'candidates:read' },
      schema: {
        ...APPLICATION_DOCS.resume,
        tags,
        params: idParams,
        response: { 200: applicationResumeResponse, ...applicationErrors.notFound },
      },
    },
    async (request, reply) => {
      const resume = await openApplicationResume(db, app.files, actorAuditOf(request), request.params.id);
      return reply
        .header('Content-Type', resume.contentType)
        .header('Content-Length', String(resume.size))
        .header('Content-Disposition', contentDisposition('attachment', resume.fileName))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', RESUME_CSP)
        .header('Cache-Control', 'private, no-store')
        .send(resume.body);
    },
  );

  routes.post(
    '/api/careers-applications/:id/take-over',
    {
      config: { permission: 'candidates:write' },
      schema: {
        ...APPLICATION_DOCS.takeOver,
        tags,
        params: idParams,
        body: careersApplicationTakeOverBodySchema,
        response: { 200: careersApplicationSchema, ...applicationErrors.takeOver },
      },
    },
    async (request) => takeOverField(db, actorAuditOf(request), request.params.id, request.body.field),
  );

  routes.post(
    '/api/careers-applications/:id/take-over-resume',
    {
      config: { permission: 'candidates:write' },
      schema: {
        ...APPLICATION_DOCS.takeOverResume,
        tags,
        params: idParams,
        response: { 200: careersApplicationSchema, ...applicationErrors.takeOver },
      },
    },
    async (request) =>
      takeOverResume(
        {
          db,
          files: app.files,
          onOrphan: (storageKey, error) =>
            request.log.warn({ err: error, storageKey }, 'replaced resume file not removed'),
        },
        actorAuditOf(request),
        request.params.id,
      ),
  );

  routes.post(
    '/api/careers-applications/:id/attach',
    {
      config: { permission: 'candidates:write' },
      schema: {
        ...APPLICATION_DOCS.attach,
        tags,
        params: idParams,
        response: { 200: careersApplicationSchema, ...applicationErrors.attach },
      },
    },
    async (request) => attachApplicant(db, actorAuditOf(request), request.params.id),
  );
}
