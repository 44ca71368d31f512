import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** A streamed export: its file name (ASCII, `<prefix>-YYYYMMDD-HHmm.<ext>`), type, row count and bytes. */
export type ExportFile = { fileName: string; contentType: string; total: number; stream: Readable };

/** The export as the answer: an attachment under its name, its rows in X-Export-Rows, never cached. */
export function sendExportFile(reply: FastifyReply, file: ExportFile): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.fileName}"`)
    .header('x-export-rows', String(file.total))
    .header('cache-control', 'no-store')
    .send(file.stream);
}
