import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { DeliveryResult } from './mail-delivery.service.js';
import { MAIL_QUEUE, type MailJob } from './mail-queue.js';
import { startPolling, type PollingWorker } from '../../../jobs/polling-worker.js';

export type MailWorkerOptions = {
  pollingIntervalMs: number;
  /** Delivers one message (deliverMessage with its dependencies). */
  deliver: (messageId: number) => Promise<DeliveryResult>;
  log: FastifyBaseLogger;
};

/** Jobs fetched per poll: a burst of messages goes out in batches rather than one per poll. */
const BATCH_SIZE = 10;

function messageIdOf(job: PgBoss.Job<MailJob>): number | null {
  const id: unknown = job.data.messageId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/**
 * One job: delivered, then completed, or failed so that pg-boss retries it with backoff. If even that
 * cannot be recorded (the database gone), the job stays active and expires into a retry.
 */
async function handle(boss: PgBoss, job: PgBoss.Job<MailJob>, options: MailWorkerOptions): Promise<void> {
  try {
    const messageId = messageIdOf(job);
    const result: DeliveryResult = messageId === null ? { retry: false } : await options.deliver(messageId);
    if (result.retry) await boss.fail(MAIL_QUEUE, job.id, { message: result.error });
    else await boss.complete(MAIL_QUEUE, job.id);
  } catch {
    // No message text in the log: SMTP answers and database errors can quote addresses.
    options.log.warn({ jobId: job.id }, 'mail job failed; it will be retried');
    await boss.fail(MAIL_QUEUE, job.id, { message: 'delivery error' }).catch(() => {});
  }
}

/** The mail worker of this process: fetches up to 10 delivery jobs per poll and handles them together. */
export function startMailWorker(boss: PgBoss, options: MailWorkerOptions): PollingWorker {
  return startPolling({
    intervalMs: options.pollingIntervalMs,
    poll: async () => {
      const jobs = await boss.fetch<MailJob>(MAIL_QUEUE, { batchSize: BATCH_SIZE });
      await Promise.all(jobs.map((job) => handle(boss, job, options)));
      return jobs.length === BATCH_SIZE;
    },
    onError: (error) => options.log.warn({ err: error }, 'mail worker poll failed'),
  });
}
