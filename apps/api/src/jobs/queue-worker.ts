import type { Job, JobResult, PgBoss } from 'pg-boss';

/** What became of one job: done (completed), or failed with a message so that pg-boss retries it. */
export type JobOutcome = { retry: false } | { retry: true; message: string };

export const JOB_DONE: JobOutcome = { retry: false };

export type QueueWorkerOptions<T> = {
  /** Jobs fetched per poll; a full batch is followed by the next fetch at once. */
  batchSize: number;
  /** How often an idle worker asks; pg-boss polls at most every 500 ms, so shorter is raised to that. */
  pollingIntervalMs: number;
  /** Handles the jobs of a batch side by side (each waits on a server) rather than one after another. */
  concurrent?: boolean;
  /**
   * One job's work. It reports a failure as an outcome and logs it itself (it knows what may be logged):
   * a throw is still caught, and the job failed with a message that quotes nothing.
   */
  handle: (job: Job<T>) => Promise<JobOutcome>;
};

export type QueueWorker = {
  /** Fetches now instead of at the end of the current pause (this process just queued work). */
  wake: () => void;
};

/** pg-boss's lower bound for a worker's polling interval. */
const MIN_POLLING_MS = 500;

async function outcomeOf<T>(job: Job<T>, handle: (job: Job<T>) => Promise<JobOutcome>): Promise<JobResult> {
  const outcome = await handle(job).catch((): JobOutcome => ({ retry: true, message: 'job error' }));
  return outcome.retry
    ? { id: job.id, status: 'failed', output: { message: outcome.message } }
    : { id: job.id, status: 'completed' };
}

/**
 * A pg-boss worker (`work()`) for one queue: each job of a batch is completed or failed on its own
 * (`perJobResults`), a failed one retried with the backoff of its send options. pg-boss awaits every
 * settling query and reports what fails there as an 'error' event (jobs/job-queue.ts logs it); its
 * `stop()` waits for the batches in progress (docs/decisions.md, Mail).
 */
export async function startQueueWorker<T extends object>(
  boss: PgBoss,
  queue: string,
  { batchSize, pollingIntervalMs, concurrent = false, handle }: QueueWorkerOptions<T>,
): Promise<QueueWorker> {
  const id = await boss.work<T>(
    queue,
    {
      batchSize,
      pollingIntervalSeconds: Math.max(pollingIntervalMs, MIN_POLLING_MS) / 1000,
      burstWhenBatchFull: true,
      perJobResults: true,
    },
    async (jobs) => {
      if (concurrent) return Promise.all(jobs.map((job) => outcomeOf(job, handle)));
      const results: JobResult[] = [];
      for (const job of jobs) results.push(await outcomeOf(job, handle));
      return results;
    },
  );
  return { wake: () => boss.notifyWorker(id) };
}
