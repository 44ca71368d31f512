import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { FileStorage } from '../integrations/files/file-storage.js';
import { openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { seedDemoData, seedReferenceData } from '../seed/index.js';
import { resetDemoData } from '../seed/reset.js';

export const DEFAULT_BENCH_URL = 'postgresql://postgres@127.0.0.1:5432/td_bench';

/** Creates the bench database on its server when it does not exist yet. */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`bench database name '${name}' must be [a-z0-9_]+`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      console.log(`Creating database ${name}`);
      await client.query(`CREATE DATABASE ${name}`);
    }
  } finally {
    await client.end();
  }
}

/**
 * The bench database, migrated and holding `candidates` candidates: seeded once (minutes), reused on
 * later runs, then vacuumed and analysed.
 */
export async function openBenchDatabase(
  url: string,
  candidates: number,
  files: FileStorage,
): Promise<{ database: Database; seededMs: number | null }> {
  await ensureDatabase(url);
  const database = await openDatabase({ databaseUrl: url, poolSize: 10 });
  await runMigrations(database.pool);
  const count = await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM candidates`);
  let seededMs: number | null = null;
  if ((count.rows[0]?.n ?? 0) !== candidates) {
    console.log(`Seeding ${candidates.toLocaleString('en')} candidates (once; later runs reuse them)...`);
    const started = performance.now();
    await resetDemoData(database.db, files);
    await seedReferenceData(database.db);
    await seedDemoData(database.db, files, { candidates }, { log: (line) => console.log(line) });
    seededMs = performance.now() - started;
  }
  // VACUUM sets the visibility map after the bulk load and migrations, so the list's counts can be
  // index-only (as on a database autovacuum has visited); ANALYZE gives the planner the distribution.
  await database.db.execute(sql`VACUUM (ANALYZE)`);
  return { database, seededMs };
}

export type ScratchDatabase = { url: string; drop: () => Promise<void> };

/** A new, empty database `{prefix}_{pid}` on the server of `serverUrl`, for one run; drop() removes it. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${process.pid}`;
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`scratch database name '${name}' must be [a-z0-9_]+`);
  const onServer = async (statement: string) => {
    const client = new pg.Client({ connectionString: new URL('/postgres', serverUrl).toString() });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  return {
    url: new URL(`/${name}`, serverUrl).toString(),
    drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
