import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { startPolling, type PollingWorker } from '../../../jobs/polling-worker.js';

export const PASSWORD_RESET_QUEUE = 'password-reset-request';

/** A forgot-password request: only the address typed; the worker finds out whether it is a user's. */
export type PasswordResetJob = { email: string };

export type PasswordResetJobs = {
  queues: readonly string[];
  /** Starts this process's worker once the queue runs. */
  start: (boss: PgBoss) => void;
  /** Queues a request and wakes this process's worker. */
  request: (boss: PgBoss, email: string) => Promise<void>;
  stop: (graceMs: number) => Promise<void>;
};

const BATCH_SIZE = 10;
const JOB_OPTIONS: PgBoss.SendOptions = { retryLimit: 3, retryDelay: 30, expireInSeconds: 300 };

/**
 * Forgot-password requests run as jobs: the HTTP answer then costs the same whether or not the address
 * is a user's (no lookup, no token, no e-mail on the request's path), so its timing tells nothing.
 * `handle` does the work of one request (password-tokens: sendRequestedReset).
 */
export function passwordResetJobs(options: {
  pollingIntervalMs: number;
  handle: (email: string) => Promise<void>;
  log: FastifyBaseLogger;
}): PasswordResetJobs {
  let worker: PollingWorker | undefined;
  const handleJob = async (boss: PgBoss, job: PgBoss.Job<PasswordResetJob>) => {
    try {
      const email: unknown = job.data.email;
      if (typeof email === 'string') await options.handle(email);
      await boss.complete(PASSWORD_RESET_QUEUE, job.id);
    } catch (error) {
      // No address in the log: it is what an attacker typed, or a user's.
      options.log.warn({ jobId: job.id, err: error }, 'password reset job failed; it will be retried');
      await boss.fail(PASSWORD_RESET_QUEUE, job.id, { message: 'reset error' }).catch(() => {});
    }
  };
  return {
    queues: [PASSWORD_RESET_QUEUE],
    start: (boss) => {
      worker = startPolling({
        intervalMs: options.pollingIntervalMs,
        poll: async () => {
          const jobs = await boss.fetch<PasswordResetJob>(PASSWORD_RESET_QUEUE, { batchSize: BATCH_SIZE });
          for (const job of jobs) await handleJob(boss, job);
          return jobs.length === BATCH_SIZE;
        },
        onError: (error) => options.log.warn({ err: error }, 'password reset worker poll failed'),
      });
    },
    request: async (boss, email) => {
      const data: PasswordResetJob = { email };
      if ((await boss.send(PASSWORD_RESET_QUEUE, data, JOB_OPTIONS)) === null) {
        throw new Error('password reset job not queued');
      }
      worker?.wake();
    },
    stop: async (graceMs) => worker?.stop(graceMs),
  };
}
