import { toQueryString, type RespondentsSortQuery } from '@talent-desk/shared';

const campaignUrl = (campaignExternalId: string) =>
  `/api/campaigns/${encodeURIComponent(campaignExternalId)}`;

/** `/api/campaigns/{id}/respondents[/action]`. */
export const respondentsUrl = (campaignExternalId: string, action = '') =>
  `${campaignUrl(campaignExternalId)}/respondents${action ? `/${action}` : ''}`;

/** RESP-24: the campaign's survey. */
export const campaignSurveyUrl = (campaignExternalId: string) => `${campaignUrl(campaignExternalId)}/survey`;

/** RESP-04: the sort as the optional query (the server also takes it upper-cased). */
export const sortQuery = (sort: RespondentsSortQuery) =>
  `?${toQueryString([
    ['column', sort.column],
    ['order', sort.order],
  ])}`;

/** Every cached respondents answer of a campaign lives under this key (list, names, survey). */
export const respondentsQueryKey = (campaignExternalId: string) =>
  ['respondents', campaignExternalId] as const;
