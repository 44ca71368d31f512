import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The text the global search matches for each kind (SEARCH-04), as ONE expression used both by the
 * trigram index (schema) and by the search's WHERE (modules/search): PostgreSQL only uses an expression
 * index when the query repeats the indexed expression exactly.
 *
 * `search_fold` (migration 0020) lower-cases, strips accents (Latin-1 and Latin Extended-A), turns
 * hyphens and other separators into spaces and drops apostrophes and '+'. The leading space makes every
 * word, the first one too, start after a space, so that `LIKE '% smi%'` finds word prefixes.
 */
export function searchDocument(...parts: (AnyPgColumn | SQL)[]): SQL {
  const joined = sql.join(
    parts.map((part) => sql`coalesce(${part}, '')`),
    sql` || ' ' || `,
  );
  return sql`search_fold(' ' || ${joined})`;
}
