import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default; given a server URL
 * (TEST_DATABASE_URL), a new database `td_test_<random>` on that server, dropped again by `close()`.
 */
export async function openTestDatabase(serverUrl: string | undefined, poolSize = 4): Promise<Database> {
  if (!serverUrl) {
    const database = await openDatabase({ poolSize });
    await runMigrations(database.db);
    return database;
  }
  const name = `td_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize });
  await runMigrations(database.db);
  return {
    ...database,
    close: async () => {
      await database.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
