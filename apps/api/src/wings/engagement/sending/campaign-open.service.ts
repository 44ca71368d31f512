import type { Db } from '../../../db/client.js';
import type { MailTransaction } from '../../mail/index.js';
import { campaignRecipientsWhere } from '../campaigns/campaign-audience.js';
import { closeIfEnded, lockDueScheduled, markOpen } from './campaign-lifecycle.repo.js';
import { CAMPAIGN_ENGINE_ACTOR } from './engine-actor.js';
import { insertAudienceRecipients } from './recipient-list.repo.js';

export type OpenDeps = {
  db: Db;
  /** Queues the close at the campaign's end, in the opening transaction (wings/engagement/sending/workers/campaign-queues.ts). */
  queueClose: (tx: MailTransaction, campaignId: number, endTime: Date) => Promise<void>;
};

export type OpenResult =
  | { outcome: 'opened'; recipients: number }
  /** Its end passed before it could open (no process ran meanwhile): closed without sending. */
  | { outcome: 'closed-unopened' }
  /** Not SCHEDULED, not due yet, or being opened by another process: nothing to do. */
  | { outcome: 'nothing-to-do' };

/**
 * A due SCHEDULED campaign becomes OPEN (CAMP-48), in ONE transaction: the
 * campaign row is locked (skip locked: another process opening it makes this a no-op), the audience is
 * evaluated now by the one filter evaluator (its candidates who accept e-mail at this moment), each gets
 * a row (its link token comes with its e-mail), the status turns OPEN and the close job is queued.
 * Opening twice finds the campaign OPEN and does nothing, so recipients are never taken twice.
 */
export async function openDueCampaign(deps: OpenDeps, campaignId: number): Promise<OpenResult> {
  return deps.db.transaction(async (tx): Promise<OpenResult> => {
    const due = await lockDueScheduled(tx, campaignId);
    if (!due) return { outcome: 'nothing-to-do' };
    if (due.endPassed) {
      await closeIfEnded(tx, campaignId);
      return { outcome: 'closed-unopened' };
    }
    const where = await campaignRecipientsWhere(tx, CAMPAIGN_ENGINE_ACTOR, due);
    const recipients = where ? await insertAudienceRecipients(tx, campaignId, where) : 0;
    await markOpen(tx, campaignId);
    if (due.endTime) await deps.queueClose(tx, campaignId, due.endTime);
    return { outcome: 'opened', recipients };
  });
}
