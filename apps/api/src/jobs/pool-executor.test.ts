import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/test-database.js';
import { JobQueueClosedError, poolExecutor } from './pool-executor.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(process.env.TEST_DATABASE_URL);
});
afterAll(async () => {
  await database?.close();
});

describe("pg-boss's SQL runner on the app's pool", () => {
  it('runs the text with positional values on the pool, and multi-statement transactions as one call', async () => {
    const executor = poolExecutor(database.pool);
    const { rows } = await executor.executeSql('select $1::int + $2::int as n', [2, 3]);
    expect(rows).toEqual([{ n: 5 }]);
    const locked = await executor.executeSql('BEGIN; SELECT 1; COMMIT;', []);
    expect(locked).toBeDefined();
  });

  it('drain waits for every query in flight, then close refuses new ones without touching the pool', async () => {
    const executor = poolExecutor(database.pool);
    const settled: number[] = [];
    const queries = [1, 2, 3].map((n) =>
      executor.executeSql('select pg_sleep(0.05), $1::int as n', [n]).then(() => settled.push(n)),
    );
    await executor.drain();
    expect(settled.sort()).toEqual([1, 2, 3]);
    await Promise.all(queries);

    executor.close();
    await expect(executor.executeSql('select 1', [])).rejects.toBeInstanceOf(JobQueueClosedError);
    // The app's own queries go on as before.
    expect((await database.pool.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
  });
});
