import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/test-database.js';
import type { Database } from './client.js';
import { NO_TRANSACTION_MARKER, runMigrations } from './migrate.js';

/**
 * Our migration runner on the test's database (PGlite, or PostgreSQL with TEST_DATABASE_URL), already
 * migrated by the real migrations: the folders here hold later ones, as a new release would.
 */
let database: Database;
let folder: string;
beforeAll(async () => {
  database = await openTestDatabase(process.env.TEST_DATABASE_URL);
  folder = await mkdtemp(join(tmpdir(), 'td-migrations-'));
});
afterAll(async () => {
  await database?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Well after every committed migration's time stamp, so these are pending. */
const LATER = 4_000_000_000_000;
/** Each folder's migrations come after the previous folder's (only newer ones than the last are run). */
let stamp = LATER;

async function writeMigrations(dir: string, files: { tag: string; sql: string }[]): Promise<string> {
  const path = join(folder, dir);
  await mkdir(join(path, 'meta'), { recursive: true });
  const entries = files.map((file, idx) => ({
    idx,
    version: '7',
    when: ++stamp,
    tag: file.tag,
    breakpoints: true,
  }));
  await writeFile(
    join(path, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  for (const file of files) await writeFile(join(path, `${file.tag}.sql`), file.sql);
  return path;
}

const recorded = async () =>
  (
    await database.pool.query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations where created_at >= $1',
      [LATER],
    )
  ).rows[0]?.n;

const indexValid = async (name: string) =>
  (
    await database.pool.query<{ valid: boolean }>(
      'select indisvalid as valid from pg_index where indexrelid = to_regclass($1)',
      [name],
    )
  ).rows[0]?.valid;

describe('migrations: our runner over drizzle journal', () => {
  it('applies a transactional migration and a no-transaction one (CREATE INDEX CONCURRENTLY), each recorded once; a second run does nothing', async () => {
    const path = await writeMigrations('plain', [
      {
        tag: '9000_table',
        sql: 'CREATE TABLE "runner_items" ("id" serial PRIMARY KEY, "code" integer NOT NULL);--> statement-breakpoint\nINSERT INTO "runner_items" ("code") SELECT g FROM generate_series(1, 100) g;',
      },
      {
        tag: '9001_index',
        sql: `${NO_TRANSACTION_MARKER}\n-- a comment line\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "runner_items_code_idx" ON "runner_items" ("code");--> statement-breakpoint\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "runner_items_code_id_idx" ON "runner_items" ("code", "id");`,
      },
    ]);
    await runMigrations(database.pool, path);
    expect(await recorded()).toBe(2);
    expect(await indexValid('runner_items_code_idx')).toBe(true);
    expect(await indexValid('runner_items_code_id_idx')).toBe(true);

    await runMigrations(database.pool, path);
    expect(await recorded()).toBe(2);
  });

  it('a failed transactional migration leaves nothing of itself and is not recorded', async () => {
    const before = await recorded();
    const path = await writeMigrations('broken', [
      {
        tag: '9000_table',
        sql: 'CREATE TABLE "runner_half" ("id" serial PRIMARY KEY);--> statement-breakpoint\nSELECT no_such_function();',
      },
    ]);
    await expect(runMigrations(database.pool, path)).rejects.toThrow(/no_such_function/);
    expect(await recorded()).toBe(before);
    expect((await database.pool.query("select to_regclass('runner_half') as t")).rows[0]?.t).toBeNull();
    // The lock was released and the connection is usable: the next run (nothing to do here) works.
    await runMigrations(database.pool, await writeMigrations('empty', []));
  });

  it('an index build that failed half-way (INVALID index left behind) is built again on the next start', async () => {
    await database.pool.query('CREATE TABLE "runner_codes" ("code" integer NOT NULL)');
    await database.pool.query('INSERT INTO "runner_codes" VALUES (1), (2), (2)');
    const path = await writeMigrations('unique', [
      {
        tag: '9100_unique',
        sql: `${NO_TRANSACTION_MARKER}\nCREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "runner_codes_key" ON "runner_codes" ("code");`,
      },
    ]);
    const before = await recorded();
    await expect(runMigrations(database.pool, path)).rejects.toThrow(/could not create unique index/);
    expect(await indexValid('runner_codes_key')).toBe(false);
    expect(await recorded()).toBe(before);

    await database.pool.query(
      'DELETE FROM "runner_codes" WHERE ctid = (SELECT max(ctid) FROM "runner_codes" WHERE code = 2)',
    );
    await runMigrations(database.pool, path);
    expect(await indexValid('runner_codes_key')).toBe(true);
    expect(await recorded()).toBe((before ?? 0) + 1);
  });
});
