import { CAMPAIGN_CREATION_STEPS, type CampaignCreationStep } from '@talent-desk/shared';
import type { Queryable } from '../../../../lib/queryable.js';
import type { CampaignRecord, CampaignValues } from '../campaign.repo.js';
import { deleteSurveyCopy } from './survey-copy.repo.js';

/** The further of two wizard steps: saving an earlier step again never sends a draft back. */
export function furthestStep(a: CampaignCreationStep, b: CampaignCreationStep): CampaignCreationStep {
  return CAMPAIGN_CREATION_STEPS.indexOf(a) >= CAMPAIGN_CREATION_STEPS.indexOf(b) ? a : b;
}

/**
 * A save in the wizard of a SCHEDULED campaign (CAMP-27) makes it a DRAFT again, without its survey
 * copy: only Schedule checks a campaign (audience, recipients, dates) and takes the copy, so a SCHEDULED
 * campaign always went through those checks with exactly what it will send (docs/decisions.md).
 */
export async function reopenedValues(tx: Queryable, campaign: CampaignRecord): Promise<CampaignValues> {
  if (campaign.status !== 'SCHEDULED') return {};
  await deleteSurveyCopy(tx, campaign.id);
  return { status: 'DRAFT', scheduledAt: null };
}
