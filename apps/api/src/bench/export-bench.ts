import { performance } from 'node:perf_hooks';
import type pg from 'pg';

export type ExportRun = { ms: number; bytes: number; rows: number; status: number; peakRssDeltaMb: number };

/**
 * POST /api/candidates/export as xlsx for `ids` over real HTTP, reading the streamed body without
 * keeping it; RSS of this process (server and client are both in it) sampled every 5 ms.
 */
export async function exportOnce(
  baseUrl: string,
  cookie: string,
  ids: readonly string[],
): Promise<ExportRun> {
  global.gc?.();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  const started = performance.now();
  try {
    const response = await fetch(`${baseUrl}/api/candidates/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ format: 'xlsx', candidateExternalIds: ids }),
    });
    let bytes = 0;
    if (response.body) for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
    return {
      ms: performance.now() - started,
      bytes,
      rows: Number(response.headers.get('x-export-rows') ?? Number.NaN),
      status: response.status,
      peakRssDeltaMb: (Math.max(peak, process.memoryUsage().rss) - baseline) / 1024 / 1024,
    };
  } finally {
    clearInterval(sampler);
  }
}

/** The external ids of `n` candidates of a realistic selection (India, newest first). */
export async function exportSelection(pool: pg.Pool, n: number): Promise<string[]> {
  const result = await pool.query<{ external_id: string }>(
    `SELECT external_id FROM candidates WHERE country = 'India' ORDER BY created_at DESC, id DESC LIMIT $1`,
    [n],
  );
  return result.rows.map((r) => r.external_id);
}
