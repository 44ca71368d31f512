/** A list's state as URL query pairs: how every list page keeps filters, search, sort and page in its URL. */

/** Query pairs in order; `new URLSearchParams(pairs)` and `Object.fromEntries`-free parsing both use them. */
export type QueryPairs = [string, string][];

/** Query pairs (a URLSearchParams is an iterable of them) to an object: repeated keys become arrays. */
export function queryPairsToObject(
  pairs: Iterable<readonly [string, string]>,
): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of pairs) {
    const seen = out[key];
    out[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

/** Query pairs as a query string without the '?'. */
export function toQueryString(pairs: QueryPairs): string {
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}

/** A query string (with or without '?') as pairs; '+' is a space as in forms. */
export function parseQueryString(query: string): QueryPairs {
  const decode = (s: string) => decodeURIComponent(s.replace(/\+/g, ' '));
  return query
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((part) => {
      const eq = part.indexOf('=');
      return eq < 0 ? [decode(part), ''] : [decode(part.slice(0, eq)), decode(part.slice(eq + 1))];
    });
}
