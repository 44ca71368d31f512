import { describe, expect, it } from 'vitest';
import { staleCheckIntervalMs } from './campaign-sender.js';

describe('how often a sending process looks for what dead processes left', () => {
  it('every half claim timeout, at most every 30 s: a dead claim waits at most 1.5 timeouts', () => {
    expect(staleCheckIntervalMs(300)).toBe(30_000); // the default timeout
    expect(staleCheckIntervalMs(60)).toBe(30_000);
    expect(staleCheckIntervalMs(5)).toBe(2_500); // the multi-process test's
    expect(staleCheckIntervalMs(1)).toBe(500);
  });
});
