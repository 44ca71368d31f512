import type { FastifyBaseLogger } from 'fastify';
import type { Job, PgBoss } from 'pg-boss';
import { CAMPAIGN_CLOSE_QUEUE, CAMPAIGN_OPEN_QUEUE, type CampaignTransitionJob } from './campaign-queues.js';
import { JOB_DONE, startQueueWorker, type JobOutcome } from '../../../../jobs/queue-worker.js';

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

function campaignIdOf(job: Job<CampaignTransitionJob>): number | null {
  const id: unknown = job.data.campaignId;
  return typeof id === 'number' && Number.isInteger(id) ? id : null;
}

/** One job: done (completed), or failed so pg-boss retries it with backoff; both transitions are idempotent. */
async function handle(
  queue: string,
  job: Job<CampaignTransitionJob>,
  run: (campaignId: number) => Promise<void>,
  log: FastifyBaseLogger,
): Promise<JobOutcome> {
  try {
    const campaignId = campaignIdOf(job);
    if (campaignId !== null) await run(campaignId);
    return JOB_DONE;
  } catch (error) {
    log.warn(
      { jobId: job.id, queue, kind: error instanceof Error ? error.name : 'unknown' },
      'campaign transition failed; it will be retried',
    );
    return { retry: true, message: 'transition error' };
  }
}

/**
 * This process's workers for the campaign lifecycle jobs (exact start and end, wings/engagement/sending/workers/campaign-queues.ts):
 * any process may run a job; the row locks inside make a second run a no-op. pg-boss stops them.
 */
export async function startLifecycleWorker(boss: PgBoss, options: LifecycleWorkerOptions): Promise<void> {
  const { pollingIntervalMs, log } = options;
  await startQueueWorker<CampaignTransitionJob>(boss, CAMPAIGN_OPEN_QUEUE, {
    batchSize: OPEN_BATCH,
    pollingIntervalMs,
    handle: (job) => handle(CAMPAIGN_OPEN_QUEUE, job, options.open, log),
  });
  await startQueueWorker<CampaignTransitionJob>(boss, CAMPAIGN_CLOSE_QUEUE, {
    batchSize: CLOSE_BATCH,
    pollingIntervalMs,
    handle: (job) => handle(CAMPAIGN_CLOSE_QUEUE, job, options.close, log),
  });
}
