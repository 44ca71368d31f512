import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  respondentsResponseSchema,
  type RespondentsBodyInput,
  type RespondentsResponse,
  type RespondentsSortQuery,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { respondentsQueryKey, respondentsUrl, sortQuery } from './respondents-urls';

/** RESP-10: POST /api/campaigns/{id}/respondents?column&order with the filters; no paging (RESP-11). */
export function getRespondents(
  body: RespondentsBodyInput,
  sort: RespondentsSortQuery,
  signal?: AbortSignal,
): Promise<RespondentsResponse> {
  return http.post(`${respondentsUrl(body.campaignExternalId)}${sortQuery(sort)}`, body, {
    schema: respondentsResponseSchema,
    signal,
  });
}

/** The table's rows; the previous answer stays on screen while a new sort or filter loads. */
export const useRespondents = (body: RespondentsBodyInput, sort: RespondentsSortQuery, enabled = true) =>
  useQuery({
    queryKey: [...respondentsQueryKey(body.campaignExternalId), 'list', body, sort],
    queryFn: ({ signal }) => getRespondents(body, sort, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
