import { PassThrough, type Readable } from 'node:stream';
import {
  EXPORT_FORMAT_EXTENSIONS,
  MESSAGES,
  type CandidateExportBody,
  type ExportFormat,
} from '@talent-desk/shared';
import type { Db } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { Actor } from '../../lib/actor.js';
import {
  countExportRows,
  exportRows,
  exportWhere,
  withLinkedinUrl,
  type ExportSelection,
} from './candidate-export.repo.js';
import { exportFileName } from './export-columns.js';
import type { ExportSink } from './export-sink.js';
import { exportSummary } from './export-summary.js';
import { linkedinCsvSink } from './linkedin-csv.js';
import { pdfSink } from './pdf-writer.js';
import { xlsxSink } from './xlsx-writer.js';

/** Above this many rows an export is refused: narrower filters make a file people can use. */
export const EXPORT_MAX_ROWS = 50_000;

export const EXPORT_CONTENT_TYPES = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  linkedin: 'text/csv; charset=utf-8',
} as const satisfies Record<ExportFormat, string>;

export type CandidateExport = { fileName: string; contentType: string; total: number; stream: Readable };

export function exportTooLargeMessage(total: number, maxRows = EXPORT_MAX_ROWS): string {
  const n = (value: number) => value.toLocaleString('en-GB');
  return `An export is limited to ${n(maxRows)} rows; these filters match ${n(total)}. Narrow the filters.`;
}

type Heading = { generatedAt: Date; summary: string; total: number };

function sinkFor(format: ExportFormat, out: PassThrough, heading: Heading): ExportSink {
  if (format === 'xlsx') return xlsxSink(out);
  if (format === 'pdf') return pdfSink(out, heading);
  return linkedinCsvSink(out);
}

/**
 * Starts an export and resolves as soon as the file can be streamed: count and rows come from one
 * read-only REPEATABLE READ snapshot, so X-Export-Rows is exactly the number of rows that follow.
 * Rows are read 1,000 at a time by id (keyset) and written to the stream batch by batch. A selection
 * with an id the actor cannot see is 404; more than EXPORT_MAX_ROWS rows is 400.
 */
export function startCandidateExport(
  db: Db,
  actor: Actor,
  body: CandidateExportBody,
  { now = new Date(), maxRows = EXPORT_MAX_ROWS }: { now?: Date; maxRows?: number } = {},
): Promise<CandidateExport> {
  const ids = 'candidateExternalIds' in body ? body.candidateExternalIds : null;
  const selection: ExportSelection =
    'filters' in body ? { filters: body.filters } : { candidateExternalIds: ids ?? [] };
  const where = exportWhere(actor, selection);
  // DECISION: the LinkedIn file lists only candidates that have a LinkedIn URL.
  const rowsWhere = body.format === 'linkedin' ? withLinkedinUrl(where) : where;

  return new Promise<CandidateExport>((resolve, reject) => {
    let out: PassThrough | undefined;
    db.transaction(
      async (tx) => {
        if (ids) {
          const visible = await countExportRows(tx, where);
          if (visible !== ids.length) {
            throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
          }
        }
        const total = await countExportRows(tx, rowsWhere);
        if (total > maxRows) {
          const message = exportTooLargeMessage(total, maxRows);
          throw new AppError(400, 'EXPORT_TOO_LARGE', message, [{ path: 'filters', message }]);
        }
        const stream = new PassThrough();
        out = stream;
        const sink = sinkFor(body.format, stream, {
          generatedAt: now,
          summary: exportSummary(selection),
          total,
        });
        resolve({
          fileName: exportFileName(now, EXPORT_FORMAT_EXTENSIONS[body.format]),
          contentType: EXPORT_CONTENT_TYPES[body.format],
          total,
          stream,
        });
        for await (const batch of exportRows(tx, rowsWhere)) {
          // The client went away: stop reading, release the connection.
          if (stream.destroyed) return;
          await sink.write(batch);
        }
        await sink.end();
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    ).catch((error: unknown) => {
      if (out) out.destroy(error instanceof Error ? error : new Error(String(error)));
      else reject(error);
    });
  });
}
