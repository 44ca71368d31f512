import { sql } from 'drizzle-orm';
import type { Tx } from '../types.js';

/** The candidate tables a bulk load fills. */
export const BULK_TABLES = [
  'candidates',
  'candidate_skills',
  'candidate_languages',
  'candidate_vacancies',
  'candidate_status_history',
] as const;

type IndexDefinition = { name: string; definition: string };

/**
 * Drops the secondary indexes of the bulk tables (not the ones behind primary keys or unique
 * constraints, which foreign keys and ON CONFLICT need) and answers their definitions. Building an
 * index once over a million rows is several times faster than keeping ~20 of them up to date row by
 * row. Inside the seed's transaction: a failure restores them with everything else.
 */
export async function dropSecondaryIndexes(tx: Tx): Promise<IndexDefinition[]> {
  const result = await tx.execute<{ name: string; definition: string }>(sql`
    SELECT i.indexname AS name, i.indexdef AS definition
    FROM pg_indexes i
    WHERE i.schemaname = current_schema()
      AND i.tablename IN (${sql.join(
        BULK_TABLES.map((t) => sql`${t}`),
        sql`, `,
      )})
      AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)
    ORDER BY i.tablename, i.indexname`);
  for (const index of result.rows) await tx.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
  return result.rows;
}

/** Recreates the dropped indexes with their exact definitions (unique ones check the loaded rows). */
export async function recreateIndexes(tx: Tx, indexes: readonly IndexDefinition[]): Promise<void> {
  // More memory for sorting makes each build a single in-memory or few-run sort.
  await tx.execute(sql`SET LOCAL maintenance_work_mem = '512MB'`);
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
}

type ForeignKey = { table: string; name: string; definition: string };

/**
 * Drops the foreign keys of the bulk tables and answers their definitions. A foreign key checks every
 * inserted row with its own lookup (millions for a big load); adding it back checks all rows in one join.
 */
export async function dropForeignKeys(tx: Tx): Promise<ForeignKey[]> {
  const result = await tx.execute<ForeignKey>(sql`
    SELECT t.relname AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
    FROM pg_constraint c
    JOIN pg_class t ON t.oid = c.conrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
    WHERE c.contype = 'f'
      AND n.nspname = current_schema()
      AND t.relname IN (${sql.join(
        BULK_TABLES.map((t) => sql`${t}`),
        sql`, `,
      )})
    ORDER BY t.relname, c.conname`);
  for (const fk of result.rows)
    await tx.execute(sql`ALTER TABLE ${sql.identifier(fk.table)} DROP CONSTRAINT ${sql.identifier(fk.name)}`);
  return result.rows;
}

/** Adds the dropped foreign keys back; each one validates every row, so bad data still fails the seed. */
export async function restoreForeignKeys(tx: Tx, keys: readonly ForeignKey[]): Promise<void> {
  for (const fk of keys) {
    await tx.execute(
      sql`ALTER TABLE ${sql.identifier(fk.table)} ADD CONSTRAINT ${sql.identifier(fk.name)} ${sql.raw(fk.definition)}`,
    );
  }
}
