import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SEARCH_COUNT_CAP } from '@talent-desk/shared';
import type { Queryable } from '../../../lib/queryable.js';

/** What every kind's query selects besides its hit fields: the order of the hits. */
export type SearchOrder = { sortKey: SQL | SQLWrapper; id: SQLWrapper };

/** Column aliases for a raw select: drizzle would otherwise name the columns by their database names. */
export function aliased(fields: Record<string, SQL | SQLWrapper>): SQL {
  return sql.join(
    Object.entries(fields).map(([name, field]) => sql`${field} as ${sql.identifier(name)}`),
    sql`, `,
  );
}

export type CappedResult<Hit> = { content: Hit[]; totalElements: number; totalIsExact: boolean };

/**
 * One kind's search, bounded however common the key: the matches are read up to SEARCH_COUNT_CAP + 1
 * rows (from the trigram index, in no particular order), the total is counted over those, and the first
 * `size` of them by name are the hits. A key that matches 300,000 candidates therefore costs about as much
 * as one that matches 1,001, and answers `totalIsExact: false` with the cap.
 *
 * `from` is the FROM and WHERE, already scoped by the caller for the VENDOR kinds (lib/scope.ts).
 */
export async function cappedSearch<Hit>(
  db: Queryable,
  fields: Record<string, SQL | SQLWrapper>,
  order: SearchOrder,
  from: SQL,
  size: number,
): Promise<CappedResult<Hit>> {
  const names = Object.keys(fields).map((name) => sql.identifier(name));
  const result = await db.execute<Record<string, unknown> & { total: number }>(sql`
    with matches as materialized (
      select ${aliased({ ...fields, sortKey: order.sortKey, id: order.id })}
      ${from}
      limit ${SEARCH_COUNT_CAP + 1}
    )
    select ${sql.join(names, sql`, `)}, (select count(*)::int from matches) as total
    from matches
    order by lower(${sql.identifier('sortKey')}), ${sql.identifier('id')}
    limit ${size}`);
  const total = result.rows[0]?.total ?? 0;
  const content = result.rows.map(({ total: _total, ...hit }) => hit as Hit);
  return {
    content,
    totalElements: Math.min(total, SEARCH_COUNT_CAP),
    totalIsExact: total <= SEARCH_COUNT_CAP,
  };
}
