import { performance } from 'node:perf_hooks';
import { summarise, type Timing } from './stats.js';

export type LoadResult = Timing & { concurrency: number; requestsPerSecond: number; errors: number };

/** The benchmarks load only our own server on the loopback address: anything else is refused. */
export function assertLoopback(urls: readonly string[]): void {
  if (!urls.every((url) => /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]/.test(url)))
    throw new Error('load only our own loopback server');
}

/**
 * A small autocannon-like loop against our own server on the loopback address only: `concurrency`
 * workers issue `total` GETs in all (bounded in count and by `maxMs`), timing each one. Several URLs are
 * requested in turn.
 */
export async function httpLoad(
  urls: string | readonly string[],
  cookie: string,
  concurrency: number,
  total: number,
  maxMs: number,
): Promise<LoadResult> {
  const list = typeof urls === 'string' ? [urls] : urls;
  assertLoopback(list);
  const samples: number[] = [];
  let issued = 0;
  let errors = 0;
  const started = performance.now();
  const worker = async () => {
    while (issued < total && performance.now() - started < maxMs) {
      const url = list[issued % list.length] ?? '';
      issued++;
      const t = performance.now();
      const response = await fetch(url, { headers: { cookie } });
      await response.arrayBuffer();
      if (response.status !== 200) errors++;
      samples.push(performance.now() - t);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { ...summarise(samples), concurrency, requestsPerSecond: samples.length / seconds, errors };
}
