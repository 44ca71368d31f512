import { setTimeout as sleep } from 'node:timers/promises';
import type { AppProcess } from '../test/app-process.js';

/** What the probe (memory-probe.ts) prints after this prefix, as one JSON line. */
export const MEMORY_LINE = 'bench-process-memory ';

/** One report of the probe: now, and the peaks since the previous report (or the start). */
export type ProcessMemory = {
  rssBytes: number;
  /** The kernel's peak RSS (VmHWM); since the previous report when `rssPeakReset`, else since the start. */
  rssPeakBytes: number;
  rssPeakReset: boolean;
  heapUsedBytes: number;
  /** The V8 heap's peaks, sampled every few milliseconds. */
  heapUsedPeakBytes: number;
  heapTotalPeakBytes: number;
  /** The heap still in use after a full collection at the report (what the process holds, garbage aside). */
  heapLiveBytes: number | null;
  /** User + system CPU time of the process since it started. */
  cpuMs: number;
};

function reports(output: string): ProcessMemory[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith(MEMORY_LINE))
    .map((line) => JSON.parse(line.slice(MEMORY_LINE.length)) as ProcessMemory);
}

/**
 * Asks an app process started with the probe for a report (SIGUSR2) and waits for its line. The probe
 * resets the peaks after each report, so a report taken before a measured phase and one after it give
 * that phase's peaks.
 */
export async function readProcessMemory(app: AppProcess, timeoutMs = 10_000): Promise<ProcessMemory> {
  const before = reports(app.output()).length;
  app.kill('SIGUSR2');
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(20)) {
    const report = reports(app.output())[before];
    if (report) return report;
  }
  throw new Error(`no memory report from process ${app.pid} within ${timeoutMs} ms`);
}
