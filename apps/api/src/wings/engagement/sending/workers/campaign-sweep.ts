import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Db } from '../../../../db/client.js';
import { upcomingTransitions } from '../campaign-lifecycle.repo.js';
import { requeueAbandonedOutsideOpen } from '../recipient-claims.repo.js';
import { confirmStaleHandOvers } from '../recipient-outcomes.repo.js';
import { queueTransition } from './campaign-queues.js';
import { startPolling, type PollingWorker } from '../../../../jobs/polling-worker.js';

export type SweepOptions = {
  intervalMs: number;
  claimTimeoutSeconds: number;
  log: FastifyBaseLogger;
};

/**
 * The safety net of the campaign lifecycle, in every process (each step is idempotent, so several
 * processes sweeping at once is harmless): every transition due before the next two sweeps gets its
 * exact-time job (whatever queued it before, or if nothing did), and claims abandoned by dead processes
 * are settled in campaigns no longer sending (the sender settles those of OPEN campaigns).
 */
export function startCampaignSweep(boss: PgBoss, db: Db, options: SweepOptions): PollingWorker {
  const horizonSeconds = (2 * options.intervalMs) / 1000;
  return startPolling({
    intervalMs: options.intervalMs,
    poll: async () => {
      for (const transition of await upcomingTransitions(db, horizonSeconds)) {
        await queueTransition(boss, transition);
      }
      const confirmed = await confirmStaleHandOvers(db, options.claimTimeoutSeconds);
      const requeued = await requeueAbandonedOutsideOpen(db, options.claimTimeoutSeconds);
      if (confirmed + requeued > 0)
        options.log.warn({ confirmed, requeued }, 'abandoned campaign claims settled');
      return false;
    },
    onError: (error) => options.log.warn({ err: error }, 'campaign sweep failed; it runs again'),
  });
}
