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
 * How often a process looks for what dead processes left (claims past the timeout, before or after the
 * hand-over): half the claim timeout, at most every 30 s. Those recipients have waited the timeout
 * already; looking before every batch cost a walk over every SENDING entry of the campaign's index, dead
 * versions included, which grew with the campaign (19 ms a batch at 60,000 sent).
 */
export function staleCheckIntervalMs(claimTimeoutSeconds: number): number {
  return Math.min(30_000, (claimTimeoutSeconds * 1000) / 2);
}

/**
 * This process's campaign sender: `batchesInFlight` loops, each round of which takes one batch of every
 * OPEN campaign, and rounds follow each other without a pause while there is work. The loops share the
 * SMTP connections and the hand-over marks' group commit; they, like other processes, get disjoint
 * batches from the claims' row locks and none waits for another. The first loop also settles, now and
 * then, what dead processes left. The API never waits for the sender: it runs beside the requests, a
 * short statement at a time.
 */
export function startCampaignSender(options: SenderOptions): PollingWorker {
  const timeout = options.policy.claimTimeoutSeconds;
  const interval = staleCheckIntervalMs(timeout);
  /** When the first loop last looked for stale claims, per campaign. */
  const lastStaleCheck = new Map<number, number>();

  const staleCheckDue = async (campaignId: number): Promise<boolean> => {
    const now = Date.now();
    if (now - (lastStaleCheck.get(campaignId) ?? -Infinity) < interval) return false;
    lastStaleCheck.set(campaignId, now);
    const confirmed = await confirmStaleHandOvers(options.db, timeout, campaignId);
    if (confirmed > 0)
      options.log.warn(
        { campaignId, confirmed },
        'handed-over campaign e-mails of a stopped process counted as sent',
      );
    return true;
  };

  const loop = (settlesStale: boolean) =>
    startPolling({
      intervalMs: options.pollingIntervalMs,
      poll: async () => {
        let worked = false;
        const open = await openCampaignIds(options.db);
        if (settlesStale)
          for (const id of lastStaleCheck.keys()) if (!open.includes(id)) lastStaleCheck.delete(id);
        for (const campaignId of open) {
          const abandoned = settlesStale && (await staleCheckDue(campaignId));
          if (await sendBatch(options, campaignId, { abandoned })) worked = true;
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
