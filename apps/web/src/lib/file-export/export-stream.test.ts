import { describe, expect, it } from 'vitest';
import { expectedRows, fileNameFromDisposition, formatBytes, readWithProgress } from './export-stream';

function streamOf(...chunks: number[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size));
      controller.close();
    },
  });
}

describe('export progress', () => {
  it('reads the file name from Content-Disposition, the UTF-8 form first', () => {
    expect(fileNameFromDisposition('attachment; filename="candidates-2026-01-31.xlsx"')).toBe(
      'candidates-2026-01-31.xlsx',
    );
    expect(fileNameFromDisposition('attachment; filename=candidates.csv')).toBe('candidates.csv');
    expect(
      fileNameFromDisposition(`attachment; filename="cand.pdf"; filename*=UTF-8''kandidaten%20%C3%BC.pdf`),
    ).toBe('kandidaten ü.pdf');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it('reads the rows to expect from X-Export-Rows', () => {
    expect(expectedRows('10000')).toBe(10000);
    expect(expectedRows(' 3 ')).toBe(3);
    expect(expectedRows('many')).toBeNull();
    expect(expectedRows('-1')).toBeNull();
    expect(expectedRows(null)).toBeNull();
  });

  it('reports the bytes received after each chunk and returns every chunk', async () => {
    const seen: number[] = [];
    const chunks = await readWithProgress(streamOf(100, 250, 50), ({ bytes }) => seen.push(bytes));
    expect(seen).toEqual([100, 350, 400]);
    expect(chunks.map((c) => c.byteLength)).toEqual([100, 250, 50]);
  });

  it('formats byte counts', () => {
    expect(formatBytes(950)).toBe('950 B');
    expect(formatBytes(12_595)).toBe('12.3 KB');
    expect(formatBytes(4_718_592)).toBe('4.5 MB');
  });
});
