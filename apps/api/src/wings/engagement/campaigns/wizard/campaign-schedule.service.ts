import { CAMPAIGN_MESSAGES, type CampaignDetail } from '@talent-desk/shared';
import type { Db } from '../../../../db/client.js';
import type { Actor } from '../../../../lib/actor.js';
import type { ActorAuditContext } from '../../../../lib/audit.js';
import type { Queryable } from '../../../../lib/queryable.js';
import type { MailTransaction } from '../../../mail/index.js';
import { fieldError } from '../../../../lib/validation-fields.js';
import { templateQuestions } from '../../survey-templates/survey-template.repo.js';
import { assertWizard, campaignNotFound, wrongStatus } from '../campaign-access.js';
import { campaignAudienceFilters, recipientsWhere } from '../campaign-audience.js';
import { recordCampaignEvent } from '../campaign-audit.js';
import { readCampaign } from '../campaign-detail.service.js';
import { findCampaign, updateCampaign, type CampaignRecord } from '../campaign.repo.js';
import { assertFromAllowed } from './campaign-from.js';
import { anyCandidate } from './campaign-preview.repo.js';
import { replaceSurveyCopy } from './survey-copy.repo.js';

/**
 * A start a little in the past still schedules (the engine opens it at once): the user picked "now" in
 * step 2 and then read the preview for a while.
 */
export const START_GRACE_MS = 5 * 60_000;

/** The dates must still make sense at the moment of scheduling: end after start, neither long past. */
function checkDates(campaign: CampaignRecord, now: Date): void {
  const { startTime, endTime } = campaign;
  if (!startTime || !endTime) throw fieldError('startTime', CAMPAIGN_MESSAGES.contentMissing);
  if (startTime.getTime() < now.getTime() - START_GRACE_MS)
    throw fieldError('startTime', CAMPAIGN_MESSAGES.startPassed);
  if (endTime.getTime() <= now.getTime()) throw fieldError('endTime', CAMPAIGN_MESSAGES.endTimeValidation);
  if (endTime.getTime() <= startTime.getTime()) throw fieldError('endTime', CAMPAIGN_MESSAGES.endBeforeStart);
}

/** An audience that matches at least one candidate who accepts e-mail, evaluated now. */
async function checkRecipients(tx: Queryable, actor: Actor, campaign: CampaignRecord): Promise<void> {
  const filters = await campaignAudienceFilters(tx, campaign);
  if (!filters) throw fieldError('audienceExternalId', CAMPAIGN_MESSAGES.audienceMissing);
  if (!(await anyCandidate(tx, recipientsWhere(actor, filters))))
    throw fieldError('audienceExternalId', CAMPAIGN_MESSAGES.noRecipients);
}

/** The survey template's questions as they are now become the campaign's own copy (or none). */
async function copySurvey(tx: Queryable, campaign: CampaignRecord): Promise<void> {
  const questions =
    campaign.surveyTemplateId === null ? [] : await templateQuestions(tx, campaign.surveyTemplateId);
  await replaceSurveyCopy(tx, campaign.id, questions);
}

/** Queues the job that opens a campaign at its start, in the scheduling transaction (wings/engagement/sending/workers/campaign-jobs.ts). */
export type QueueOpen = (tx: MailTransaction, campaignId: number, startTime: Date) => Promise<void>;

/**
 * Schedule (CAMP-48): a DRAFT whose content is saved (its From at `fromDomains`),
 * with an audience that has recipients and dates still ahead, becomes SCHEDULED with its own survey copy. The sending engine opens
 * it at startTime and closes it at endTime; it reads only status and the dates. With `queueOpen` the
 * open job is queued with the change (committed together or not at all), so a start a few seconds
 * ahead is met on time; without it the engine's sweep queues it within its interval.
 */
export async function scheduleCampaign(
  db: Db,
  audit: ActorAuditContext,
  externalId: string,
  {
    now = new Date(),
    queueOpen,
    fromDomains,
  }: { now?: Date; queueOpen?: QueueOpen; fromDomains: readonly string[] },
): Promise<CampaignDetail> {
  const { actor } = audit;
  await db.transaction(async (tx) => {
    const campaign = await findCampaign(tx, externalId, true);
    if (!campaign) throw campaignNotFound();
    assertWizard(campaign, actor);
    if (campaign.status !== 'DRAFT') throw wrongStatus();
    if (campaign.creationStep !== 'PREVIEW' || campaign.subject === null || campaign.body === null)
      throw fieldError('body', CAMPAIGN_MESSAGES.contentMissing);
    assertFromAllowed(campaign.fromAddress, fromDomains);
    checkDates(campaign, now);
    await checkRecipients(tx, actor, campaign);
    await copySurvey(tx, campaign);
    await updateCampaign(tx, campaign.id, { status: 'SCHEDULED', scheduledAt: now });
    if (queueOpen && campaign.startTime) await queueOpen(tx, campaign.id, campaign.startTime);
    await recordCampaignEvent(tx, audit, 'campaign.scheduled', { before: campaign, externalId });
  });
  return readCampaign(db, actor, externalId);
}
