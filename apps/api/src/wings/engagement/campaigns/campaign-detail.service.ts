import {
  allowedCampaignActions,
  applicationFiltersSchema,
  candidateFiltersSchema,
  type CampaignDetail,
} from '@talent-desk/shared';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import { campaignNotFound } from './campaign-access.js';
import { findCampaignDetailRow, recipientCounts } from './campaign-detail.repo.js';

/**
 * CAMP-05, CAMP-09, CAMP-12: a campaign with its recipients' totals and what the actor may do with it.
 * Any ADMIN or TAG reads any campaign (the list's 'All'); acting is checked per action (CAMP-46).
 */
export async function readCampaign(db: Queryable, actor: Actor, externalId: string): Promise<CampaignDetail> {
  const row = await findCampaignDetailRow(db, actor, externalId);
  if (!row) throw campaignNotFound();
  const { id, candidateFilters, applicationFilters, ...rest } = row;
  return {
    ...rest,
    // Stored as the body schemas' output; read back through them (lists added since are filled in).
    candidateFilters: candidateFilters === null ? null : candidateFiltersSchema.parse(candidateFilters),
    applicationFilters:
      applicationFilters === null ? null : applicationFiltersSchema.parse(applicationFilters),
    recipientCounts: await recipientCounts(db, id),
    allowedActions: allowedCampaignActions(row, actor),
  };
}
