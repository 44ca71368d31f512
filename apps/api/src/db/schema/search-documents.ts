import { sql } from 'drizzle-orm';
import { text } from 'drizzle-orm/pg-core';

/**
 * The text the global search matches for each kind (SEARCH-04): a stored generated column
 * `search_document` on each searched table, with a trigram GIN index on it (schema) and the search's
 * WHERE on it (wings/insights/search).
 *
 * `search_fold` (migration 0019) lower-cases, strips accents (Latin-1 and Latin Extended-A), turns
 * hyphens and other separators into spaces and drops apostrophes and '+'. It is a long `translate`, a
 * fraction of a millisecond a row: stored, it runs once per write, never per row read (an index recheck
 * or a small table's scan would otherwise fold every row they read, migration 0022). The leading space
 * makes every word, the first one too, start after a space, so that `LIKE '% smi%'` finds word prefixes.
 */
export function searchDocumentColumn(...columns: string[]) {
  const joined = columns.map((column) => `coalesce("${column}", '')`).join(` || ' ' || `);
  return text('search_document')
    .notNull()
    .generatedAlwaysAs(sql.raw(`search_fold(' ' || ${joined})`));
}
