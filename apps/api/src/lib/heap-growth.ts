import { setFlagsFromString } from 'node:v8';

/** How far the heap may grow past what a full collection left before the next one: 1.3 times. */
export const HEAP_GROWING_PERCENT = 30;

/**
 * Keeps a long-running process's heap near what it holds. V8 lets the old generation grow to a
 * multiple of its live size (up to 4x) before the next full collection, and a process that sends
 * campaigns or serves many requests promotes short-lived objects (messages, rows in flight) all along:
 * the campaign bench's sender held 162 MB after a full collection at any audience size, yet peaked at
 * 290 MB for 10,000 recipients and 650 MB for 100,000. At 1.5x it peaked at 293-309 MB for 100,000 (24-31 %
 * above the 10,000 run, whose peak is the idle process's), at 1.3x at 272 MB (+20 %), for no more CPU per
 * e-mail (docs/decisions.md, Campaign sending at scale). V8 reads the factor at each collection, so
 * setting it at start is enough.
 */
export function boundHeapGrowth(): void {
  setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
