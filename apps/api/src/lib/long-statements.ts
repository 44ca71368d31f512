import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Queryable } from './queryable.js';

/**
 * Runs a read that legitimately takes longer than DB_STATEMENT_TIMEOUT_MS (a report over two years of a
 * million candidates) in one read-only transaction whose statements may each take up to `timeoutMs`
 * (SET LOCAL: this transaction only, the pool's sessions keep the setting's value). A statement timeout
 * of 0 (none) stays none.
 */
export async function withLongStatements<T>(
  db: Db,
  { timeoutMs, defaultTimeoutMs }: { timeoutMs: number; defaultTimeoutMs: number },
  read: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(
    async (tx) => {
      if (defaultTimeoutMs > 0) {
        const local = Math.max(timeoutMs, defaultTimeoutMs);
        await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${Math.trunc(local)}`));
      }
      return read(tx);
    },
    { accessMode: 'read only' },
  );
}
