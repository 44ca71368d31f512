import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss, SendOptions } from 'pg-boss';
import { JOB_DONE, startQueueWorker, type QueueWorker } from '../../../jobs/queue-worker.js';

export const PASSWORD_RESET_QUEUE = 'password-reset-request';

/** A forgot-password request: only the address typed; the worker finds out whether it is a user's. */
export type PasswordResetJob = { email: string };

export type PasswordResetJobs = {
  queues: readonly string[];
  /** Starts this process's worker once the queue runs (pg-boss stops it). */
  start: (boss: PgBoss) => Promise<void>;
  /** Queues a request and wakes this process's worker. */
  request: (boss: PgBoss, email: string) => Promise<void>;
};

const BATCH_SIZE = 10;
const JOB_OPTIONS: SendOptions = { retryLimit: 3, retryDelay: 30, expireInSeconds: 300 };

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
  let worker: QueueWorker | undefined;
  return {
    queues: [PASSWORD_RESET_QUEUE],
    start: async (boss) => {
      worker = await startQueueWorker<PasswordResetJob>(boss, PASSWORD_RESET_QUEUE, {
        batchSize: BATCH_SIZE,
        pollingIntervalMs: options.pollingIntervalMs,
        handle: async (job) => {
          try {
            const email: unknown = job.data.email;
            if (typeof email === 'string') await options.handle(email);
            return JOB_DONE;
          } catch (error) {
            // No address in the log: it is what an attacker typed, or a user's.
            options.log.warn({ jobId: job.id, err: error }, 'password reset job failed; it will be retried');
            return { retry: true, message: 'reset error' };
          }
        },
      });
    },
    request: async (boss, email) => {
      const data: PasswordResetJob = { email };
      if ((await boss.send(PASSWORD_RESET_QUEUE, data, JOB_OPTIONS)) === null) {
        throw new Error('password reset job not queued');
      }
      worker?.wake();
    },
  };
}
