import { once } from 'node:events';
import type { PassThrough } from 'node:stream';
import type { ExportSink } from './export-sink.js';

/** Above this many rows an export is refused: narrower filters make a file people can use. */
export const EXPORT_MAX_ROWS = 50_000;

export function exportTooLargeMessage(total: number, maxRows = EXPORT_MAX_ROWS): string {
  const n = (value: number) => value.toLocaleString('en-GB');
  return `An export is limited to ${n(maxRows)} rows; these filters match ${n(total)}. Narrow the filters.`;
}

/** `<prefix>-YYYYMMDD-HHmm.<ext>` (UTC). */
export function exportFileName(prefix: string, now: Date, extension: string): string {
  const stamp = now.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return `${prefix}-${stamp}.${extension}`;
}

/**
 * Writes the batches into the sink in the background, as fast as the reader of `stream` takes them: a
 * reader that does not keep up pauses the export (memory stays flat), a reader that goes away stops
 * it, and a failure destroys the stream (the response ends cut, never as a silent short file).
 */
export function pumpExport<Row>(
  stream: PassThrough,
  sink: ExportSink<Row>,
  batches: AsyncIterable<Row[]>,
): void {
  void (async () => {
    for await (const batch of batches) {
      if (stream.destroyed) return;
      await sink.write(batch);
      if (stream.writableNeedDrain) await Promise.race([once(stream, 'drain'), once(stream, 'close')]);
    }
    await sink.end();
  })().catch((error: unknown) => stream.destroy(error instanceof Error ? error : new Error(String(error))));
}
