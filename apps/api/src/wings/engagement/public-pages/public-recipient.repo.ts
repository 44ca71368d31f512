import { eq, sql } from 'drizzle-orm';
import { campaignRecipients, campaigns, candidates, surveyTemplates } from '../../../db/schema/index.js';
import type { Queryable } from '../../../lib/queryable.js';
import { recipientTokenDigest } from '../../../lib/recipient-token.js';

/**
 * A recipient by the token of their links (looked up by its digest: the raw token is never stored), with
 * their campaign and when it closed (for the links' expiry): the public pages' only key.
 * @scope the token is the authority (it names one recipient and is known only from their e-mail); the
 * candidate row gives only that recipient's own e-mail consent.
 */
export async function recipientByToken(db: Queryable, token: string) {
  const [row] = await db
    .select({
      id: campaignRecipients.id,
      campaignId: campaignRecipients.campaignId,
      candidateId: campaignRecipients.candidateId,
      email: campaignRecipients.email,
      surveyOpenedAt: campaignRecipients.surveyOpenedAt,
      submittedAt: campaignRecipients.submittedAt,
      campaignName: campaigns.name,
      campaignStatus: campaigns.status,
      // Archived campaigns were closed first; the archive time stands in for a close time never written.
      campaignClosedAt: sql<Date | null>`coalesce(${campaigns.closedAt}, ${campaigns.archivedAt})`.mapWith(
        campaigns.closedAt,
      ),
      surveyTitle: surveyTemplates.title,
      surveyDescription: surveyTemplates.description,
      acceptsEmail: candidates.emailNotifications,
    })
    .from(campaignRecipients)
    .innerJoin(campaigns, eq(campaigns.id, campaignRecipients.campaignId))
    .innerJoin(candidates, eq(candidates.id, campaignRecipients.candidateId))
    .leftJoin(surveyTemplates, eq(surveyTemplates.id, campaigns.surveyTemplateId))
    .where(eq(campaignRecipients.tokenHash, recipientTokenDigest(token)));
  return row ?? null;
}
export type PublicRecipient = NonNullable<Awaited<ReturnType<typeof recipientByToken>>>;

/** The recipient row locked for a submission (one at a time per recipient). */
export async function lockRecipient(db: Queryable, recipientId: number): Promise<void> {
  await db.execute(sql`select id from ${campaignRecipients} where id = ${recipientId} for update`);
}
