import type { Db as PgBossDb, PgBoss, Queue } from 'pg-boss';
import type { Transition } from '../campaign-lifecycle.repo.js';

export const CAMPAIGN_OPEN_QUEUE = 'campaign-open';
export const CAMPAIGN_CLOSE_QUEUE = 'campaign-close';

/**
 * 'short' policy: at most one waiting job per singleton key, so the sweep and the schedule can both ask
 * for the same transition and one job results (the key names the campaign and the due time: a moved
 * start or end is a new key, and the old job finds nothing due).
 */
export const CAMPAIGN_QUEUES: readonly Queue[] = [
  { name: CAMPAIGN_OPEN_QUEUE, policy: 'short' },
  { name: CAMPAIGN_CLOSE_QUEUE, policy: 'short' },
];

/** A transition job carries only the campaign's id; the row says whether anything is due. */
export type CampaignTransitionJob = { campaignId: number };

const QUEUE_OF = { open: CAMPAIGN_OPEN_QUEUE, close: CAMPAIGN_CLOSE_QUEUE } as const;

/**
 * Queues an open (at the start) or close (at the end) to run at its due time (pg-boss startAfter), in
 * the caller's transaction when `db` is given. Idempotent: a repeat while the first still waits is
 * dropped by the singleton key, and running a transition twice changes nothing.
 */
export async function queueTransition(boss: PgBoss, transition: Transition, db?: PgBossDb): Promise<void> {
  const data: CampaignTransitionJob = { campaignId: transition.campaignId };
  await boss.send(QUEUE_OF[transition.kind], data, {
    startAfter: transition.at,
    singletonKey: `${transition.campaignId}@${transition.at.getTime()}`,
    retryLimit: 10,
    retryDelay: 15,
    retryBackoff: true,
    expireInSeconds: 600,
    ...(db ? { db } : {}),
  });
}
