import type { QueryResult } from 'pg';
import type { Db as PgBossDb } from 'pg-boss';
import type { Queryable } from '../lib/queryable.js';

type RawResult = { execute: QueryResult; all: unknown; values: unknown };

/**
 * pg-boss's SQL runner inside a Drizzle transaction, for `send(..., { db })`: the job is inserted by the
 * transaction that writes what the job works on, so both commit or neither does. It must be the
 * transaction's own connection: the embedded database has one, which the transaction holds, so a
 * query through the pool would wait for the transaction's end, forever.
 *
 * Drizzle prepares the statement exactly as given (text and positional values) on that connection.
 */
export function transactionExecutor(tx: Queryable): PgBossDb {
  return {
    executeSql: (text: string, values?: unknown[]) =>
      tx._.session
        .prepareQuery<RawResult>({ sql: text, params: values ?? [] }, undefined, undefined, false)
        .execute(),
  };
}
