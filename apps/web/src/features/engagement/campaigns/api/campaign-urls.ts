export const CAMPAIGNS_API = '/api/campaigns';

/** Every cached campaign answer lives under this key, so one invalidation refreshes lists and pages. */
export const campaignsQueryKey = ['campaigns'] as const;
export const campaignQueryKey = (externalId: string) => [...campaignsQueryKey, 'detail', externalId] as const;

export const campaignUrl = (externalId: string, action = '') =>
  `${CAMPAIGNS_API}/${encodeURIComponent(externalId)}${action ? `/${action}` : ''}`;
