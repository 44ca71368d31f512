import { campaignContent, templateCandidates } from './campaign-content.repo.js';
import { prepareCampaign, type MailSettings } from './campaign-mail.js';
import { deliverRecipient, type DeliverDeps } from './deliver-recipient.js';
import {
  claimRecipients,
  type ClaimPolicy,
  type ClaimScope,
  type RecipientClaim,
} from './recipient-claims.repo.js';
import { markSentMany } from './recipient-outcomes.repo.js';

export type BatchDeps = DeliverDeps & { policy: ClaimPolicy; settings: MailSettings };

/** Runs `work` over the items with at most `limit` at a time (one per SMTP connection). */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) {
      const item = items[i];
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}

/** A batch's outcome: whether it claimed anything, and the highest id it claimed. */
export type BatchResult = { claimed: boolean; lastId: number | undefined };

/**
 * One batch of a campaign: claim where `scope` says (committed), read what the e-mails need, deliver
 * with one message per SMTP connection at a time, confirm the accepted ones together. Nothing claimed
 * when there was nothing claimable there (all sent, in backoff, or claimed by other processes).
 */
export async function sendBatch(
  deps: BatchDeps,
  campaignId: number,
  scope: ClaimScope = {},
): Promise<BatchResult> {
  const claims = await claimRecipients(deps.db, campaignId, deps.policy, scope);
  if (claims.length === 0) return { claimed: false, lastId: undefined };
  const done: BatchResult = { claimed: true, lastId: claims.at(-1)?.id };
  const content = await campaignContent(deps.db, campaignId);
  if (!content) return done; // deleted meanwhile: its recipients went with it
  const prepared = prepareCampaign(content, deps.settings);
  const people = await templateCandidates(
    deps.db,
    claims.map((claim) => claim.candidateId),
  );
  const lanes = deps.delivery.kind === 'smtp' ? deps.delivery.smtp.connections : 1;
  const accepted: RecipientClaim[] = [];
  await eachLimited(claims, lanes, async (claim: RecipientClaim) => {
    const candidate = people.get(claim.candidateId);
    // A candidate deleted meanwhile took its recipient row along (cascade): nothing to send.
    if (!candidate) return;
    try {
      if ((await deliverRecipient(deps, prepared, candidate, claim)) === 'accepted') accepted.push(claim);
    } catch (error) {
      // The error's name only: database and SMTP texts can quote addresses.
      const kind = error instanceof Error ? error.name : 'unknown';
      deps.log.warn(
        { recipientId: claim.id, kind },
        'campaign e-mail outcome not recorded; the claim timeout settles it',
      );
    }
  });
  // One statement for the batch's acceptances (a crash before it: confirmStaleHandOvers does the same).
  await markSentMany(deps.db, accepted);
  return done;
}
