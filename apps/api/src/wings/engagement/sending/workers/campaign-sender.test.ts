import { describe, expect, it } from 'vitest';
import { fullLookIntervalMs } from './campaign-sender.js';

describe('how often a sending process looks through a whole campaign', () => {
  it('every half claim timeout, at most every first retry delay and 30 s: nothing waits much past its time', () => {
    const look = (claimTimeoutSeconds: number, retryDelaySeconds: number) =>
      fullLookIntervalMs({ claimTimeoutSeconds, retryDelaySeconds });
    expect(look(300, 30)).toBe(30_000); // the defaults
    expect(look(300, 3600)).toBe(30_000);
    expect(look(300, 10)).toBe(10_000);
    expect(look(5, 30)).toBe(2_500); // the multi-process test's timeout
    expect(look(300, 0.2)).toBe(200); // the sending tests' retries
  });
});
