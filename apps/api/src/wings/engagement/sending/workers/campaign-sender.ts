import { openCampaignIds } from '../campaign-lifecycle.repo.js';
import { confirmStaleHandOvers } from '../recipient-outcomes.repo.js';
import { sendBatch, type BatchDeps } from '../send-batch.js';
import { startPolling, type PollingWorker } from '../../../../jobs/polling-worker.js';

export type SenderOptions = BatchDeps & {
  pollingIntervalMs: number;
  /**
   * Batches this process works on at once. A batch ends with its slowest e-mail and starts with its
   * claim and reads; with one in flight the SMTP connections idle at each batch's edges, with several
   * one batch's e-mails fill the connections while another claims or confirms.
   */
  batchesInFlight: number;
};

/**
 * This process's campaign sender: `batchesInFlight` loops, each round of which takes one batch of every
 * OPEN campaign, and rounds follow each other without a pause while there is work. The loops share the
 * SMTP connections and the hand-over marks' group commit; they, like other processes, get disjoint
 * batches from the claims' row locks and none waits for another. The first loop also settles what dead
 * processes left handed over. The API never waits for the sender: it runs beside the requests, a short
 * statement at a time.
 */
export function startCampaignSender(options: SenderOptions): PollingWorker {
  const timeout = options.policy.claimTimeoutSeconds;
  const loop = (settlesStale: boolean) =>
    startPolling({
      intervalMs: options.pollingIntervalMs,
      poll: async () => {
        let worked = false;
        for (const campaignId of await openCampaignIds(options.db)) {
          const confirmed = settlesStale ? await confirmStaleHandOvers(options.db, timeout, campaignId) : 0;
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
  const loops = Array.from({ length: Math.max(1, options.batchesInFlight) }, (_, i) => loop(i === 0));
  return {
    wake: () => {
      for (const each of loops) each.wake();
    },
    stop: async (graceMs) => {
      await Promise.all(loops.map((each) => each.stop(graceMs)));
    },
  };
}
