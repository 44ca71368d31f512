import { writeFileSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import { MEMORY_LINE, type ProcessMemory } from './process-memory.js';

/**
 * Loaded into an app process with `--import` by the campaign bench (campaign-send-bench.ts): the
 * process's memory seen from inside, printed as one line on SIGUSR2 (process-memory.ts reads it).
 * RSS's peak is the kernel's; writing 5 to /proc/self/clear_refs resets it (Linux), so each report's
 * peak covers the time since the previous one. V8 keeps no heap peak, so the heap is sampled every
 * 25 ms: a peak shorter than that between two samples can be missed.
 */
const SAMPLE_MS = 25;

let heapUsedPeak = 0;
let heapTotalPeak = 0;
let rssPeakReset = false;

function sample(): void {
  const heap = getHeapStatistics();
  heapUsedPeak = Math.max(heapUsedPeak, heap.used_heap_size);
  heapTotalPeak = Math.max(heapTotalPeak, heap.total_heap_size);
}

setInterval(sample, SAMPLE_MS).unref();

/** `--expose-gc` (the bench starts the app with it): a full collection tells what is held from garbage. */
const fullGc = (globalThis as { gc?: () => void }).gc;

process.on('SIGUSR2', () => {
  sample();
  let heapLiveBytes: number | null = null;
  if (fullGc) {
    fullGc();
    heapLiveBytes = getHeapStatistics().used_heap_size;
  }
  const usage = process.resourceUsage();
  const report: ProcessMemory = {
    rssBytes: process.memoryUsage.rss(),
    rssPeakBytes: usage.maxRSS * 1024,
    rssPeakReset,
    heapUsedBytes: getHeapStatistics().used_heap_size,
    heapUsedPeakBytes: heapUsedPeak,
    heapTotalPeakBytes: heapTotalPeak,
    heapLiveBytes,
    cpuMs: (usage.userCPUTime + usage.systemCPUTime) / 1000,
  };
  process.stdout.write(`${MEMORY_LINE}${JSON.stringify(report)}\n`);
  heapUsedPeak = 0;
  heapTotalPeak = 0;
  try {
    writeFileSync('/proc/self/clear_refs', '5');
    rssPeakReset = true;
  } catch {
    rssPeakReset = false; // not Linux, or not allowed: the next peak is the process's lifetime one
  }
});
