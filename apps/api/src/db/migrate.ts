import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type pg from 'pg';

/** The committed SQL migrations (apps/api/drizzle), found from both src/ (tsx) and dist/ (node). */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../drizzle', import.meta.url));

/**
 * First line of a migration that must run outside a transaction (CREATE INDEX CONCURRENTLY on a big
 * table): each statement then runs on its own, and the migration is recorded after the last one.
 */
export const NO_TRANSACTION_MARKER = '-- migrate: no-transaction';

/** The session advisory lock every starting process takes before migrating (an arbitrary constant). */
const MIGRATION_LOCK_KEY = 7_102_530_031;
/** How often a process waiting for another's migrations asks for the lock again. */
const LOCK_POLL_MS = 200;

/** Drizzle's own bookkeeping table, kept as is: databases migrated by drizzle's migrator carry on. */
const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

const CREATE_INDEX_CONCURRENTLY =
  /^\s*(?:--[^\n]*\n\s*)*create\s+(?:unique\s+)?index\s+concurrently\s+(?:if\s+not\s+exists\s+)?("?)([\w$]+)\1/i;

/**
 * Applies pending migrations (those newer than the last one recorded, drizzle's rule) over drizzle's
 * journal, at every start, on PGlite and PostgreSQL alike (docs/architecture.md §1a). Several processes
 * starting at once take turns under a session advisory lock on one connection of the pool: the first
 * migrates, the others then find nothing pending. Each migration runs in its own transaction, except
 * those marked NO_TRANSACTION_MARKER (drizzle's migrator cannot run those: it wraps everything pending in
 * one transaction).
 */
export async function runMigrations(pool: pg.Pool, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    // An index build on a big table may take minutes: no statement timeout on this connection.
    await client.query('SET statement_timeout = 0');
    await takeLock(client);
    try {
      await client.query('CREATE SCHEMA IF NOT EXISTS drizzle');
      await client.query(
        `CREATE TABLE IF NOT EXISTS ${MIGRATIONS_TABLE} (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`,
      );
      const { rows } = await client.query<{ created_at: string }>(
        `SELECT created_at FROM ${MIGRATIONS_TABLE} ORDER BY created_at DESC LIMIT 1`,
      );
      const last = rows[0] ? Number(rows[0].created_at) : undefined;
      for (const migration of migrations) {
        if (last === undefined || last < migration.folderMillis) await apply(client, migration);
      }
    } finally {
      // Should this fail, the connection is destroyed below, which ends the lock with its session.
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    }
    await client.query('RESET statement_timeout');
  } catch (error) {
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    // A connection left mid-way (failed statement, lost lock release) is closed, not reused.
    client.release(broken);
  }
}

/**
 * pg_try_advisory_lock in a loop rather than a blocking pg_advisory_lock: a session waiting inside a
 * statement holds a snapshot, and CREATE INDEX CONCURRENTLY waits for every older snapshot to end, while
 * the waiter waits for the migrating session's lock: a deadlock. A try returns at once.
 */
async function takeLock(client: pg.PoolClient): Promise<void> {
  for (;;) {
    const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
      MIGRATION_LOCK_KEY,
    ]);
    if (rows[0]?.locked) return;
    await sleep(LOCK_POLL_MS);
  }
}

function statementsOf(migration: MigrationMeta): string[] {
  return migration.sql.filter((statement) => statement.replace(/--[^\n]*/g, '').trim() !== '');
}

async function apply(client: pg.PoolClient, migration: MigrationMeta): Promise<void> {
  const record = () =>
    client.query(`INSERT INTO ${MIGRATIONS_TABLE} (hash, created_at) VALUES ($1, $2)`, [
      migration.hash,
      migration.folderMillis,
    ]);
  if (migration.sql[0]?.trimStart().startsWith(NO_TRANSACTION_MARKER)) {
    for (const statement of statementsOf(migration)) {
      await dropInvalidIndexOf(client, statement);
      await client.query(statement);
    }
    await record();
    return;
  }
  await client.query('BEGIN');
  try {
    for (const statement of statementsOf(migration)) await client.query(statement);
    await record();
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/**
 * An interrupted CREATE INDEX CONCURRENTLY (process killed, statement failed) leaves an INVALID index
 * behind, which `IF NOT EXISTS` would then keep: drop it first so that the retry builds it again.
 */
async function dropInvalidIndexOf(client: pg.PoolClient, statement: string): Promise<void> {
  const name = CREATE_INDEX_CONCURRENTLY.exec(statement)?.[2];
  if (name === undefined) return;
  const quoted = `"${name.replace(/"/g, '""')}"`;
  const { rows } = await client.query<{ valid: boolean }>(
    'SELECT indisvalid AS valid FROM pg_index WHERE indexrelid = to_regclass($1)',
    [quoted],
  );
  if (rows[0] && !rows[0].valid) await client.query(`DROP INDEX CONCURRENTLY IF EXISTS ${quoted}`);
}
