import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../client.js';
import { runMigrations } from '../migrate.js';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, given a server URL
 * (TEST_DATABASE_URL), a new database on that server that `close()` drops again.
 * Until the shared harness in src/test/ lands, the seed tests use this small one.
 */
export async function openTestDatabase(serverUrl: string | undefined): Promise<Database> {
  if (!serverUrl) {
    const database = await openDatabase({ poolSize: 4 });
    await runMigrations(database.db);
    return database;
  }
  const name = `td_seed_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 4 });
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
