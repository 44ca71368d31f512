import { PassThrough, type Readable } from 'node:stream';
import {
  CANDIDATE_DEFAULT_SORT,
  EXPORT_FORMAT_EXTENSIONS,
  MESSAGES,
  type CandidateExportBody,
  type ExportFormat,
} from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { AppError } from '../../../errors.js';
import { recordAudit, type ActorAuditContext } from '../../../lib/audit.js';
import type { ExportSink } from '../../../lib/file-export/export-sink.js';
import {
  EXPORT_MAX_ROWS,
  exportTooLargeMessage,
  pumpExport,
} from '../../../lib/file-export/export-stream.js';
import { XLSX_CONTENT_TYPE, xlsxSink } from '../../../lib/file-export/xlsx-sink.js';
import {
  countExportRows,
  exportIds,
  exportRowBatches,
  exportWhere,
  withLinkedinUrl,
  type ExportRow,
  type ExportSelection,
} from './candidate-export.repo.js';
import { EXPORT_COLUMNS, exportFileName } from './export-columns.js';
import { exportSummary } from './export-summary.js';
import { linkedinCsvSink } from './linkedin-csv.js';
import { pdfSink } from './pdf-writer.js';

export { EXPORT_MAX_ROWS, exportTooLargeMessage };

export const EXPORT_CONTENT_TYPES = {
  xlsx: XLSX_CONTENT_TYPE,
  pdf: 'application/pdf',
  linkedin: 'text/csv; charset=utf-8',
} as const satisfies Record<ExportFormat, string>;

export type CandidateExport = { fileName: string; contentType: string; total: number; stream: Readable };

type Heading = { generatedAt: Date; summary: string; total: number };

function sinkFor(format: ExportFormat, out: PassThrough, heading: Heading): ExportSink<ExportRow> {
  if (format === 'xlsx') return xlsxSink(out, { name: 'Candidates', columns: EXPORT_COLUMNS });
  if (format === 'pdf') return pdfSink(out, heading);
  return linkedinCsvSink(out);
}

/**
 * Starts an export and resolves as soon as the file can be streamed. The ids to write are taken first, in
 * the list's order (the body's sort, else the list's default), by one short query: X-Export-Rows is that
 * number. Rows are then read 1,000 at a time by primary key, each batch its own query, so no transaction
 * is held while the file streams to a client of any speed (on the embedded database every other request
 * waits for the one connection while a query runs). A row deleted or moved out of the actor's scope in
 * between is left out. A selection with an id the actor cannot see is 404; more than `maxRows` rows is 400.
 */
export async function startCandidateExport(
  db: Db,
  audit: ActorAuditContext,
  body: CandidateExportBody,
  { now = new Date(), maxRows = EXPORT_MAX_ROWS }: { now?: Date; maxRows?: number } = {},
): Promise<CandidateExport> {
  const { actor } = audit;
  const selection: ExportSelection =
    'filters' in body
      ? { filters: body.filters, search: body.search }
      : { candidateExternalIds: body.candidateExternalIds };
  const sort = body.sort ?? CANDIDATE_DEFAULT_SORT;
  const where = exportWhere(actor, selection);
  // DECISION: the LinkedIn file lists only candidates that have a LinkedIn URL.
  const rowsWhere = body.format === 'linkedin' ? withLinkedinUrl(where) : where;

  if ('candidateExternalIds' in selection) {
    const visible = await exportIds(db, where, sort, selection.candidateExternalIds.length + 1);
    if (visible.length !== selection.candidateExternalIds.length) {
      throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
    }
  }
  const ids = await exportIds(db, rowsWhere, sort, maxRows + 1);
  if (ids.length > maxRows) {
    const message = exportTooLargeMessage(await countExportRows(db, rowsWhere), maxRows);
    throw new AppError(400, 'EXPORT_TOO_LARGE', message, [{ path: 'filters', message }]);
  }

  // Who took which candidates' data out, before the first byte leaves (a data-protection question).
  await recordAudit(db, audit, {
    action: 'export.downloaded',
    target: { type: 'candidate', id: null, label: `${ids.length} candidates (${body.format})` },
    changes: [
      { field: 'format', old: null, new: body.format },
      { field: 'rows', old: null, new: ids.length },
      {
        field: 'selection',
        old: null,
        new: 'candidateExternalIds' in selection ? selection.candidateExternalIds : selection,
      },
    ],
  });
  const stream = new PassThrough();
  const sink = sinkFor(body.format, stream, {
    generatedAt: now,
    summary: exportSummary(selection),
    total: ids.length,
  });
  pumpExport(stream, sink, exportRowBatches(db, actor, ids));

  return {
    fileName: exportFileName(now, EXPORT_FORMAT_EXTENSIONS[body.format]),
    contentType: EXPORT_CONTENT_TYPES[body.format],
    total: ids.length,
    stream,
  };
}
