import { useQueries } from '@tanstack/react-query';
import {
  SEARCH_REQUEST_SIZE,
  searchResponseSchema,
  type SearchKind,
  type SearchResponse,
} from '@talent-desk/shared';
import { http } from '@/lib/http';

export const searchQueryKey = ['search'] as const;

/** GET /search-service/es/{kind}/search?key=&size=6 (SEARCH-04). */
export function searchKind(
  kind: SearchKind,
  key: string,
  signal?: AbortSignal,
): Promise<SearchResponse<SearchKind>> {
  return http.get(`/search-service/es/${kind}/search`, {
    query: { key, size: SEARCH_REQUEST_SIZE },
    schema: searchResponseSchema(kind),
    signal,
  });
}

/**
 * One query per kind the role may search, all for the same key; none runs while `key` is null (fewer
 * than 3 characters, or still typing: SEARCH-02, SEARCH-03). Answers come back in the kinds' order.
 */
export function useSearchResults(kinds: readonly SearchKind[], key: string | null) {
  return useQueries({
    queries: kinds.map((kind) => ({
      queryKey: [...searchQueryKey, kind, key],
      queryFn: ({ signal }: { signal: AbortSignal }) => searchKind(kind, key ?? '', signal),
      enabled: key !== null,
      staleTime: 30_000,
    })),
  });
}
