import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { createServerDatabase, type ServerDatabase } from '../test/server-database.js';
import { withLongStatements } from './long-statements.js';

/**
 * DB_STATEMENT_TIMEOUT_MS and DB_CONNECT_TIMEOUT_MS on a PostgreSQL server (the embedded database has
 * neither: its requests queue for its one connection by design).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const STATEMENT_TIMEOUT_MS = 300;

let server: ServerDatabase | undefined;
let database: Database | undefined;
beforeAll(async () => {
  if (!serverUrl) return;
  server = await createServerDatabase(serverUrl);
  database = await openDatabase({
    databaseUrl: server.url,
    poolSize: 1,
    connectTimeoutMs: 500,
    statementTimeoutMs: STATEMENT_TIMEOUT_MS,
  });
});
afterAll(async () => {
  await database?.close();
  await server?.drop();
});

const sleepSql = (seconds: number) => sql.raw(`select pg_sleep(${seconds})`);
/** Drizzle wraps the driver's error: the reason is its cause's message. */
const failedWith = (reason: RegExp) => ({ cause: { message: expect.stringMatching(reason) } });

describe.skipIf(!serverUrl)('database timeouts (PostgreSQL)', () => {
  it('a statement running longer than the statement timeout is cancelled', async () => {
    if (!database) throw new Error('no database');
    await expect(database.db.execute(sleepSql(1))).rejects.toMatchObject(failedWith(/statement timeout/));
    await expect(database.db.execute(sleepSql(0.05))).resolves.toBeDefined();
  });

  it('a long read (a report) may take longer inside its own transaction; the pool keeps the short timeout after it', async () => {
    if (!database) throw new Error('no database');
    const db = database.db;
    await withLongStatements(db, { timeoutMs: 5000, defaultTimeoutMs: STATEMENT_TIMEOUT_MS }, (tx) =>
      tx.execute(sleepSql(1)),
    );
    await expect(db.execute(sleepSql(1))).rejects.toMatchObject(failedWith(/statement timeout/));
  });

  it('the long read runs read-only: a write inside it is refused', async () => {
    if (!database) throw new Error('no database');
    await expect(
      withLongStatements(database.db, { timeoutMs: 5000, defaultTimeoutMs: STATEMENT_TIMEOUT_MS }, (tx) =>
        tx.execute(sql.raw('create table long_read_write (id int)')),
      ),
    ).rejects.toMatchObject(failedWith(/read-only transaction/));
  });

  it('a query waiting for a connection longer than the connection timeout fails instead of hanging', async () => {
    if (!database) throw new Error('no database');
    const held = await database.pool.connect();
    try {
      const started = Date.now();
      await expect(database.db.execute(sql.raw('select 1'))).rejects.toMatchObject(failedWith(/timeout/i));
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      held.release();
    }
    await expect(database.db.execute(sql.raw('select 1'))).resolves.toBeDefined();
  });
});
