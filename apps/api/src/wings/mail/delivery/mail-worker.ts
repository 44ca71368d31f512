import type { FastifyBaseLogger } from 'fastify';
import type { Job, PgBoss } from 'pg-boss';
import type { DeliveryResult } from './mail-delivery.service.js';
import { MAIL_QUEUE, type MailJob } from './mail-queue.js';
import { JOB_DONE, startQueueWorker, type JobOutcome, type QueueWorker } from '../../../jobs/queue-worker.js';

export type MailWorkerOptions = {
  pollingIntervalMs: number;
  /** Delivers one message (deliverMessage with its dependencies). */
  deliver: (messageId: number) => Promise<DeliveryResult>;
  log: FastifyBaseLogger;
};

/** Jobs fetched per poll: a burst of messages goes out in batches rather than one per poll. */
const BATCH_SIZE = 10;

function messageIdOf(job: Job<MailJob>): number | null {
  const id: unknown = job.data.messageId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/**
 * One job: delivered, then completed, or failed so that pg-boss retries it with backoff. If even that
 * cannot be recorded (the database gone), the job stays active and expires into a retry.
 */
async function handle(job: Job<MailJob>, options: MailWorkerOptions): Promise<JobOutcome> {
  try {
    const messageId = messageIdOf(job);
    const result: DeliveryResult = messageId === null ? { retry: false } : await options.deliver(messageId);
    return result.retry ? { retry: true, message: result.error } : JOB_DONE;
  } catch {
    // No message text in the log: SMTP answers and database errors can quote addresses.
    options.log.warn({ jobId: job.id }, 'mail job failed; it will be retried');
    return { retry: true, message: 'delivery error' };
  }
}

/** The mail worker of this process: fetches up to 10 delivery jobs per poll and delivers them side by side. */
export function startMailWorker(boss: PgBoss, options: MailWorkerOptions): Promise<QueueWorker> {
  return startQueueWorker<MailJob>(boss, MAIL_QUEUE, {
    batchSize: BATCH_SIZE,
    pollingIntervalMs: options.pollingIntervalMs,
    concurrent: true,
    handle: (job) => handle(job, options),
  });
}
