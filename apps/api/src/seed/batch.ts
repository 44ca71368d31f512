import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import type { Tx } from './types.js';

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for our widest table (~15 columns). */
export const BATCH_SIZE = 1000;

export function chunk<T>(rows: readonly T[], size = BATCH_SIZE): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += size) chunks.push(rows.slice(i, i + size));
  return chunks;
}

/** Multi-row inserts in batches; existing rows (any unique constraint) are left as they are. */
export async function insertIgnoringExisting<T extends PgTable>(
  tx: Db | Tx,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  for (const batch of chunk(rows)) await tx.insert(table).values(batch).onConflictDoNothing();
}

/** Multi-row inserts in batches that fail on any conflict (demo data goes into empty tables). */
export async function insertAll<T extends PgTable>(
  tx: Db | Tx,
  table: T,
  rows: readonly PgInsertValue<T>[],
): Promise<void> {
  for (const batch of chunk(rows)) await tx.insert(table).values(batch);
}
