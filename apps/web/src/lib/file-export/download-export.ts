import { download } from '@/lib/http';
import { expectedRows, fileNameFromDisposition, readWithProgress } from './export-stream';

export type ExportProgress = { rows: number | null; bytes: number };
export type ExportedFile = { blob: Blob; fileName: string };
export type ExportOptions = { signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void };

/**
 * Asks for an export (POST with `body`; GET without one) and reads the streamed file as it arrives, so that the page can show the
 * rows to expect (X-Export-Rows) and the bytes received; the AbortSignal cancels the download. The
 * server's file name (Content-Disposition) wins over `fallbackName`.
 */
export async function downloadExport(
  path: string,
  body: unknown,
  fallbackName: string,
  { signal, onProgress }: ExportOptions = {},
): Promise<ExportedFile> {
  const response = await download(
    path,
    body === undefined ? { method: 'GET', signal } : { method: 'POST', body, signal },
  );

  const rows = expectedRows(response.headers.get('X-Export-Rows'));
  onProgress?.({ rows, bytes: 0 });
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream';
  const chunks = response.body
    ? await readWithProgress(response.body, ({ bytes }) => onProgress?.({ rows, bytes }))
    : [new Uint8Array(await response.arrayBuffer())];
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName;
  return { blob: new Blob(chunks as BlobPart[], { type }), fileName };
}

/** Saves a blob through a temporary link (the browser's download, with the server's file name). */
export function saveFile({ blob, fileName }: ExportedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
