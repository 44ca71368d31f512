import { setImmediate as nextMacrotask } from 'node:timers/promises';
import type pg from 'pg';
import type { Db as PgBossDb } from 'pg-boss';

/** pg-boss's SQL runner on the app's pool, which can wait for its queries and then refuse new ones. */
export type PoolExecutor = PgBossDb & {
  /** Resolves once no query of the queue is in flight (also those started while waiting). */
  drain: () => Promise<void>;
  /** From now on every query fails at once, never reaching the pool (which is about to end). */
  close: () => void;
};

export class JobQueueClosedError extends Error {
  constructor() {
    super('job queue stopped');
    this.name = 'JobQueueClosedError';
  }
}

/**
 * pg-boss runs all its SQL through this adapter on the app's pool (docs/architecture.md §1a): the embedded
 * database has exactly one connection, so the queue may not open any of its own. Each call is one
 * `pool.query`; pg-boss sends its multi-statement transactions (maintenance, schema creation) as one
 * simple-protocol string, so they stay on one connection.
 *
 * The pool is ended right after the app closes, and a query still waiting for a connection then would
 * never settle (and whatever awaits it, such as a pg-boss worker's settling of a job, would wait for good):
 * stopping drains the queue's queries first and closes the adapter.
 */
export function poolExecutor(pool: pg.Pool): PoolExecutor {
  const inFlight = new Set<Promise<unknown>>();
  let closed = false;
  return {
    executeSql: (text: string, values?: unknown[]) => {
      if (closed) return Promise.reject(new JobQueueClosedError());
      const query = pool.query(text, values);
      inFlight.add(query);
      void query.then(
        () => inFlight.delete(query),
        () => inFlight.delete(query),
      );
      return query;
    },
    drain: async () => {
      // A settled query can lead pg-boss to send the next one a few promise hops later (a fetched job
      // failed at once during shutdown): wait a macrotask, when those have run, before looking again.
      do {
        await Promise.allSettled([...inFlight]);
        await nextMacrotask();
      } while (inFlight.size > 0);
    },
    close: () => {
      closed = true;
    },
  };
}
