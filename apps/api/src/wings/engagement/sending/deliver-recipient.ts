import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client.js';
import type { HandOverSmtp } from '../../mail/index.js';
import type { TemplateCandidate } from '../email-templates/template-values.js';
import { composeRecipientMail, type PreparedCampaign } from './campaign-mail.js';
import { mimeOf } from './campaign-mime.js';
import { keepInOutbox } from './campaign-outbox.repo.js';
import type { HandOverMarks } from './hand-over-marks.js';
import { releaseClaim, type RecipientClaim } from './recipient-claims.repo.js';
import { markSent, recordFailure } from './recipient-outcomes.repo.js';

/** What became of one recipient: `accepted` ones are confirmed SENT together after the batch. */
export type DeliveryResult = 'accepted' | 'settled';

/** Where campaign e-mail goes: an SMTP server (SMTP_URL) or, without one, the outbox table. */
export type CampaignDelivery = { kind: 'smtp'; smtp: HandOverSmtp } | { kind: 'outbox' };

export type DeliverDeps = {
  db: Db;
  delivery: CampaignDelivery;
  /** The process's hand-over marks, committed together (hand-over-marks.ts). */
  handOver: HandOverMarks;
  /** Attempts before a recipient still failing for a transient reason is FAILED. */
  maxAttempts: number;
  log: FastifyBaseLogger;
};

function gaveUp(attempts: number): string {
  return `Gave up after ${attempts} attempts that ended without an answer (the sending process stopped)`;
}

/**
 * Over SMTP, in three steps with no transaction open during the conversation (docs/decisions.md,
 * Campaign sending): the claim is already committed; once the server holds the whole message the
 * hand-over mark is committed and only then the final dot is written; a failure is recorded at once,
 * an acceptance by the caller with the batch's others (SENT with its event). A mark refused (claim taken
 * over, campaign closed) withholds the message: the final dot is never written.
 */
async function deliverBySmtp(
  deps: DeliverDeps,
  smtp: HandOverSmtp,
  claim: RecipientClaim,
  raw: Buffer,
  envelopeFrom: string,
): Promise<DeliveryResult> {
  const outcome = await smtp.send({ from: envelopeFrom, to: claim.email, raw }, () => deps.handOver(claim));
  if (outcome.kind === 'accepted') return 'accepted';
  if (outcome.kind === 'withheld') {
    await releaseClaim(deps.db, claim);
  } else {
    const giveUp = outcome.permanent || claim.attempt >= deps.maxAttempts;
    await recordFailure(deps.db, claim, { giveUp, error: outcome.error });
    // No address or SMTP text in the log: answers can quote the recipient.
    deps.log.info(
      { recipientId: claim.id, permanent: outcome.permanent, giveUp },
      'campaign e-mail not accepted',
    );
  }
  return 'settled';
}

/**
 * One claimed recipient's e-mail. Errors of the database are left to the claim timeout: a recipient
 * whose outcome could not be written is sorted out by the next process to look (decisions.md).
 */
export async function deliverRecipient(
  deps: DeliverDeps,
  prepared: PreparedCampaign,
  candidate: TemplateCandidate,
  claim: RecipientClaim,
): Promise<DeliveryResult> {
  if (claim.attempt > deps.maxAttempts) {
    await recordFailure(deps.db, claim, { giveUp: true, error: gaveUp(claim.attempt - 1) });
    return 'settled';
  }
  const message = composeRecipientMail(prepared, candidate, claim);
  if (deps.delivery.kind === 'outbox') {
    // One transaction: the outbox row exists exactly when the recipient is SENT.
    await deps.db.transaction(async (tx) => {
      if (await markSent(tx, claim)) await keepInOutbox(tx, message);
    });
    return 'settled';
  }
  return deliverBySmtp(deps, deps.delivery.smtp, claim, mimeOf(message), message.envelopeFrom);
}
