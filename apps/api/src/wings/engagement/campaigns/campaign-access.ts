import {
  CAMPAIGN_MESSAGES,
  campaignActionVerdict,
  campaignEditMode,
  type CampaignAction,
  type CampaignStatus,
} from '@talent-desk/shared';
import { AppError } from '../../../errors.js';
import type { Actor } from '../../../lib/actor.js';

export const campaignNotFound = () => new AppError(404, 'NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
export const campaignNameTaken = () => new AppError(409, 'CAMPAIGN_NAME_EXISTS', CAMPAIGN_MESSAGES.nameTaken);
export const wrongStatus = () => new AppError(409, 'CAMPAIGN_WRONG_STATUS', CAMPAIGN_MESSAGES.wrongStatus);
export const adminOnly = () => new AppError(403, 'FORBIDDEN', CAMPAIGN_MESSAGES.adminOnly);
const noAccess = () => new AppError(403, 'FORBIDDEN', CAMPAIGN_MESSAGES.noAccess);

type Guarded = { status: CampaignStatus; ownerExternalId: string | null };

/**
 * The shared rule (workflows/campaign-actions.ts) as the API's answer: 403 for who the actor is (a TAG
 * on another's campaign, CAMP-46; delete for a non-ADMIN, CAMP-37), 409 for what the campaign is now.
 */
export function assertAllowed(action: CampaignAction, campaign: Guarded, actor: Actor): void {
  const verdict = campaignActionVerdict(action, campaign, actor);
  if (verdict.allowed) return;
  if (verdict.reason === 'status') throw wrongStatus();
  if (verdict.reason === 'adminOnly') throw adminOnly();
  throw noAccess();
}

/** The wizard (steps 1-3 and Schedule) works on a campaign Edit sends to it: DRAFT or SCHEDULED (CAMP-27). */
export function assertWizard(campaign: Guarded, actor: Actor): void {
  assertAllowed('edit', campaign, actor);
  if (campaignEditMode(campaign.status) !== 'wizard') throw wrongStatus();
}
