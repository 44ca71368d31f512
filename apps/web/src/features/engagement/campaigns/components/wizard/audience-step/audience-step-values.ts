import type {
  AudienceBody,
  CampaignAudienceBody,
  CampaignAudienceBodyInput,
  CampaignDetail,
} from '@talent-desk/shared';

/** The audience select's value: 'NONE', 'CUSTOM' or a saved audience's externalId (AUD-28). */
export type AudienceChoice = 'NONE' | 'CUSTOM' | (string & {});

/** What step 1 holds: the name, the audience choice and the vacancy ('' for none). */
export type AudienceStepInput = {
  name: string;
  audienceExternalId: AudienceChoice;
  vacancyExternalId: string;
};

/** Step 1's values: a new campaign's empty ones, or the saved campaign's (CAMP-27 edit). */
export function audienceStepDefaults(campaign?: CampaignDetail): AudienceStepInput {
  const choice =
    campaign?.audienceMode === 'SAVED' && campaign.audienceExternalId
      ? campaign.audienceExternalId
      : campaign?.audienceMode === 'CUSTOM'
        ? 'CUSTOM'
        : 'NONE';
  return {
    name: campaign?.name ?? '',
    audienceExternalId: choice,
    vacancyExternalId: campaign?.vacancyExternalId ?? '',
  };
}

/** Who the campaign goes to, as step 1 sends it: nobody yet, a saved audience, or custom filters. */
export type StepAudience =
  | { kind: 'none' }
  | { kind: 'saved'; externalId: string }
  | { kind: 'custom'; filters: Pick<AudienceBody, 'candidateFilters' | 'applicationFilters'> };

/** The audience the checked values chose (custom filters come from the embedded form instead). */
export function chosenAudience(values: CampaignAudienceBody): StepAudience {
  return values.audienceMode === 'SAVED' && values.audienceExternalId
    ? { kind: 'saved', externalId: values.audienceExternalId }
    : { kind: 'none' };
}

/**
 * CAMP-18/19, CAMP-23: the body of POST /api/campaigns and PUT .../audience. No audience is 'NONE', an
 * empty vacancy is null; custom filters travel only with 'CUSTOM'.
 */
export function toAudienceStepBody(
  values: CampaignAudienceBody,
  audience: StepAudience,
): CampaignAudienceBodyInput {
  const base = { name: values.name, vacancyExternalId: values.vacancyExternalId };
  switch (audience.kind) {
    case 'saved':
      return { ...base, audienceExternalId: audience.externalId };
    case 'custom':
      return { ...base, audienceExternalId: 'CUSTOM', ...audience.filters };
    default:
      return { ...base, audienceExternalId: 'NONE' };
  }
}
