/** Reading a streamed export: its headers and its body with progress (no React, no fetch). */

/** The file name of `Content-Disposition: attachment; filename="x.xlsx"` (RFC 6266, filename* first). */
export function fileNameFromDisposition(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name ? name : null;
}

/** `X-Export-Rows: <n>`: the rows to expect, or null when absent or not a count. */
export function expectedRows(header: string | null): number | null {
  if (header === null || !/^\s*\d+\s*$/.test(header)) return null;
  return Number(header);
}

export type StreamProgress = { bytes: number };

/** Reads a response body to the end, reporting the bytes received after each chunk. */
export async function readWithProgress(
  body: ReadableStream<Uint8Array>,
  onProgress: (progress: StreamProgress) => void,
): Promise<Uint8Array[]> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    bytes += value.byteLength;
    onProgress({ bytes });
  }
  return chunks;
}

/** A byte count for people: 950 B, 12.3 KB, 4.5 MB. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
