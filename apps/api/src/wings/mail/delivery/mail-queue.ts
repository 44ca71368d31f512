import type { PgBoss, SendOptions } from 'pg-boss';
import type { DeliveryQueue } from './mailer.js';
import { transactionExecutor } from '../../../jobs/transaction-executor.js';

export const MAIL_QUEUE = 'mail-send';

/** A delivery job carries only the outbox row's id; the row holds the message and its state. */
export type MailJob = { messageId: number };

export type MailRetryPolicy = {
  /** Attempts before a message that keeps failing for a transient reason is marked FAILED. */
  maxAttempts: number;
  /** The first retry's delay; pg-boss doubles it per retry, with jitter (30 s: 8 attempts over ~1-2 h). */
  retryDelaySeconds: number;
};

export const DEFAULT_MAIL_RETRY: MailRetryPolicy = { maxAttempts: 8, retryDelaySeconds: 30 };

/**
 * A job running longer than this is taken as lost (its process died) and retried; the SMTP timeouts
 * (wings/mail/transport/smtp-transport.ts) end a live attempt well before.
 */
const EXPIRE_SECONDS = 300;

/**
 * pg-boss's own retry limit stays above ours: the outbox row counts the attempts and decides when to
 * give up (deliverMessage), also for attempts cut short by a crash, which pg-boss counts as expiries.
 */
const RETRY_HEADROOM = 3;

export function mailJobOptions(retry: MailRetryPolicy): SendOptions {
  return {
    retryLimit: retry.maxAttempts + RETRY_HEADROOM,
    retryDelay: retry.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: EXPIRE_SECONDS,
  };
}

/** The mail delivery queue on pg-boss; `wake` reaches this process's worker once it runs. */
export function mailDeliveryQueue(
  boss: () => PgBoss,
  retry: MailRetryPolicy,
  wake: () => void,
): DeliveryQueue {
  return {
    enqueue: async (tx, messageId) => {
      const data: MailJob = { messageId };
      const id = await boss().send(MAIL_QUEUE, data, {
        ...mailJobOptions(retry),
        db: transactionExecutor(tx),
      });
      if (id === null) throw new Error('mail job not queued');
    },
    wake,
  };
}
