import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import {
  OPTIONS_PAGE_SIZE,
  stateCitiesResponseSchema,
  type Paged,
  type StateCity as StateCityItem,
} from '@talent-desk/shared';
import { http } from '@/lib/http';

/** One city of a state's list. */
export type StateCity = Pick<StateCityItem, 'cityName' | 'stateName'>;

const citiesQueryKeyBase = ['audience-cities'] as const;

/**
 * AUD-20 shows a city as 'City (State)': GET /api/options/state-cities?states=A,B (AUD-34) lists the
 * chosen states' cities in one list, each with its state, a page at a time.
 */
function getCitiesPage(
  states: readonly string[],
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<StateCityItem>> {
  const query = new URLSearchParams({
    states: states.join(','),
    page: String(page),
    size: String(OPTIONS_PAGE_SIZE),
  });
  if (search) query.set('search_value', search);
  return http.get(`/api/options/state-cities?${query.toString()}`, {
    schema: stateCitiesResponseSchema,
    signal,
  });
}

export type StateCitiesList = {
  cities: StateCity[];
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
};

/** The cities of the chosen states matching `search`, page after page, while enabled. */
export function useStateCities(states: readonly string[], search: string, enabled: boolean): StateCitiesList {
  const sorted = [...states].sort();
  const query = useInfiniteQuery({
    queryKey: [...citiesQueryKeyBase, sorted, search],
    queryFn: ({ pageParam, signal }) => getCitiesPage(sorted, search, pageParam, signal),
    initialPageParam: 1,
    // LIST-11: the list goes on while the last page was full.
    getNextPageParam: (last, pages): number | undefined =>
      last.content.length >= OPTIONS_PAGE_SIZE ? pages.length + 1 : undefined,
    enabled: enabled && sorted.length > 0,
    staleTime: 5 * 60_000,
  });
  return {
    cities: query.data?.pages.flatMap((page) => page.content) ?? [],
    isLoading: query.isFetching && !query.isFetchingNextPage,
    isError: query.isError,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => void query.fetchNextPage(),
  };
}

/** Every city with its states from the lists loaded so far (to label chips and drop cities, AUD-23). */
export function loadedStateCities(queryClient: QueryClient): StateCity[] {
  return queryClient
    .getQueriesData<InfiniteData<Paged<StateCityItem>>>({ queryKey: citiesQueryKeyBase })
    .flatMap(([, data]) => data?.pages.flatMap((page) => page.content) ?? []);
}
