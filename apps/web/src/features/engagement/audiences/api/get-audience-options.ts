import { useQuery } from '@tanstack/react-query';
import {
  optionsResponseSchema,
  type AudienceOptionsQuery,
  type OptionItem,
  type Paged,
} from '@talent-desk/shared';
import { http } from '@/lib/http';
import { AUDIENCES_API, audiencesQueryKey } from './get-audiences';

/**
 * GET /api/engagement/audiences/options?dropdown_option=&search_value= (AUD-33): saved audiences by
 * name (a campaign's audience picker), or the users who created audiences (the list's creator filter).
 */
export function getAudienceOptions(
  query: AudienceOptionsQuery,
  signal?: AbortSignal,
): Promise<Paged<OptionItem>> {
  const params = new URLSearchParams({ dropdown_option: query.dropdown_option });
  if (query.search_value) params.set('search_value', query.search_value);
  return http.get(`${AUDIENCES_API}/options?${params.toString()}`, { schema: optionsResponseSchema, signal });
}

export const useAudienceOptions = (query: AudienceOptionsQuery) =>
  useQuery({
    queryKey: [...audiencesQueryKey, 'options', query],
    queryFn: ({ signal }) => getAudienceOptions(query, signal),
    staleTime: 60_000,
  });
