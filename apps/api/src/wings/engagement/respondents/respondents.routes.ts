import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  optionsResponseSchema,
  respondentNamesQuerySchema,
  respondentsResponseSchema,
  respondentsSortQuerySchema,
} from '@talent-desk/shared';
import { fileResponse } from '../../../contract/route-docs.js';
import { requireActor } from '../../../lib/actor.js';
import { actorAuditOf } from '../../../lib/audit.js';
import { XLSX_CONTENT_TYPE } from '../../../lib/file-export/xlsx-sink.js';
import { contentDisposition } from '../../candidates/index.js';
import { startRespondentsDownload } from './respondents-download.service.js';
import { listRespondents } from './respondents.service.js';
import { respondentNameOptions } from './respondent-names.service.js';
import { BODY_DOC, LISTING_DOC, SORT_DOC, TAGS as tags, notFound } from './respondents.docs.js';

const params = z.object({ id: z.uuid() });

/**
 * A campaign's respondents (RESP-*): who submitted its survey, filtered by their answers, as a table,
 * an xlsx and a name list for the filter. ADMIN and TAG read any campaign's (engagement:read); a VENDOR
 * gets 403.
 */
export async function respondentsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const base = '/api/campaigns/:id/respondents';

  routes.post(
    base,
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: "The campaign's respondents (RESP-03, RESP-10, RESP-11, RESP-22)",
        description: LISTING_DOC,
        params,
        querystring: respondentsSortQuerySchema,
        body: BODY_DOC,
        response: { 200: respondentsResponseSchema, ...notFound },
      },
    },
    async (request) =>
      listRespondents(db, requireActor(request.actor), request.params.id, request.body, request.query),
  );

  routes.post(
    `${base}/download`,
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: 'Download the respondents as xlsx (RESP-08, RESP-09)',
        description:
          `The listing's body; ${SORT_DOC} Every matching row (up to the export limit), a column per ` +
          'question; the file is respondents_{campaign name}.xlsx.',
        params,
        querystring: respondentsSortQuerySchema,
        body: BODY_DOC,
        response: {
          200: fileResponse('The xlsx as an attachment; X-Export-Rows holds the row count', [
            XLSX_CONTENT_TYPE,
          ]),
          ...notFound,
        },
      },
    },
    async (request, reply) => {
      const audit = actorAuditOf(request);
      const file = await startRespondentsDownload(db, audit, request.params.id, request.body, request.query);
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition('attachment', file.fileName))
        .header('x-export-rows', String(file.total))
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );

  routes.get(
    `${base}/names`,
    {
      config: { permission: 'engagement:read' },
      schema: {
        tags,
        summary: "The respondents' names for the filter (RESP-25)",
        description:
          'Distinct names of those who submitted, by name, 50 a page; search_value: part of a name.',
        params,
        querystring: respondentNamesQuerySchema,
        response: { 200: optionsResponseSchema, ...notFound },
      },
    },
    async (request) =>
      respondentNameOptions(db, requireActor(request.actor), request.params.id, request.query),
  );
}
