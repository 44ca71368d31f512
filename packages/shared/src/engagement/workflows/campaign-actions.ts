import type { CampaignStatus } from '../enums/campaign-status.js';
import type { Role } from '../../core/index.js';

export const CAMPAIGN_ACTIONS = ['edit', 'close', 'archive', 'clone', 'delete', 'updateEndDate'] as const;
export type CampaignAction = (typeof CAMPAIGN_ACTIONS)[number];

export type CampaignActor = { role: Role; externalId: string };
export type CampaignForActions = { status: CampaignStatus; ownerExternalId: string | null };

/**
 * The statuses each action is offered in: edit while DRAFT or SCHEDULED (the
 * wizard, CAMP-27) or OPEN (the edit dialog, CAMP-26); close while OPEN (CAMP-28); archive while CLOSED
 * (CAMP-30); clone in any status (CAMP-33); delete while DRAFT or SCHEDULED (CAMP-37); the end date while
 * the campaign has not ended (SCHEDULED or OPEN; a draft's end date is set in the wizard).
 */
const OFFERED_IN: Record<CampaignAction, readonly CampaignStatus[]> = {
  edit: ['DRAFT', 'SCHEDULED', 'OPEN'],
  close: ['OPEN'],
  archive: ['CLOSED'],
  clone: ['DRAFT', 'SCHEDULED', 'OPEN', 'CLOSED', 'ARCHIVED'],
  delete: ['DRAFT', 'SCHEDULED'],
  updateEndDate: ['SCHEDULED', 'OPEN'],
};

export type CampaignActionVerdict =
  { allowed: true } | { allowed: false; reason: 'status' | 'notOwner' | 'adminOnly' | 'role' };

/**
 * May `actor` perform `action` on `campaign`? ADMIN everything (CAMP-47); a TAG only on campaigns it owns
 * (CAMP-46) and never delete (CAMP-37); a VENDOR nothing. The API answers 409 for 'status' and 403 for
 * the others; the web offers only allowed actions.
 */
export function campaignActionVerdict(
  action: CampaignAction,
  campaign: CampaignForActions,
  actor: CampaignActor,
): CampaignActionVerdict {
  if (actor.role === 'VENDOR') return { allowed: false, reason: 'role' };
  if (action === 'delete' && actor.role !== 'ADMIN') return { allowed: false, reason: 'adminOnly' };
  if (actor.role === 'TAG' && campaign.ownerExternalId !== actor.externalId) {
    return { allowed: false, reason: 'notOwner' };
  }
  if (!OFFERED_IN[action].includes(campaign.status)) return { allowed: false, reason: 'status' };
  return { allowed: true };
}

/** The actions `actor` may perform on `campaign`, in menu order. */
export function allowedCampaignActions(campaign: CampaignForActions, actor: CampaignActor): CampaignAction[] {
  return CAMPAIGN_ACTIONS.filter((action) => campaignActionVerdict(action, campaign, actor).allowed);
}

/** How Edit behaves: the wizard's audience step before the campaign opens, a dialog while OPEN. */
export function campaignEditMode(status: CampaignStatus): 'wizard' | 'dialog' | null {
  if (status === 'DRAFT' || status === 'SCHEDULED') return 'wizard';
  return status === 'OPEN' ? 'dialog' : null;
}
