import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { onServer } from './test-database.js';

export type ServerDatabase = {
  /** The new database's URL, for DATABASE_URL of an app process. */
  url: string;
  /** The test's own connections to it. */
  pool: pg.Pool;
  drop: () => Promise<void>;
};

/**
 * A fresh database on the PostgreSQL server of TEST_DATABASE_URL for tests that run the app as child
 * processes: a copy of the run's migrated template when there is one (else the app migrates it at start);
 * `empty`: never the template, the first start migrates it (deploy tests).
 */
export async function createServerDatabase(
  serverUrl: string,
  { empty = false }: { empty?: boolean } = {},
): Promise<ServerDatabase> {
  const template = empty ? undefined : inject('testDatabaseTemplate');
  const fromTemplate = template?.serverUrl === serverUrl ? template.serverDatabase : undefined;
  const name = `td_proc_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}${fromTemplate ? ` TEMPLATE ${fromTemplate}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  pool.on('error', () => {});
  return {
    url: url.toString(),
    pool,
    drop: async () => {
      await pool.end();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
