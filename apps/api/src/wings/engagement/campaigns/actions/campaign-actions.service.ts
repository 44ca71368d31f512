import {
  CAMPAIGN_MESSAGES,
  endTimeIssue,
  type AuditAction,
  type CampaignAction,
  type CampaignDetail,
} from '@talent-desk/shared';
import type { Db } from '../../../../db/client.js';
import type { ActorAuditContext } from '../../../../lib/audit.js';
import { savingUnique } from '../../../../lib/unique-violation.js';
import { fieldError } from '../../../../lib/validation-fields.js';
import {
  adminOnly,
  assertAllowed,
  campaignNameTaken,
  campaignNotFound,
  wrongStatus,
} from '../campaign-access.js';
import { recordCampaignEvent } from '../campaign-audit.js';
import { readCampaign } from '../campaign-detail.service.js';
import {
  deleteCampaign as deleteRow,
  findCampaign,
  updateCampaign,
  type CampaignRecord,
  type CampaignValues,
} from '../campaign.repo.js';

/**
 * One action on the detail page's menu, in a transaction with the campaign's row locked: of two users
 * acting at once, the second decides on what the first left (a clear 409, never a 500 or a lost update).
 */
async function act(
  db: Db,
  audit: ActorAuditContext,
  externalId: string,
  [action, event]: [CampaignAction, AuditAction],
  change: (campaign: CampaignRecord) => CampaignValues,
): Promise<CampaignDetail> {
  await db.transaction(async (tx) => {
    const campaign = await findCampaign(tx, externalId, true);
    if (!campaign) throw campaignNotFound();
    assertAllowed(action, campaign, audit.actor);
    await updateCampaign(tx, campaign.id, change(campaign));
    await recordCampaignEvent(tx, audit, event, { before: campaign, externalId });
  });
  return readCampaign(db, audit.actor, externalId);
}

/**
 * CAMP-26: the edit dialog of an OPEN campaign changes its name only (the e-mail is already out; the end
 * date has its own action). Before it opens, Edit is the wizard (CAMP-27), so here any other status is 409.
 */
export function editOpenCampaign(db: Db, audit: ActorAuditContext, externalId: string, name: string) {
  return savingUnique(campaignNameTaken, () =>
    act(db, audit, externalId, ['edit', 'campaign.updated'], (campaign) => {
      if (campaign.status !== 'OPEN') throw wrongStatus();
      return { name };
    }),
  );
}

/** CAMP-28/29: OPEN to CLOSED; a comment given replaces the stored one (none keeps it). */
export function closeCampaign(db: Db, audit: ActorAuditContext, externalId: string, comment: string | null) {
  return act(db, audit, externalId, ['close', 'campaign.closed'], () => ({
    status: 'CLOSED',
    closedAt: new Date(),
    ...(comment ? { comment } : {}),
  }));
}

/** CAMP-30/31: CLOSED to ARCHIVED; the same comment rule as close. */
export function archiveCampaign(
  db: Db,
  audit: ActorAuditContext,
  externalId: string,
  comment: string | null,
) {
  return act(db, audit, externalId, ['archive', 'campaign.archived'], () => ({
    status: 'ARCHIVED',
    archivedAt: new Date(),
    ...(comment ? { comment } : {}),
  }));
}

/**
 * CAMP-39..42: the new end later than now and at least 24 hours ahead (the shared rule the modal uses),
 * and after the start; a 400 naming newEndTime.
 */
export function updateEndDate(
  db: Db,
  audit: ActorAuditContext,
  externalId: string,
  newEndTime: string,
  now = new Date(),
) {
  return act(db, audit, externalId, ['updateEndDate', 'campaign.updated'], (campaign) => {
    const issue = endTimeIssue(newEndTime, now);
    if (issue) throw fieldError('newEndTime', issue);
    const end = new Date(newEndTime);
    if (campaign.startTime && end.getTime() <= campaign.startTime.getTime())
      throw fieldError('newEndTime', CAMPAIGN_MESSAGES.endBeforeStart);
    return { endTime: end };
  });
}

/**
 * CAMP-37/38: ADMIN only (decided before the row is looked up: a TAG gets 403 whatever the id), DRAFT or
 * SCHEDULED only. The survey copy goes with it (cascade); an OPEN campaign is closed, never deleted.
 */
export async function deleteCampaign(db: Db, audit: ActorAuditContext, externalId: string): Promise<void> {
  if (audit.actor.role !== 'ADMIN') throw adminOnly();
  await db.transaction(async (tx) => {
    const campaign = await findCampaign(tx, externalId, true);
    if (!campaign) throw campaignNotFound();
    assertAllowed('delete', campaign, audit.actor);
    await deleteRow(tx, campaign.id);
    await recordCampaignEvent(tx, audit, 'campaign.deleted', { before: campaign, externalId });
  });
}
