import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss, Queue } from 'pg-boss';
import type { Db } from '../../../../db/client.js';
import { handOverSmtp, type MailTransaction } from '../../../mail/index.js';
import { closeIfEnded } from '../campaign-lifecycle.repo.js';
import { openDueCampaign } from '../campaign-open.service.js';
import type { MailSettings } from '../campaign-mail.js';
import type { CampaignDelivery } from '../deliver-recipient.js';
import { handOverMarks } from '../hand-over-marks.js';
import type { ClaimPolicy } from '../recipient-claims.repo.js';
import { startLifecycleWorker } from './campaign-lifecycle-worker.js';
import { CAMPAIGN_QUEUES, queueTransition } from './campaign-queues.js';
import { startCampaignSender } from './campaign-sender.js';
import { startCampaignSweep } from './campaign-sweep.js';
import type { PollingWorker } from '../../../../jobs/polling-worker.js';
import { transactionExecutor } from '../../../../jobs/transaction-executor.js';

/** Timing and sizes of campaign sending; tests shorten them, production keeps the defaults. */
export type CampaignJobsOptions = {
  /** How often an idle sender and the lifecycle worker look for work (default 2 s). */
  pollingIntervalMs?: number;
  /** How often the safety-net sweep runs (default 10 s); it queues transitions due within two sweeps. */
  sweepIntervalMs?: number;
  /** Transient failures: attempts before FAILED (8), first retry delay (30 s, doubling), longest (1 h). */
  maxAttempts?: number;
  retryDelaySeconds?: number;
  maxRetryDelaySeconds?: number;
  /**
   * Recipients per claim (100): enough that the per-batch statements (claim, content, candidates,
   * confirmation) cost little per e-mail and the connections rarely wait at a batch's end; small enough
   * that other processes share a campaign and a crash leaves few claims to the timeout.
   */
  batchSize?: number;
  /** Batches in flight at once in this process (3; campaign-sender.ts). */
  batchesInFlight?: number;
};

export type CampaignJobsDeps = {
  db: Db;
  log: FastifyBaseLogger;
  smtpUrl: string | undefined;
  settings: MailSettings;
  /** CAMPAIGN_CLAIM_TIMEOUT_SECONDS: when another process may take over a dead process's claims. */
  claimTimeoutSeconds: number;
  /** CAMPAIGN_SMTP_CONNECTIONS: connections to SMTP_URL, one message on each at a time. */
  smtpConnections: number;
};

export type CampaignJobs = {
  queues: readonly Queue[];
  /** Starts the sender, the lifecycle workers (on pg-boss, which stops them) and the sweep of this process. */
  start: (boss: PgBoss) => Promise<void>;
  /**
   * For the campaigns module: queues the exact-time open of a campaign just scheduled, in the
   * scheduling transaction (the sweep would find it too, up to one sweep later).
   */
  queueOpen: (boss: PgBoss, tx: MailTransaction, campaignId: number, startTime: Date) => Promise<void>;
  /** Stops the sender and the sweep (the lifecycle workers stop with pg-boss) and closes the SMTP pool. */
  stop: (graceMs: number) => Promise<void>;
};

export function campaignJobs(deps: CampaignJobsDeps, options: CampaignJobsOptions = {}): CampaignJobs {
  const delivery: CampaignDelivery = deps.smtpUrl
    ? { kind: 'smtp', smtp: handOverSmtp(deps.smtpUrl, deps.smtpConnections) }
    : { kind: 'outbox' };
  const policy: ClaimPolicy = {
    batchSize: options.batchSize ?? 100,
    retryDelaySeconds: options.retryDelaySeconds ?? 30,
    maxRetryDelaySeconds: options.maxRetryDelaySeconds ?? 3600,
    claimTimeoutSeconds: deps.claimTimeoutSeconds,
  };
  const pollingIntervalMs = options.pollingIntervalMs ?? 2000;
  const workers: PollingWorker[] = [];

  const start = async (boss: PgBoss) => {
    // The lifecycle workers first: if pg-boss refuses them, the start is tried again with nothing else begun.
    const wakeSender = { now: () => {} };
    await startLifecycleWorker(boss, {
      pollingIntervalMs,
      log: deps.log,
      open: async (campaignId) => {
        const result = await openDueCampaign(
          {
            db: deps.db,
            queueClose: (tx, id, endTime) =>
              queueTransition(boss, { kind: 'close', campaignId: id, at: endTime }, transactionExecutor(tx)),
          },
          campaignId,
        );
        if (result.outcome !== 'nothing-to-do')
          deps.log.info({ campaignId, ...result }, 'campaign due to open');
        if (result.outcome === 'opened') wakeSender.now();
      },
      close: async (campaignId) => {
        if (await closeIfEnded(deps.db, campaignId))
          deps.log.info({ campaignId }, 'campaign closed at its end');
      },
    });
    const sender = startCampaignSender({
      db: deps.db,
      delivery,
      handOver: handOverMarks(deps.db),
      maxAttempts: options.maxAttempts ?? 8,
      log: deps.log,
      policy,
      settings: deps.settings,
      pollingIntervalMs,
      batchesInFlight: options.batchesInFlight ?? 3,
    });
    const sweep = startCampaignSweep(boss, deps.db, {
      intervalMs: options.sweepIntervalMs ?? 10_000,
      claimTimeoutSeconds: deps.claimTimeoutSeconds,
      log: deps.log,
    });
    wakeSender.now = () => sender.wake();
    workers.push(sender, sweep);
  };

  return {
    queues: CAMPAIGN_QUEUES,
    start,
    queueOpen: (boss, tx, campaignId, startTime) =>
      queueTransition(boss, { kind: 'open', campaignId, at: startTime }, transactionExecutor(tx)),
    stop: async (graceMs) => {
      await Promise.all(workers.map((worker) => worker.stop(graceMs)));
      if (delivery.kind === 'smtp') delivery.smtp.close();
    },
  };
}
