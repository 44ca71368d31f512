import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { CAMPAIGN_CLOSE_QUEUE, CAMPAIGN_OPEN_QUEUE, type CampaignTransitionJob } from './campaign-queues.js';
import { startPolling, type PollingWorker } from '../../../../jobs/polling-worker.js';

export type LifecycleWorkerOptions = {
  pollingIntervalMs: number;
  /** Opens the campaign if it is due (wings/engagement/sending/campaign-open.service.ts). */
  open: (campaignId: number) => Promise<void>;
  /** Closes the campaign if its end has come. */
  close: (campaignId: number) => Promise<void>;
  log: FastifyBaseLogger;
};

/** Opens are one transaction each (recipients taken): a few per poll; closes are one statement. */
const OPEN_BATCH = 2;
const CLOSE_BATCH = 20;

function campaignIdOf(job: PgBoss.Job<CampaignTransitionJob>): number | null {
  const id: unknown = job.data.campaignId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/** One job: done (completed), or failed so pg-boss retries it with backoff; both transitions are idempotent. */
async function handle(
  boss: PgBoss,
  queue: string,
  job: PgBoss.Job<CampaignTransitionJob>,
  run: (campaignId: number) => Promise<void>,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const campaignId = campaignIdOf(job);
    if (campaignId !== null) await run(campaignId);
    await boss.complete(queue, job.id);
  } catch (error) {
    log.warn(
      { jobId: job.id, queue, kind: error instanceof Error ? error.name : 'unknown' },
      'campaign transition failed; it will be retried',
    );
    await boss.fail(queue, job.id, { message: 'transition error' }).catch(() => {});
  }
}

/**
 * This process's worker for the campaign lifecycle jobs (exact start and end, wings/engagement/sending/workers/campaign-queues.ts):
 * any process may run a job; the row locks inside make a second run a no-op.
 */
export function startLifecycleWorker(boss: PgBoss, options: LifecycleWorkerOptions): PollingWorker {
  return startPolling({
    intervalMs: options.pollingIntervalMs,
    poll: async () => {
      const opens = await boss.fetch<CampaignTransitionJob>(CAMPAIGN_OPEN_QUEUE, { batchSize: OPEN_BATCH });
      for (const job of opens) await handle(boss, CAMPAIGN_OPEN_QUEUE, job, options.open, options.log);
      const closes = await boss.fetch<CampaignTransitionJob>(CAMPAIGN_CLOSE_QUEUE, {
        batchSize: CLOSE_BATCH,
      });
      for (const job of closes) await handle(boss, CAMPAIGN_CLOSE_QUEUE, job, options.close, options.log);
      return opens.length === OPEN_BATCH || closes.length === CLOSE_BATCH;
    },
    onError: (error) => options.log.warn({ err: error }, 'campaign lifecycle poll failed'),
  });
}
