import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  candidatesReportSchema,
  engagementReportSchema,
  reportFileName,
  vendorsReportSchema,
  type ReportKind,
  type ReportQuery,
} from '@talent-desk/shared';
import { fileResponse } from '../../../contract/route-docs.js';
import { auditContextOf, recordAudit } from '../../../lib/audit.js';
import type { Queryable } from '../../../lib/queryable.js';
import { withLongStatements } from '../../../lib/long-statements.js';
import { XLSX_CONTENT_TYPE } from '../../../lib/file-export/xlsx-sink.js';
import { xlsxWorkbook, type WorkbookSheet } from '../../../lib/file-export/xlsx-workbook.js';
import { contentDisposition } from '../../candidates/index.js';
import { candidatesSheets, engagementSheets, vendorsSheets } from './report-sheets.js';
import {
  ACCESS_DOC,
  CANDIDATES_DOC,
  ENGAGEMENT_DOC,
  QUERY_DOC,
  TAGS as tags,
  VENDORS_DOC,
  WEEKS_DOC,
} from './reports.docs.js';
import { candidatesReport, engagementReport, vendorsReportOf } from './reports.service.js';

/** A report: how it is computed, its answer's schema, its sheets and its documentation. */
type ReportDefinition<Report> = {
  kind: ReportKind;
  summary: string;
  description: string;
  schema: z.ZodType<Report>;
  read: (db: Queryable, query: ReportQuery) => Promise<Report>;
  sheets: (report: Report) => WorkbookSheet<never>[];
};

const define = <Report>(definition: ReportDefinition<Report>) => definition;

/**
 * A report's statements may take this long, whatever DB_STATEMENT_TIMEOUT_MS (unless that is longer):
 * two years of weekly aggregates over a million candidates is a legitimate long read, not a stuck one.
 */
const REPORT_STATEMENT_TIMEOUT_MS = 120_000;

const REPORTS = [
  define({
    kind: 'engagement',
    summary: 'Engagement report: campaign e-mails, opens, responses, unsubscribes (REP-02, REP-03)',
    description: `${ENGAGEMENT_DOC} ${WEEKS_DOC}`,
    schema: engagementReportSchema,
    read: engagementReport,
    sheets: engagementSheets,
  }),
  define({
    kind: 'candidates',
    summary: 'Candidates report: new candidates, funnel, time in status, background checks (REP-02, REP-03)',
    description: `${CANDIDATES_DOC} ${WEEKS_DOC}`,
    schema: candidatesReportSchema,
    read: candidatesReport,
    sheets: candidatesSheets,
  }),
  define({
    kind: 'vendors',
    summary: 'Vendors report: submittals, outcomes and time to first submittal (REP-02, REP-03)',
    description: VENDORS_DOC,
    schema: vendorsReportSchema,
    read: vendorsReportOf,
    sheets: vendorsSheets,
  }),
];

function sendWorkbook(reply: FastifyReply, fileName: string, body: Buffer) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', contentDisposition('attachment', fileName))
    .header('cache-control', 'no-store')
    .send(Readable.from([body]));
}

/**
 * GET /api/reports/{engagement,candidates,vendors}?from&to and .../download (REP-01..03): each report
 * computed in SQL over the range, as JSON for the page and as an xlsx with a sheet per table. ADMIN
 * only (reports:read).
 */
export async function reportsRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const readReport = (report: ReportDefinition<unknown>, query: ReportQuery) =>
    withLongStatements(
      db,
      { timeoutMs: REPORT_STATEMENT_TIMEOUT_MS, defaultTimeoutMs: app.appConfig.dbStatementTimeoutMs },
      (tx) => report.read(tx, query),
    );

  for (const report of REPORTS as ReportDefinition<unknown>[]) {
    routes.get(
      `/api/reports/${report.kind}`,
      {
        config: { permission: 'reports:read' },
        schema: {
          tags,
          summary: report.summary,
          description: `${report.description} ${ACCESS_DOC}`,
          querystring: QUERY_DOC,
          response: { 200: report.schema },
        },
      },
      async (request) => readReport(report, request.query),
    );

    routes.get(
      `/api/reports/${report.kind}/download`,
      {
        config: { permission: 'reports:read' },
        schema: {
          tags,
          summary: `The ${report.kind} report as xlsx (REP-03)`,
          description:
            `The tables of GET /api/reports/${report.kind}, a sheet each, as ` +
            `report_${report.kind}_{from}_{to}.xlsx. ${ACCESS_DOC}`,
          querystring: QUERY_DOC,
          response: { 200: fileResponse('The xlsx as an attachment', [XLSX_CONTENT_TYPE]) },
        },
      },
      async (request, reply) => {
        const data = await readReport(report, request.query);
        const file = await xlsxWorkbook(report.sheets(data));
        // Who took which figures out, and for which range (the other downloads are events too).
        await recordAudit(db, auditContextOf(request), {
          action: 'export.downloaded',
          target: { type: 'report', id: report.kind, label: `${report.kind} report (xlsx)` },
          changes: [
            { field: 'format', old: null, new: 'xlsx' },
            { field: 'from', old: null, new: request.query.from },
            { field: 'to', old: null, new: request.query.to },
          ],
        });
        return sendWorkbook(reply, reportFileName(report.kind, request.query), file);
      },
    );
  }
}
