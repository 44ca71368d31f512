import { openCampaignIds } from '../campaign-lifecycle.repo.js';
import { confirmStaleHandOvers } from '../recipient-outcomes.repo.js';
import type { ClaimScope } from '../recipient-claims.repo.js';
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
 * How often a process looks through a whole campaign: for what dead processes left (claims past the
 * timeout, before or after the hand-over), for retries past their backoff, and for rows a failed claim
 * of another process left behind. In between, claims start where this process's last one ended
 * (recipient-claims.repo.ts, ClaimScope). Half the claim timeout, at most the first retry's delay and
 * at most 30 s. Looking from the start before every batch walked every SENDING and QUEUED entry the
 * campaign's index still held, dead versions included, which grew with the campaign (27 ms a batch at
 * 60,000 sent).
 */
export function fullLookIntervalMs(policy: {
  claimTimeoutSeconds: number;
  retryDelaySeconds: number;
}): number {
  return Math.min(30_000, (policy.claimTimeoutSeconds * 1000) / 2, policy.retryDelaySeconds * 1000);
}

/**
 * This process's campaign sender: `batchesInFlight` loops, each round of which takes one batch of every
 * OPEN campaign, and rounds follow each other without a pause while there is work. The loops share the
 * SMTP connections and the hand-over marks' group commit; they, like other processes, get disjoint
 * batches from the claims' row locks and none waits for another. Claims continue where the process's
 * last one ended; now and then the first loop looks through the whole campaign instead
 * (fullLookIntervalMs). The API never waits for the sender: it runs beside the requests, a short
 * statement at a time.
 */
export function startCampaignSender(options: SenderOptions): PollingWorker {
  const timeout = options.policy.claimTimeoutSeconds;
  const interval = fullLookIntervalMs(options.policy);
  /** Per OPEN campaign: when the first loop last looked through it all, and where claims got to since. */
  const progress = new Map<number, { lookedAt: number; upTo: number }>();
  const progressOf = (campaignId: number) => {
    let entry = progress.get(campaignId);
    if (!entry) progress.set(campaignId, (entry = { lookedAt: -Infinity, upTo: 0 }));
    return entry;
  };

  /** Whether this round looks through the whole campaign; if so, settles stale hand-overs first. */
  const fullLookDue = async (campaignId: number): Promise<boolean> => {
    const entry = progressOf(campaignId);
    const now = Date.now();
    if (now - entry.lookedAt < interval) return false;
    entry.lookedAt = now;
    const confirmed = await confirmStaleHandOvers(options.db, timeout, campaignId);
    if (confirmed > 0)
      options.log.warn(
        { campaignId, confirmed },
        'handed-over campaign e-mails of a stopped process counted as sent',
      );
    return true;
  };

  const loop = (looksThrough: boolean) =>
    startPolling({
      intervalMs: options.pollingIntervalMs,
      poll: async () => {
        let worked = false;
        const open = await openCampaignIds(options.db);
        for (const id of progress.keys()) if (!open.includes(id)) progress.delete(id);
        for (const campaignId of open) {
          const full = looksThrough && (await fullLookDue(campaignId));
          const entry = progressOf(campaignId);
          const scope: ClaimScope = full ? {} : { abandoned: false, after: entry.upTo };
          const batch = await sendBatch(options, campaignId, scope);
          if (!batch.claimed) continue;
          worked = true;
          if (!full && batch.lastId !== undefined) entry.upTo = Math.max(entry.upTo, batch.lastId);
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
