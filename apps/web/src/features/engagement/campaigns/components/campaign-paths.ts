import type { CampaignCreationStep, CampaignRow } from '@talent-desk/shared';

export const CAMPAIGNS_PATH = '/internal/engagement/campaigns';
export const NEW_CAMPAIGN_PATH = `${CAMPAIGNS_PATH}/new`;

export const campaignPath = (externalId: string) => `${CAMPAIGNS_PATH}/${encodeURIComponent(externalId)}`;
/** CAMP-04: the 'Edit New Campaign' page. */
export const campaignEditPath = (externalId: string) => `${campaignPath(externalId)}/edit`;

/** The wizard's steps in their order (CAMP-06) with their paths (CAMP-03). */
export const WIZARD_STEPS = [
  { step: 'AUDIENCE', segment: 'audience' },
  { step: 'CONTENT', segment: 'content' },
  { step: 'PREVIEW', segment: 'preview' },
] as const satisfies readonly { step: CampaignCreationStep; segment: string }[];

export function campaignStepPath(externalId: string, step: CampaignCreationStep): string {
  const segment = WIZARD_STEPS.find((s) => s.step === step)?.segment ?? 'audience';
  return `${campaignPath(externalId)}/${segment}`;
}

/** Where a row of the list opens: a draft continues at the step it reached, anything else its page. */
export function campaignRowPath(row: Pick<CampaignRow, 'externalId' | 'status' | 'creationStep'>): string {
  return row.status === 'DRAFT'
    ? campaignStepPath(row.externalId, row.creationStep)
    : campaignPath(row.externalId);
}
