import { useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { OPTIONS_PAGE_SIZE, optionsResponseSchema, type Paged, type OptionItem } from '@talent-desk/shared';
import { http } from '@/lib/http';

/** One city of a state's list. */
export type StateCity = { cityName: string; stateName: string };
/** A page of cities of several states, and the states whose lists go on. */
type CitiesPage = { cities: StateCity[]; statesWithMore: string[] };
type PageParam = { page: number; states: readonly string[] };

const citiesQueryKeyBase = ['audience-cities'] as const;

/** GET /api/options/cities?state=&search_value=&page=&size=50: one page of one state's cities. */
function getCitiesOfState(
  state: string,
  search: string,
  page: number,
  signal?: AbortSignal,
): Promise<Paged<OptionItem>> {
  const query = new URLSearchParams({ state, page: String(page), size: String(OPTIONS_PAGE_SIZE) });
  if (search) query.set('search_value', search);
  return http.get(`/api/options/cities?${query.toString()}`, { schema: optionsResponseSchema, signal });
}

/**
 * AUD-20 shows a city as 'City (State)', but the city options name cities only: each state's list is
 * asked for on its own (in parallel, page by page while a state's last page was full), so every city
 * comes with its state.
 */
async function getCitiesPage(
  { page, states }: PageParam,
  search: string,
  signal?: AbortSignal,
): Promise<CitiesPage> {
  const answers = await Promise.all(states.map((state) => getCitiesOfState(state, search, page, signal)));
  return {
    cities: answers.flatMap((answer, i) =>
      answer.content.map((option) => ({ cityName: option.value, stateName: states[i] ?? '' })),
    ),
    statesWithMore: states.filter((_state, i) => (answers[i]?.content.length ?? 0) >= OPTIONS_PAGE_SIZE),
  };
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
    queryFn: ({ pageParam, signal }) => getCitiesPage(pageParam, search, signal),
    initialPageParam: { page: 1, states: sorted } as PageParam,
    getNextPageParam: (last, pages): PageParam | undefined =>
      last.statesWithMore.length > 0 ? { page: pages.length + 1, states: last.statesWithMore } : undefined,
    enabled: enabled && sorted.length > 0,
    staleTime: 5 * 60_000,
  });
  return {
    cities: query.data?.pages.flatMap((page) => page.cities) ?? [],
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
    .getQueriesData<InfiniteData<CitiesPage>>({ queryKey: citiesQueryKeyBase })
    .flatMap(([, data]) => data?.pages.flatMap((page) => page.cities) ?? []);
}
