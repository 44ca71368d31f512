import PgBoss from 'pg-boss';
import { definePlugin } from '../lib/define-plugin.js';
import { mailTransportFor, type MailTransport } from '../integrations/mail/index.js';
import { deliverMessage } from '../modules/mail-outbox/mail-delivery.service.js';
import { createMailer, type Mailer } from '../modules/mail-outbox/mailer.js';
import { DEFAULT_MAIL_RETRY, MAIL_QUEUE, mailDeliveryQueue, type MailRetryPolicy } from './mail-queue.js';
import { startMailWorker } from './mail-worker.js';
import type { PollingWorker } from './polling-worker.js';
import { JobQueueClosedError, poolExecutor } from './pool-executor.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mail through the outbox and the job queue (modules/mail-outbox/mailer.ts). */
    mailer: Mailer;
  }
}

export type JobsOptions = {
  /** How often an idle worker asks for work; 2 s by default (one light query per poll). */
  pollingIntervalMs?: number;
  mailRetry?: Partial<MailRetryPolicy>;
  /** Where messages go; by default chosen from config (SMTP_URL, else kept in the outbox). */
  mailTransport?: MailTransport;
};

/**
 * How long closing waits for deliveries in progress; a job still running then stays active in the queue
 * and is retried once it expires (it may then be sent twice: docs/decisions.md, Mail).
 */
const STOP_GRACE_MS = 10_000;

/**
 * The job queue (ARCHITECTURE §3, Jobs): pg-boss in the app's database, run entirely through the app's
 * pool (jobs/pool-executor.ts), and this process's workers (jobs/polling-worker.ts). No cron scheduler
 * (nothing is scheduled yet, and it would poll on its own); maintenance (expiring the jobs of dead
 * workers into retries, archiving, deleting) runs every minute under pg-boss's advisory lock, so one
 * process does it whatever their number. Closing the app stops the workers, then pg-boss, waits for the
 * queue's last queries and closes the SMTP pool, all before the database closes.
 */
export const jobsPlugin = definePlugin<JobsOptions>({ name: 'jobs' }, async (app, options) => {
  const executor = poolExecutor(app.database.pool);
  const boss = new PgBoss({ db: executor, schedule: false, supervise: true, maintenanceIntervalSeconds: 60 });
  // pg-boss reports failed polls and maintenance as events; an unhandled 'error' event would crash.
  boss.on('error', (error: unknown) => {
    if (!(error instanceof JobQueueClosedError)) app.log.warn({ err: error }, 'job queue error');
  });
  await boss.start();
  await boss.createQueue(MAIL_QUEUE);

  const retry = { ...DEFAULT_MAIL_RETRY, ...options.mailRetry };
  const transport = options.mailTransport ?? mailTransportFor(app.appConfig);
  const worker: PollingWorker = startMailWorker(boss, {
    pollingIntervalMs: options.pollingIntervalMs ?? 2000,
    deliver: (messageId) =>
      deliverMessage({ db: app.database.db, transport, maxAttempts: retry.maxAttempts }, messageId),
    log: app.log,
  });
  app.decorate('mailer', createMailer(app.appConfig.mailFrom, mailDeliveryQueue(boss, retry, worker.wake)));

  app.addHook('onClose', async () => {
    await worker.stop(STOP_GRACE_MS);
    await boss.stop({ graceful: false, wait: true });
    await executor.drain();
    executor.close();
    transport.close();
  });
});
