import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { parseQueryString, queryPairsToObject, toQueryString, type QueryPairs } from '@talent-desk/shared';
import { useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';

/** How a list's state lives in the query string: a schema that reads it and a serialiser that writes it. */
export type ListStateCodec<T> = {
  schema: z.ZodType<T>;
  toQueryPairs: (state: T) => QueryPairs;
};

export type ParsedListState<T> = { ok: true; state: T } | { ok: false };

/** The query's pairs, or null when a %-escape is malformed (`%%%`: decodeURIComponent throws URIError). */
function decodeQuery(search: string): QueryPairs | null {
  try {
    return parseQueryString(search);
  } catch {
    return null;
  }
}

/** Reads a list's state from a query string (with or without '?'); repeated keys are lists. */
export function parseListState<T>(search: string, schema: z.ZodType<T>): ParsedListState<T> {
  const pairs = decodeQuery(search);
  if (!pairs) return { ok: false };
  const parsed = schema.safeParse(queryPairsToObject(pairs));
  return parsed.success ? { ok: true, state: parsed.data } : { ok: false };
}

/**
 * The query string to show instead of `search` when a key it names was read as another value
 * (`size=7` is shown as 15 rows: LIST-03), so the URL says what the page shows; null when it already
 * does. Keys the query leaves out take their defaults and stay out.
 */
export function correctedSearch<T>(
  search: string,
  state: T,
  toQueryPairs: ListStateCodec<T>['toQueryPairs'],
): string | null {
  const given = queryPairsToObject(decodeQuery(search) ?? []);
  const shown = queryPairsToObject(toQueryPairs(state));
  const differs = Object.entries(given).some(
    ([key, value]) => key in shown && String(value) !== String(shown[key]),
  );
  return differs ? listStateToSearch(state, toQueryPairs) : null;
}

/** The query string (with '?', or '' for none) that reproduces a list's state. */
export function listStateToSearch<T>(state: T, toQueryPairs: ListStateCodec<T>['toQueryPairs']): string {
  const query = toQueryString(toQueryPairs(state));
  return query ? `?${query}` : '';
}

/** LIST-06: a query that does not parse makes the page load again without it (a full page load). */
export function reloadWithoutQuery(pathname: string): void {
  window.location.replace(pathname);
}

export type UrlListState<T> = {
  /** The parsed state; the schema's defaults while an invalid query is being dropped. */
  state: T;
  /** False while the page is reloading without an invalid query: render nothing that fetches. */
  valid: boolean;
  /**
   * Writes a new state into the URL (a history entry, so Back returns to the previous view). A function
   * receives the latest state written, even one this render has not shown yet.
   */
  setState: (next: T | ((previous: T) => T), options?: { replace?: boolean }) => void;
};

export type UseUrlListStateOptions = { onInvalid?: (pathname: string) => void };

/**
 * A list's state (page, size, sort, filters) kept in the URL, so that a link reproduces the view
 * (LIST-01..03, LIST-06). Generic: any list passes its own schema and serialiser.
 */
export function useUrlListState<T>(
  codec: ListStateCodec<T>,
  { onInvalid = reloadWithoutQuery }: UseUrlListStateOptions = {},
): UrlListState<T> {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const { schema, toQueryPairs } = codec;
  const parsed = useMemo(() => parseListState(search, schema), [search, schema]);
  const fallback = useMemo(() => schema.parse({}), [schema]);
  const state = parsed.ok ? parsed.state : fallback;

  useEffect(() => {
    if (!parsed.ok) onInvalid(pathname);
  }, [parsed.ok, pathname, onInvalid]);

  // A value read as another (a bad page size) is corrected in place: no history entry for it.
  const corrected = parsed.ok ? correctedSearch(search, parsed.state, toQueryPairs) : null;
  useEffect(() => {
    if (corrected !== null) void navigate({ pathname, search: corrected }, { replace: true });
  }, [corrected, navigate, pathname]);

  // The query string last written here, or the one the URL brought (Back, a link). The router renders a
  // navigation as a transition: a click or a search that lands before that render would otherwise build
  // on the state shown, and drop what the previous change wrote (a sort click undoing a search).
  const latest = useRef(search);
  useLayoutEffect(() => {
    latest.current = search;
  }, [search]);

  const setState = useCallback<UrlListState<T>['setState']>(
    (next, options) => {
      let value: T;
      if (typeof next === 'function') {
        const written = parseListState(latest.current, schema);
        value = (next as (previous: T) => T)(written.ok ? written.state : state);
      } else value = next;
      const nextSearch = listStateToSearch(value, toQueryPairs);
      latest.current = nextSearch;
      void navigate({ pathname, search: nextSearch }, options);
    },
    [navigate, pathname, schema, state, toQueryPairs],
  );

  return { state, valid: parsed.ok, setState };
}
