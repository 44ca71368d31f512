import { describe, expect, it } from 'vitest';
import { startPolling } from './polling-worker.js';

/** A promise with its resolve function outside, to hold a poll until the test lets it go. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const HOUR = 3_600_000;

describe("polling worker (the job queue's worker loop)", () => {
  it('polls at once on start, then sleeps until the interval ends or it is woken', async () => {
    let polls = 0;
    const first = gate();
    const second = gate();
    const worker = startPolling({
      intervalMs: HOUR,
      poll: async () => {
        polls += 1;
        if (polls === 1) first.open();
        if (polls === 2) second.open();
        return false;
      },
      onError: () => {},
    });
    await first.opened;
    worker.wake();
    await second.opened;
    expect(polls).toBe(2);
    await worker.stop(1000);
  });

  it('a wake during a poll is not lost: the next poll follows without a pause', async () => {
    let polls = 0;
    const release = gate();
    const secondPoll = gate();
    const worker = startPolling({
      intervalMs: HOUR,
      poll: async () => {
        polls += 1;
        if (polls === 1) await release.opened;
        if (polls === 2) secondPoll.open();
        return false;
      },
      onError: () => {},
    });
    worker.wake(); // while the first poll is still running
    release.open();
    await secondPoll.opened;
    expect(polls).toBe(2);
    await worker.stop(1000);
  });

  it('a full batch is followed by the next poll straight away; an error is reported and polling goes on', async () => {
    const outcomes: (boolean | Error)[] = [true, new Error('database away'), false];
    const errors: unknown[] = [];
    const done = gate();
    const worker = startPolling({
      intervalMs: HOUR,
      poll: async () => {
        const next = outcomes.shift();
        if (next === undefined) return false;
        if (outcomes.length === 0) done.open();
        if (next instanceof Error) throw next;
        return next;
      },
      onError: (error) => errors.push(error),
    });
    worker.wake(); // after the error the loop pauses: wake it for the third poll
    await done.opened;
    expect(errors).toEqual([new Error('database away')]);
    await worker.stop(1000);
  });

  it('stop waits for the poll in progress, and no poll starts after it', async () => {
    let polls = 0;
    let finished = false;
    const started = gate();
    const release = gate();
    const worker = startPolling({
      intervalMs: HOUR,
      poll: async () => {
        polls += 1;
        started.open();
        await release.opened;
        finished = true;
        return true; // "more work": without stop it would poll again at once
      },
      onError: () => {},
    });
    await started.opened;
    const stopped = worker.stop(HOUR);
    release.open();
    await stopped;
    expect(finished).toBe(true);
    expect(polls).toBe(1);
  });

  it('stop gives up waiting after the grace period (a delivery stuck on a silent server)', async () => {
    const started = gate();
    const worker = startPolling({
      intervalMs: HOUR,
      poll: async () => {
        started.open();
        await new Promise(() => {}); // never settles
        return false;
      },
      onError: () => {},
    });
    await started.opened;
    await expect(worker.stop(50)).resolves.toBeUndefined();
  });
});
