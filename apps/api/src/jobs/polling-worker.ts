export type PollingWorker = {
  /** Polls now instead of at the end of the current pause (work was just queued). */
  wake: () => void;
  /** Lets the poll in progress finish (at most `graceMs`), then no more polls. */
  stop: (graceMs: number) => Promise<void>;
};

export type PollingOptions = {
  intervalMs: number;
  /** One round of work; true when there may be more right away (a full batch), so no pause. */
  poll: () => Promise<boolean>;
  onError: (error: unknown) => void;
};

/**
 * A worker loop over pg-boss's fetch/complete/fail instead of its `work()`: pg-boss 10's `work()`
 * completes and fails jobs without awaiting the query (a database error there is an unhandled rejection,
 * which ends a Node process) and its stop does not wait for a fetch in flight. Here every query is
 * awaited and stopping waits for the round in progress.
 */
export function startPolling({ intervalMs, poll, onError }: PollingOptions): PollingWorker {
  let stopped = false;
  let woken = false;
  let endPause: (() => void) | null = null;

  const pause = () =>
    new Promise<void>((resolve) => {
      if (woken || stopped) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(() => endPause?.(), intervalMs);
      endPause = () => {
        clearTimeout(timer);
        endPause = null;
        resolve();
      };
    });

  const loop = (async () => {
    while (!stopped) {
      let more = false;
      try {
        more = await poll();
      } catch (error) {
        onError(error);
      }
      if (!more) await pause();
    }
  })();

  return {
    wake: () => {
      // Woken during a round: that round's fetch may have missed the new job, so no pause after it.
      if (endPause) endPause();
      else woken = true;
    },
    stop: async (graceMs) => {
      stopped = true;
      endPause?.();
      let timer: NodeJS.Timeout | undefined;
      const grace = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, graceMs);
      });
      await Promise.race([loop, grace]);
      clearTimeout(timer);
    },
  };
}
