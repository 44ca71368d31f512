import type { ApplicationFilters, CampaignAudienceMode, CandidateFilters } from '@talent-desk/shared';
import type { Actor } from '../../../lib/actor.js';
import type { Queryable } from '../../../lib/queryable.js';
import type { CandidatesWhere } from '../../../lib/scope.js';
import { storedFilters } from '../audiences/audience-filters.js';
import { candidateListWhere } from '../../candidates/index.js';
import { audienceFiltersOf } from './campaign-references.repo.js';

/** What a campaign says about its audience (the columns of campaigns). */
export type CampaignAudienceColumns = {
  audienceMode: CampaignAudienceMode;
  audienceId: number | null;
  candidateFilters: unknown;
  applicationFilters: unknown;
};

export type AudienceFilters = { candidateFilters: CandidateFilters; applicationFilters: ApplicationFilters };

/**
 * The filters of a campaign's audience as they stand NOW: a saved audience's are read from the
 * audiences table (an edit of the audience counts until the campaign opens), custom ones are the
 * campaign's own. Null for no audience, or a saved audience deleted since (the reference is set null).
 */
export async function campaignAudienceFilters(
  db: Queryable,
  campaign: CampaignAudienceColumns,
): Promise<AudienceFilters | null> {
  if (campaign.audienceMode === 'CUSTOM') {
    // A custom audience always stores both groups (the step 1 body fills them); {} is no filter.
    return storedFilters({
      candidateFilters: campaign.candidateFilters ?? {},
      applicationFilters: campaign.applicationFilters ?? {},
    });
  }
  if (campaign.audienceMode === 'SAVED' && campaign.audienceId !== null) {
    const saved = await audienceFiltersOf(db, campaign.audienceId);
    return saved ? storedFilters(saved) : null;
  }
  return null;
}

/**
 * THE recipients of an audience: its candidates who accept engagement e-mail, by the one filter
 * evaluator (candidateListWhere) the audience preview (GET /api/candidates with
 * enableEmailNotification=true) uses too. Unsubscribing turns the candidate's e-mail consent off, so an
 * unsubscribed candidate is never counted again.
 */
export function recipientsWhere(actor: Actor, filters: AudienceFilters): CandidatesWhere {
  return candidateListWhere(actor, {
    ...filters.candidateFilters,
    ...filters.applicationFilters,
    enableEmailNotification: 'true',
  });
}

/** The campaign's recipients now, or null when it has no audience to evaluate. */
export async function campaignRecipientsWhere(
  db: Queryable,
  actor: Actor,
  campaign: CampaignAudienceColumns,
): Promise<CandidatesWhere | null> {
  const filters = await campaignAudienceFilters(db, campaign);
  return filters ? recipientsWhere(actor, filters) : null;
}
