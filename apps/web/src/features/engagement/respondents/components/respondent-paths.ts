/** RESP-01: the respondents area under engagement, one page per campaign. */
export const respondentsPath = (campaignExternalId: string) =>
  `/internal/engagement/respondents/${encodeURIComponent(campaignExternalId)}`;
