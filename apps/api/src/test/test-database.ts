import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

/**
 * Test databases start with two-factor sign-in required of nobody (a new installation requires it of
 * staff: migration 0035), so that every test signs in with the password alone; the two-factor tests
 * turn it on where they need it (issue 25).
 */
export const TWO_FACTOR_OFF_FOR_TESTS = 'UPDATE security_settings SET require_two_factor_for_staff = false';

export type TestDatabaseTemplate = {
  /** A migrated in-memory PGlite, dumped: each file's embedded database loads it. */
  embeddedImagePath?: string;
  /** TEST_DATABASE_URL, and a migrated database on it that each file's database is created from. */
  serverUrl?: string;
  serverDatabase?: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate | undefined;
  }
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; given a server URL
 * (TEST_DATABASE_URL), a new database `td_test_<random>` on that server, dropped again by `close()`.
 * Both start from the template that test/template-database.ts migrated once for the whole run (a PGlite
 * image, or a template database on the server), so a file pays a copy, not the migrations.
 */
export async function openTestDatabase(serverUrl: string | undefined, poolSize = 4): Promise<Database> {
  const template = templateOf(serverUrl);
  if (!serverUrl) {
    const image = template ? new Blob([await readFile(template)]) : undefined;
    const database = await openDatabase({ poolSize, embeddedImage: image });
    if (!image) {
      await runMigrations(database.pool);
      await database.pool.query(TWO_FACTOR_OFF_FOR_TESTS);
    }
    return database;
  }
  const name = `td_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize });
  if (!template) {
    await runMigrations(database.pool);
    await database.pool.query(TWO_FACTOR_OFF_FOR_TESTS);
  }
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The run's template for this kind of database, when the global setup made one for it. */
function templateOf(serverUrl: string | undefined): string | undefined {
  const template = inject('testDatabaseTemplate');
  if (!template) return undefined;
  if (serverUrl) return template.serverUrl === serverUrl ? template.serverDatabase : undefined;
  return template.embeddedImagePath;
}

export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
