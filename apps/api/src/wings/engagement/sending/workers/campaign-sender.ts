import { openCampaignIds } from '../campaign-lifecycle.repo.js';
import { confirmStaleHandOvers } from '../recipient-outcomes.repo.js';
import { sendBatch, type BatchDeps } from '../send-batch.js';
import { startPolling, type PollingWorker } from '../../../../jobs/polling-worker.js';

export type SenderOptions = BatchDeps & { pollingIntervalMs: number };

/**
 * This process's campaign sender: each round takes one batch of every OPEN campaign (first settling
 * what dead processes left handed over), and rounds follow each other without a pause while there is
 * work. Processes share the work through the claims' row locks; none waits for another. The API never
 * waits for it: it runs beside the requests, a short statement at a time.
 */
export function startCampaignSender(options: SenderOptions): PollingWorker {
  const timeout = options.policy.claimTimeoutSeconds;
  return startPolling({
    intervalMs: options.pollingIntervalMs,
    poll: async () => {
      let worked = false;
      for (const campaignId of await openCampaignIds(options.db)) {
        const confirmed = await confirmStaleHandOvers(options.db, timeout, campaignId);
        if (confirmed > 0)
          options.log.warn(
            { campaignId, confirmed },
            'handed-over campaign e-mails of a stopped process counted as sent',
          );
        if (await sendBatch(options, campaignId)) worked = true;
      }
      return worked;
    },
    onError: (error) => options.log.warn({ err: error }, 'campaign sender round failed'),
  });
}
