import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../lib/queryable.js';

/** Up to this many rows (the planner's figure) a table's states are counted exactly. */
export const EXACT_COUNT_UP_TO = 100_000;

export type JobQueueCounts = { queue: string; queued: number; active: number; failed: number };

/**
 * Jobs per pg-boss queue, every queue listed even when empty: waiting (created or retry), active, and
 * failed. pg-boss deletes finished jobs about 12 hours after they finished (jobs/job-queue.ts), so the
 * table stays small and this grouped count cheap; `failed` is thus the failures of about the last 12 hours.
 */
export async function jobQueueCounts(db: Queryable): Promise<JobQueueCounts[]> {
  const result = await db.execute<{ queue: string; queued: string; active: string; failed: string }>(sql`
    select q.name as queue,
      count(j.id) filter (where j.state in ('created', 'retry')) as queued,
      count(j.id) filter (where j.state = 'active') as active,
      count(j.id) filter (where j.state = 'failed') as failed
    from pgboss.queue q
    left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active', 'failed')
    group by q.name
    order by q.name`);
  return result.rows.map((row) => ({
    queue: row.queue,
    queued: Number(row.queued),
    active: Number(row.active),
    failed: Number(row.failed),
  }));
}

export type StateCounts = { counts: Map<string, number>; estimated: boolean };

/**
 * Rows of a table by the value of its state column (an enum), cheap at any size: up to EXACT_COUNT_UP_TO
 * rows (by the planner's row count) an exact grouped count; above, the planner's own estimate, the
 * column's value frequencies (pg_stats, refreshed by autovacuum's ANALYZE) times the row count, which
 * costs a catalog read instead of a scan of a million index entries (docs/decisions.md, Metrics).
 * `exactUpTo` is a parameter for the tests.
 */
export async function stateCounts(
  db: Queryable,
  table: string,
  column: string,
  exactUpTo = EXACT_COUNT_UP_TO,
): Promise<StateCounts> {
  const stats = await db.execute<{ reltuples: number; states: string[] | null; freqs: number[] | null }>(sql`
    select c.reltuples, s.most_common_vals::text::text[] as states, s.most_common_freqs as freqs
    from pg_class c
    left join pg_stats s
      on s.schemaname = c.relnamespace::regnamespace::text and s.tablename = c.relname and s.attname = ${column}
    where c.oid = to_regclass(${table})`);
  const row = stats.rows[0];
  const rows = Number(row?.reltuples ?? -1);
  if (row?.states && row.freqs && rows > exactUpTo) {
    const { states, freqs } = row;
    const counts = new Map(states.map((state, i) => [state, Math.round((freqs[i] ?? 0) * rows)]));
    return { counts, estimated: true };
  }
  const exact = await db.execute<{ state: string; count: string }>(sql`
    select ${sql.identifier(column)}::text as state, count(*) as count
    from ${sql.identifier(table)} group by 1`);
  return { counts: new Map(exact.rows.map((r) => [r.state, Number(r.count)])), estimated: false };
}
