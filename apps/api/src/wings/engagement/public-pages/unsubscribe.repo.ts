import { and, eq, sql } from 'drizzle-orm';
import { campaignRecipients, candidates } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';

/**
 * The candidate no longer accepts campaign e-mail (AUD-11: audiences and recipients take only those
 * who do). A write of the one candidate the token's recipient is.
 */
export async function turnOffCampaignEmail(db: Queryable, candidateId: number): Promise<void> {
  await db
    .update(candidates)
    .set({ emailNotifications: false, updatedAt: sql`now()` })
    .where(eq(candidates.id, candidateId));
}

export const UNSUBSCRIBED_BEFORE_SENDING = 'Not sent: the candidate unsubscribed before this e-mail went out';

/**
 * The candidate's e-mails not yet claimed by a sender, in campaigns still sending: FAILED with the
 * reason, so an unsubscribe also stops the rest of the campaigns already open. A message being sent at
 * this moment (SENDING) still goes.
 */
export async function cancelUnsentEmails(db: Queryable, candidateId: number): Promise<number> {
  const rows = await db
    .update(campaignRecipients)
    .set({ delivery: 'FAILED', lastError: UNSUBSCRIBED_BEFORE_SENDING, updatedAt: sql`now()` })
    .where(
      and(
        eq(campaignRecipients.candidateId, candidateId),
        eq(campaignRecipients.delivery, 'QUEUED'),
        sql`${campaignRecipients.campaignId} in (select id from campaigns where status = 'OPEN')`,
      ),
    )
    .returning({ id: campaignRecipients.id });
  return rows.length;
}
