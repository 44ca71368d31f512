import { PassThrough } from 'node:stream';
import type { AuditEventListQuery } from '@talent-desk/shared';
import { AppError } from '../../../errors.js';
import {
  EXPORT_MAX_ROWS,
  exportFileName,
  exportTooLargeMessage,
  pumpExport,
} from '../../../lib/file-export/export-stream.js';
import type { ExportFile } from '../../../lib/file-export/send-export-file.js';
import { XLSX_CONTENT_TYPE, xlsxSink } from '../../../lib/file-export/xlsx-sink.js';
import type { Queryable } from '../../../lib/queryable.js';
import { AUDIT_EXPORT_COLUMNS } from './audit-export-columns.js';
import { auditEventBatches, auditEventsWhere, countAuditEvents } from './audit-log.repo.js';

const BATCH = 1_000;

/**
 * GET /api/audit-events/export: the log's filters as xlsx, newest first. More than `maxRows` events is
 * a 400 asking for narrower filters (a date range), as the other exports do.
 */
export async function startAuditExport(
  db: Queryable,
  query: AuditEventListQuery,
  {
    now = new Date(),
    maxRows = EXPORT_MAX_ROWS,
    batchSize = BATCH,
  }: { now?: Date; maxRows?: number; batchSize?: number } = {},
): Promise<ExportFile> {
  const where = auditEventsWhere(query);
  const { total, exact } = await countAuditEvents(db, where, maxRows);
  if (!exact) {
    const message = exportTooLargeMessage(maxRows + 1, maxRows);
    throw new AppError(400, 'EXPORT_TOO_LARGE', message, [{ path: 'from', message }]);
  }
  const stream = new PassThrough();
  const sink = xlsxSink(stream, { name: 'Audit log', columns: AUDIT_EXPORT_COLUMNS });
  pumpExport(stream, sink, auditEventBatches(db, where, batchSize));
  return {
    fileName: exportFileName('audit-log', now, 'xlsx'),
    contentType: XLSX_CONTENT_TYPE,
    total,
    stream,
  };
}
