import type { AudienceDetail, CampaignDetail } from '@talent-desk/shared';

/**
 * A campaign's custom filters as the audience form reads a saved audience: the form starts from them.
 * No labels are known (filledFilters empty): the form looks up the names of the chosen skills and
 * languages as it does for ids restored from a link.
 */
export function customAudienceOf(campaign: CampaignDetail | undefined): AudienceDetail | undefined {
  if (!campaign || campaign.audienceMode !== 'CUSTOM' || !campaign.candidateFilters) return undefined;
  return {
    externalId: campaign.externalId,
    name: '',
    createdByUserExternalId: campaign.ownerExternalId,
    createdByFullName: campaign.campaignOwnerFullName,
    createdAt: campaign.createdAt,
    updatedAt: campaign.createdAt,
    candidateFilters: campaign.candidateFilters,
    applicationFilters: campaign.applicationFilters ?? {},
    filledFilters: {
      stateOptions: [],
      cityOptions: [],
      sourceNameOptions: [],
      skillExternalIdOptions: [],
      languageExternalIdOptions: [],
    },
    canEdit: true,
  };
}
