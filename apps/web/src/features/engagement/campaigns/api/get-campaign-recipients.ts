import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  campaignRecipientsResponseSchema,
  toQueryString,
  type CampaignRecipientRow,
  type CampaignRecipientsQuery,
  type Paged,
  type QueryPairs,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { campaignQueryKey, campaignUrl } from './campaign-urls';

function recipientsQueryPairs(query: CampaignRecipientsQuery): QueryPairs {
  const pairs: QueryPairs = [
    ['page', String(query.page)],
    ['size', String(query.size)],
  ];
  if (query.state) pairs.push(['state', query.state]);
  if (query.search) pairs.push(['search', query.search]);
  return pairs;
}

/** GET /api/campaigns/{id}/recipients?page&size&state&search: the detail's recipients block (CAMP-10). */
export function getCampaignRecipients(
  externalId: string,
  query: CampaignRecipientsQuery,
  signal?: AbortSignal,
): Promise<Paged<CampaignRecipientRow>> {
  return http.get(`${campaignUrl(externalId, 'recipients')}?${toQueryString(recipientsQueryPairs(query))}`, {
    schema: campaignRecipientsResponseSchema,
    signal,
  });
}

export const useCampaignRecipients = (externalId: string, query: CampaignRecipientsQuery) =>
  useQuery({
    queryKey: [...campaignQueryKey(externalId), 'recipients', query],
    queryFn: ({ signal }) => getCampaignRecipients(externalId, query, signal),
    placeholderData: keepPreviousData,
  });
