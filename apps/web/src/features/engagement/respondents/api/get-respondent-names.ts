import { useInfiniteQuery } from '@tanstack/react-query';
import {
  OPTIONS_PAGE_SIZE,
  optionsResponseSchema,
  toQueryString,
  type OptionItem,
  type Paged,
  type QueryPairs,
} from '@talent-desk/shared';
import type { OptionsListState } from '@/components/async-autocomplete/options-source';
import { http } from '@/lib/http';
import { respondentsQueryKey, respondentsUrl } from './respondents-urls';

/** RESP-25: GET /api/campaigns/{id}/respondents/names?search_value=&page=&size=50. */
export function getRespondentNames(
  campaignExternalId: string,
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<OptionItem>> {
  const pairs: QueryPairs = [
    ['page', String(page)],
    ['size', String(OPTIONS_PAGE_SIZE)],
  ];
  if (search) pairs.push(['search_value', search]);
  return http.get(`${respondentsUrl(campaignExternalId, 'names')}?${toQueryString(pairs)}`, {
    schema: optionsResponseSchema,
    signal,
  });
}

/** The respondents' names page after page (the next one only when the last was full, LIST-11). */
export function useRespondentNames(
  campaignExternalId: string,
  search: string,
  enabled: boolean,
): OptionsListState {
  const query = useInfiniteQuery({
    queryKey: [...respondentsQueryKey(campaignExternalId), 'names', search],
    queryFn: ({ pageParam, signal }) => getRespondentNames(campaignExternalId, search, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: Paged<OptionItem>, pages: Paged<OptionItem>[]) =>
      last.content.length >= OPTIONS_PAGE_SIZE ? pages.length + 1 : undefined,
    enabled,
  });
  return {
    options: query.data?.pages.flatMap((page) => page.content) ?? [],
    isLoading: query.isFetching && !query.isFetchingNextPage,
    isError: query.isError,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => void query.fetchNextPage(),
  };
}
