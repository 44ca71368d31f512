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
  /**
   * The one way to the database. Embedded, it holds a single connection: a job queue or any other client
   * must run its SQL through this pool (pg-boss takes such an adapter), never open a connection of its own.
   */
  pool: pg.Pool;
  embedded: boolean;
  /** Embedded only: the data directory as a tarball, to start other databases from (tests' template). */
  dumpImage?: () => Promise<Blob>;
  close: () => Promise<void>;
};

export type DatabaseOptions = {
  /** A PostgreSQL server; when absent an embedded PGlite is started. */
  databaseUrl?: string | undefined;
  /** Where the embedded database keeps its files; `undefined` keeps it in memory (tests). */
  embeddedDir?: string | undefined;
  /** Connections of a PostgreSQL server's pool; the embedded database always has exactly one. */
  poolSize: number;
  /** Embedded, in memory: start from this dumped data directory (tests' migrated template). */
  embeddedImage?: Blob | undefined;
  /**
   * A server's pool: how long a query may wait for a connection (opening one, or a free one when all are
   * busy) before it fails. Unset: forever. Embedded requests queue for the one connection by design.
   */
  connectTimeoutMs?: number | undefined;
  /** A server's pool: every statement is cancelled after this long (DB_STATEMENT_TIMEOUT_MS); 0/unset: never. */
  statementTimeoutMs?: number | undefined;
};

/**
 * PGlite has ONE backend session, and pglite-socket (0.2.17) feeds the protocol messages of all its
 * connections into it one message at a time, so two connections with queries in flight interleave their
 * Parse/Bind/Execute/Sync sequences: unnamed statements and portals clobber each other, a query can get
 * another's rows, and a failed message stalls the queue (electric-sql/pglite#1046). Hence, embedded:
 * - the socket server accepts one connection, plus one to replace it after an error (below), and
 * - the app's pool holds that one connection for good (max 1, never closed for idleness, so it is not
 *   torn down and reopened between requests); requests queue for it in the pool, in order.
 * A transaction keeps the connection until COMMIT/ROLLBACK, so the queue never runs another request inside
 * it. PGlite runs on one core anyway: one connection is as fast as several (measured in docs/decisions.md).
 */
const EMBEDDED_CONNECTIONS = 1;
/**
 * The socket server accepts one more than the pool holds: after a failed query pg-pool destroys its
 * client and opens a new one at once, while the server may still be closing the old socket; with a
 * limit of 1 that reconnect was refused and the next request failed ('Connection terminated
 * unexpectedly'). The destroyed client has nothing in flight, so still only one connection ever talks.
 */
const EMBEDDED_SOCKET_CONNECTIONS = EMBEDDED_CONNECTIONS + 1;

/**
 * Opens the database. Embedded mode runs PGlite in process and serves it on a private loopback port
 * through pglite-socket, so ALL access goes through node-postgres exactly as with a server
 * (docs/architecture.md §1a): one code path, no in-process queries mixed with socket ones.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize,
      ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
      // Sent at connection start, so it is every session's default; a long report raises it with SET LOCAL.
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    return wrap(pool, false, async () => {});
  }

  // A directory on disk is locked for this process (an in-memory database needs no lock).
  const lock = options.embeddedDir ? await acquireEmbeddedLock(options.embeddedDir) : undefined;
  if (options.embeddedDir) await mkdir(options.embeddedDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.embeddedDir ? { dataDir: options.embeddedDir } : {}),
    ...(options.embeddedImage ? { loadDataDir: options.embeddedImage } : {}),
    extensions: { pg_trgm },
  });
  const server = new PGLiteSocketServer({
    db: pglite,
    port: 0,
    host: '127.0.0.1',
    maxConnections: EMBEDDED_SOCKET_CONNECTIONS,
  });
  await server.start();
  const pool = new pg.Pool({
    connectionString: `postgresql://postgres:postgres@${server.getServerConn()}/postgres?sslmode=disable`,
    max: EMBEDDED_CONNECTIONS,
    idleTimeoutMillis: 0,
  });
  const database = wrap(pool, true, async () => {
    await server.stop();
    await pglite.close();
    await lock?.release();
  });
  return { ...database, dumpImage: () => pglite.dumpDataDir('none') };
}

function wrap(pool: pg.Pool, embedded: boolean, stopEmbedded: () => Promise<void>): Database {
  // A broken idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  return {
    db,
    pool,
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
