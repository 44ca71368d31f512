import { maskEmail, PUBLIC_SURVEY_MESSAGES, type PublicUnsubscribe } from '@talent-desk/shared';
import type { Db } from '../../../db/client.js';
import { recipientOrNotFound } from './public-survey.service.js';
import { recordFirst } from './recipient-events.repo.js';
import { cancelUnsentEmails, turnOffCampaignEmail } from './unsubscribe.repo.js';

/** GET /api/public/unsubscribe/{token}: who and which campaign, for the confirmation page. */
export async function readUnsubscribe(
  db: Db,
  token: string,
  daysAfterClose: number,
): Promise<PublicUnsubscribe> {
  const recipient = await recipientOrNotFound(db, token, daysAfterClose);
  return {
    campaignName: recipient.campaignName,
    maskedEmail: maskEmail(recipient.email),
    unsubscribed: !recipient.acceptsEmail,
  };
}

/**
 * POST /api/public/unsubscribe/{token} (the page's button and the RFC 8058 one-click POST alike): the
 * candidate's campaign e-mail consent turned off, so no campaign opened later takes them, and their
 * e-mails still waiting in open campaigns are cancelled; the first time also unsubscribedAt and the
 * UNSUBSCRIBE_EVENT. Idempotent: a repeat answers the same.
 */
export async function unsubscribe(
  db: Db,
  token: string,
  daysAfterClose: number,
): Promise<{ unsubscribed: true; message: string }> {
  const recipient = await recipientOrNotFound(db, token, daysAfterClose);
  await db.transaction(async (tx) => {
    await turnOffCampaignEmail(tx, recipient.candidateId);
    await cancelUnsentEmails(tx, recipient.candidateId);
    await recordFirst(tx, { id: recipient.id }, 'unsubscribed');
  });
  return { unsubscribed: true, message: PUBLIC_SURVEY_MESSAGES.unsubscribed };
}
