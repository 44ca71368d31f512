import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { OPTIONS_PAGE_SIZE, optionsResponseSchema, type OptionItem, type Paged } from '@talent-desk/shared';
import type { OptionsListState, OptionsRequest } from '@/components/async-autocomplete/options-source';
import { http } from '@/lib/http';
import { optionListsQueryKey } from '@/lib/query-keys';

/** GET /api/options/{kind}?search_value=&page=&size=50[&state=...] (LIST-10, LIST-12). */
export function getOptions(
  { kind, search, params = {} }: OptionsRequest,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<OptionItem>> {
  const query = new URLSearchParams({ page: String(page), size: String(OPTIONS_PAGE_SIZE) });
  if (search) query.set('search_value', search);
  for (const [key, values] of Object.entries(params)) for (const value of values) query.append(key, value);
  return http.get(`/api/options/${kind}?${query.toString()}`, { schema: optionsResponseSchema, signal });
}

/** LIST-11: the next page is asked for only when the last one came back full. */
export function nextOptionsPage(lastPage: Paged<OptionItem>, pages: Paged<OptionItem>[]): number | undefined {
  return lastPage.content.length >= OPTIONS_PAGE_SIZE ? pages.length + 1 : undefined;
}

/** One option list: its kind's root (every list of a kind, whatever the search), then the request. */
export const optionsQueryKey = (request: OptionsRequest) =>
  [...optionListsQueryKey(request.kind), request.search, request.params ?? {}] as const;

export const optionsInfiniteQueryOptions = (request: OptionsRequest) =>
  infiniteQueryOptions({
    queryKey: optionsQueryKey(request),
    queryFn: ({ pageParam, signal }) => getOptions(request, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextOptionsPage,
    staleTime: 5 * 60_000,
  });

/** The options of a request, page after page, while enabled (the list is open or a search is typed). */
export function useOptionsList(request: OptionsRequest, enabled: boolean): OptionsListState {
  const query = useInfiniteQuery({ ...optionsInfiniteQueryOptions(request), enabled });
  return {
    options: query.data?.pages.flatMap((page) => page.content) ?? [],
    isLoading: query.isFetching && !query.isFetchingNextPage,
    isError: query.isError,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => void query.fetchNextPage(),
  };
}
