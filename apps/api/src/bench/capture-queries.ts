import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../db/schema/index.js';
import type { Db } from '../db/client.js';

export type CapturedQuery = { sql: string; params: unknown[] };

/**
 * A Drizzle database on `pool` that records every statement it runs, so EXPLAIN sees exactly the SQL
 * (and parameters) the real repository code sends, not a copy of it.
 */
export function capturingDb(pool: pg.Pool): { db: Db; statements: CapturedQuery[] } {
  const statements: CapturedQuery[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => void statements.push({ sql, params }) },
  });
  return { db, statements };
}

/** The plan of one statement with sequential scans disabled, on one connection (SET is per session). */
export async function planWithoutSeqScan(pool: pg.Pool, query: CapturedQuery): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SET enable_seqscan = off');
    const result = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.sql}`, query.params);
    return result.rows.map((r) => r['QUERY PLAN']);
  } finally {
    await client.query('RESET enable_seqscan').catch(() => undefined);
    client.release();
  }
}
