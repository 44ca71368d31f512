import { and, eq, sql } from 'drizzle-orm';
import type { CampaignRecipientCounts } from '@talent-desk/shared';
import {
  audiences,
  campaignRecipients,
  campaigns,
  emailTemplates,
  surveyTemplates,
  users,
  vacancies,
} from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { vacancyScope } from '../../../lib/scope.js';
import { isoTime, isoTimeOrNull, ownerFullName } from './campaign-columns.js';

/**
 * A campaign as the detail page shows it (CAMP-09, CAMP-12): its columns with the names of what it
 * refers to. The vacancy is joined within the actor's scope (staff see every vacancy).
 */
export async function findCampaignDetailRow(db: Queryable, actor: Actor, externalId: string) {
  const [row] = await db
    .select({
      id: campaigns.id,
      externalId: campaigns.externalId,
      name: campaigns.name,
      status: campaigns.status,
      creationStep: campaigns.creationStep,
      startTime: isoTimeOrNull(campaigns.startTime),
      endTime: isoTimeOrNull(campaigns.endTime),
      createdAt: isoTime(campaigns.createdAt),
      comment: campaigns.comment,
      campaignOwnerFullName: ownerFullName,
      ownerExternalId: users.externalId,
      audienceMode: campaigns.audienceMode,
      audienceExternalId: audiences.externalId,
      audienceName: audiences.name,
      vacancyExternalId: vacancies.externalId,
      vacancyTitle: vacancies.title,
      candidateFilters: campaigns.candidateFilters,
      applicationFilters: campaigns.applicationFilters,
      emailTemplateExternalId: emailTemplates.externalId,
      from: campaigns.fromAddress,
      subject: campaigns.subject,
      body: campaigns.body,
      surveyTemplateExternalId: surveyTemplates.externalId,
      surveyTitle: surveyTemplates.title,
    })
    .from(campaigns)
    .leftJoin(users, eq(users.id, campaigns.ownerUserId))
    .leftJoin(audiences, eq(audiences.id, campaigns.audienceId))
    .leftJoin(vacancies, and(eq(vacancies.id, campaigns.vacancyId), vacancyScope(actor)))
    .leftJoin(emailTemplates, eq(emailTemplates.id, campaigns.emailTemplateId))
    .leftJoin(surveyTemplates, eq(surveyTemplates.id, campaigns.surveyTemplateId))
    .where(eq(campaigns.externalId, externalId))
    .limit(1);
  return row ?? null;
}
export type CampaignDetailRow = NonNullable<Awaited<ReturnType<typeof findCampaignDetailRow>>>;

const r = campaignRecipients;
const counted = (condition: ReturnType<typeof sql>) =>
  sql<number>`(count(*) filter (where ${condition}))::int`;

/**
 * The recipients block's totals (CAMP-10) in one pass over the campaign's recipients (the
 * (campaign_id, delivery, id) index). Each count is its own fact: an opened e-mail was also sent.
 */
export async function recipientCounts(db: Queryable, campaignId: number): Promise<CampaignRecipientCounts> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      queued: counted(sql`${r.delivery} in ('QUEUED', 'SENDING')`),
      sent: counted(sql`${r.delivery} = 'SENT'`),
      failed: counted(sql`${r.delivery} = 'FAILED'`),
      opened: counted(sql`${r.openedAt} is not null`),
      surveyOpened: counted(sql`${r.surveyOpenedAt} is not null`),
      submitted: counted(sql`${r.submittedAt} is not null`),
      unsubscribed: counted(sql`${r.unsubscribedAt} is not null`),
    })
    .from(r)
    .where(eq(r.campaignId, campaignId));
  return (
    row ?? {
      total: 0,
      queued: 0,
      sent: 0,
      failed: 0,
      opened: 0,
      surveyOpened: 0,
      submitted: 0,
      unsubscribed: 0,
    }
  );
}
