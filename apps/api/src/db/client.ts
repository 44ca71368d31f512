import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { acquireEmbeddedLock } from './embedded-lock.js';
import * as schema from './schema/index.js';

export type Db = NodePgDatabase<typeof schema>;

export type Database = {
  db: Db;
  pool: pg.Pool;
  /** The connection string every client (the app's pool, pg-boss) uses, embedded or not. */
  connectionString: string;
  embedded: boolean;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** A PostgreSQL server; when absent an embedded PGlite is started. */
  databaseUrl?: string | undefined;
  /** Where the embedded database keeps its files; `undefined` keeps it in memory (tests). */
  embeddedDir?: string | undefined;
  poolSize: number;
};

/**
 * Opens the database. Embedded mode runs PGlite in process and serves it on a private loopback port
 * through pglite-socket, so ALL access goes through node-postgres exactly as with a server
 * (ARCHITECTURE §1a): one code path, no in-process queries mixed with socket ones.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return connect(options.databaseUrl, options.poolSize, false, async () => {});

  // A directory on disk is locked for this process (an in-memory database needs no lock).
  const lock = options.embeddedDir ? await acquireEmbeddedLock(options.embeddedDir) : undefined;
  if (options.embeddedDir) await mkdir(options.embeddedDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.embeddedDir ? { dataDir: options.embeddedDir } : {}),
    extensions: { pg_trgm },
  });
  // One more connection than the pool, for pg-boss or a one-off client.
  const server = new PGLiteSocketServer({
    db: pglite,
    port: 0,
    host: '127.0.0.1',
    maxConnections: options.poolSize + 5,
  });
  await server.start();
  const url = `postgresql://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`;
  return connect(url, options.poolSize, true, async () => {
    await server.stop();
    await pglite.close();
    await lock?.release();
  });
}

async function connect(
  connectionString: string,
  poolSize: number,
  embedded: boolean,
  stopEmbedded: () => Promise<void>,
): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
    connectionString,
    embedded,
    close: async () => {
      await pool.end();
      await stopEmbedded();
    },
  };
}

export function embeddedDirFor(dataDir: string): string {
  return join(dataDir, 'pg');
}
