import { definePlugin } from './lib/define-plugin.js';
import {
  mailTransportFor,
  type MailTransport,
  deliverMessage,
  createMailer,
  type Mailer,
  type MailTransaction,
  DEFAULT_MAIL_RETRY,
  MAIL_QUEUE,
  mailDeliveryQueue,
  type MailRetryPolicy,
  startMailWorker,
} from './wings/mail/index.js';
import { campaignJobs, type CampaignJobsOptions } from './wings/engagement/index.js';
import { startHousekeeping } from './jobs/housekeeping.js';
import { startJobQueue } from './jobs/job-queue.js';
import { passwordResetJobs, sendRequestedReset } from './wings/people/index.js';
import type { QueueWorker } from './jobs/queue-worker.js';
import { poolExecutor } from './jobs/pool-executor.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends mail through the outbox and the job queue (wings/mail/delivery/mailer.ts). */
    mailer: Mailer;
    /** Queues a scheduled campaign's exact-time open in the scheduling transaction (wings/engagement/sending/workers/campaign-jobs.ts). */
    campaignScheduler: {
      queueOpen: (tx: MailTransaction, campaignId: number, startTime: Date) => Promise<void>;
    };
    /** Queues a forgot-password request; a worker finds the user and e-mails the link (wings/people/password-tokens/password-reset-jobs.ts). */
    passwordResets: { request: (email: string) => Promise<void> };
    /** Every kind of job worker, and whether this process runs it now (/metrics: talentdesk_job_workers). */
    jobWorkers: () => ReadonlyMap<JobWorker, boolean>;
  }
}

/** The kinds of work a process that runs jobs starts (docs/operations.md, Roles). */
export const JOB_WORKERS = [
  'mail',
  'password-resets',
  'campaigns',
  'housekeeping',
  'queue-maintenance',
] as const;
export type JobWorker = (typeof JOB_WORKERS)[number];

export type JobsOptions = {
  /** How often an idle worker asks for work; 2 s by default (one light query per poll), at least 500 ms. */
  pollingIntervalMs?: number;
  mailRetry?: Partial<MailRetryPolicy>;
  /** Where messages go; by default chosen from config (SMTP_URL, else kept in the outbox). */
  mailTransport?: MailTransport;
  /** Campaign sending's timing and sizes (wings/engagement/sending/workers/campaign-jobs.ts). */
  campaigns?: CampaignJobsOptions;
};

/**
 * How long closing waits for deliveries in progress; pg-boss then fails a job still running, so it is
 * retried later (the message may then be sent twice: docs/decisions.md, Mail).
 */
const STOP_GRACE_MS = 10_000;

/**
 * The job queue (docs/architecture.md §3, Jobs): pg-boss in the app's database, run entirely through the
 * app's pool (jobs/pool-executor.ts), its workers for this process's queues (jobs/queue-worker.ts) and our
 * own loops for the rest (jobs/polling-worker.ts: housekeeping, campaign sending and sweep). Closing the
 * app stops pg-boss and the loops, waits for the queue's last queries and closes the SMTP pool, all before
 * the database closes.
 */
export const jobsPlugin = definePlugin<JobsOptions>({ name: 'jobs' }, async (app, options) => {
  const executor = poolExecutor(app.database.pool);
  const retry = { ...DEFAULT_MAIL_RETRY, ...options.mailRetry };
  const transport = options.mailTransport ?? mailTransportFor(app.appConfig);
  let mailWorker: QueueWorker | undefined;
  // Marked as each is started, so the gauge says what runs, not what the role promises.
  const running = new Set<JobWorker>();
  const campaigns = campaignJobs(
    {
      db: app.database.db,
      log: app.log,
      smtpUrl: app.appConfig.smtpUrl,
      settings: {
        origin: app.appConfig.publicOrigin,
        mailFrom: app.appConfig.mailFrom,
        fromDomains: app.appConfig.campaignFromDomains,
      },
      claimTimeoutSeconds: app.appConfig.campaignClaimTimeoutSeconds,
      smtpConnections: app.appConfig.campaignSmtpConnections,
    },
    options.campaigns,
  );

  const pollingIntervalMs = options.pollingIntervalMs ?? 2000;
  // The mailer is decorated once the queue runs; a reset job only runs after that.
  const resets = passwordResetJobs({
    pollingIntervalMs,
    handle: (email) => sendRequestedReset(app.database.db, app.mailer, email, app.appConfig.publicOrigin),
    log: app.log,
  });

  // PROCESS_ROLE=web queues jobs but runs none: no worker, no housekeeping, no pg-boss maintenance.
  const runsJobs = app.appConfig.processRole !== 'web';
  const queue = await startJobQueue({
    executor,
    db: app.database.db,
    log: app.log,
    queues: [MAIL_QUEUE, ...campaigns.queues, ...resets.queues],
    supervise: runsJobs,
    onStarted: async (boss) => {
      if (!runsJobs) return;
      running.add('queue-maintenance');
      await campaigns.start(boss);
      running.add('campaigns');
      await resets.start(boss);
      running.add('password-resets');
      mailWorker = await startMailWorker(boss, {
        pollingIntervalMs,
        deliver: (messageId) =>
          deliverMessage({ db: app.database.db, transport, maxAttempts: retry.maxAttempts }, messageId),
        log: app.log,
      });
      running.add('mail');
    },
  });
  const housekeeping = runsJobs
    ? startHousekeeping(app.database.db, app.log, {
        auditRetentionDays: app.appConfig.auditRetentionDays,
      })
    : undefined;
  if (housekeeping) running.add('housekeeping');
  const wake = () => mailWorker?.wake();
  app.decorate('mailer', createMailer(app.appConfig.mailFrom, mailDeliveryQueue(queue.boss, retry, wake)));
  app.decorate('passwordResets', { request: (email: string) => resets.request(queue.boss(), email) });
  app.decorate('campaignScheduler', {
    queueOpen: (tx: MailTransaction, campaignId: number, startTime: Date) =>
      campaigns.queueOpen(queue.boss(), tx, campaignId, startTime),
  });
  app.decorate('jobWorkers', () => new Map(JOB_WORKERS.map((kind) => [kind, running.has(kind)])));

  app.addHook('onClose', async () => {
    // pg-boss stops its workers (mail, resets, campaign transitions) while our loops stop beside it.
    await Promise.all([
      queue.stop(STOP_GRACE_MS),
      housekeeping?.stop(STOP_GRACE_MS),
      campaigns.stop(STOP_GRACE_MS),
    ]);
    running.clear();
    await executor.drain();
    executor.close();
    transport.close();
  });
});
