import {
  queryOptions,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import {
  hasExternalIds,
  OPTION_LOOKUP_MAX,
  optionsResponseSchema,
  type OptionItem,
  type OptionKind,
  type Paged,
} from '@talent-desk/shared';
import { z } from 'zod';
import { http } from '@/lib/http';
import { optionListsQueryKey } from '@/lib/query-keys';

/** GET /api/options/{kind}?externalIds=a,b: exactly those options (the names of ids from a link). */
export function getOptionLabels(
  kind: OptionKind,
  externalIds: readonly string[],
  signal?: AbortSignal,
): Promise<Paged<OptionItem>> {
  const query = new URLSearchParams({ externalIds: externalIds.join(',') });
  return http.get(`/api/options/${kind}?${query.toString()}`, { schema: optionsResponseSchema, signal });
}

export const optionLabelsQueryKey = (kind: OptionKind, externalIds: readonly string[] = []) =>
  ['option-labels', kind, ...externalIds] as const;

export const optionLabelsQueryOptions = (kind: OptionKind, externalIds: readonly string[]) =>
  queryOptions({
    queryKey: optionLabelsQueryKey(kind, externalIds),
    queryFn: ({ signal }) => getOptionLabels(kind, externalIds, signal),
    // Names of reference data rarely change; a lookup is a handful of labels.
    staleTime: 30 * 60_000,
    gcTime: 30 * 60_000,
  });

/** Labels by externalId of the options of `kind` already in the cache: browsed lists and lookups. */
function cachedLabels(queryClient: QueryClient, kind: OptionKind): Map<string, string> {
  const labels = new Map<string, string>();
  const add = (items: readonly OptionItem[]) => {
    for (const item of items) if (item.externalId) labels.set(item.externalId, item.label);
  };
  for (const [, data] of queryClient.getQueriesData<InfiniteData<Paged<OptionItem>>>({
    queryKey: optionListsQueryKey(kind),
  })) {
    for (const page of data?.pages ?? []) add(page.content);
  }
  for (const [, data] of queryClient.getQueriesData<Paged<OptionItem>>({
    queryKey: optionLabelsQueryKey(kind),
  })) {
    add(data?.content ?? []);
  }
  return labels;
}

const uuidSchema = z.uuid();

/**
 * The names of option ids (skills, languages, vacancies) whose label the caller does not know, e.g.
 * filter chips restored from a link: ids not already in a loaded option list are asked for in one
 * request per kind, and cached. Kinds without ids (countries, ...) are their own labels: an empty map.
 */
export function useOptionLabels(kind: OptionKind, keys: readonly string[]): ReadonlyMap<string, string> {
  const queryClient = useQueryClient();
  const labels = hasExternalIds(kind) && keys.length > 0 ? cachedLabels(queryClient, kind) : new Map();
  const unknown = hasExternalIds(kind)
    ? [...new Set(keys)]
        .filter((key) => !labels.has(key) && uuidSchema.safeParse(key).success)
        .sort()
        .slice(0, OPTION_LOOKUP_MAX)
    : [];
  const lookup = useQuery({ ...optionLabelsQueryOptions(kind, unknown), enabled: unknown.length > 0 });
  for (const item of lookup.data?.content ?? []) if (item.externalId) labels.set(item.externalId, item.label);
  return labels;
}
