import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client.js';
import { openTestDatabase } from '../test/test-database.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(undefined);
});
afterAll(async () => {
  await database?.close();
});

const one = () =>
  database.db.execute(sql`select 1 as one`).then(
    () => 'ok',
    (error: Error) => error.message,
  );

describe('the embedded database after a failed statement', () => {
  it('a query right after a failed one succeeds (the pool replaces the connection without losing a query)', async () => {
    for (const failing of [sql`select ${'abc'}::uuid`, sql`select 1/0`, sql`select no_such_function()`]) {
      await expect(database.db.execute(failing)).rejects.toThrow();
      expect(await one()).toBe('ok');
    }
  });

  it('failures mixed into a burst of queued queries cost no other query', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 4 === 0
          ? database.db.execute(sql`select 1/0`).then(
              () => 'unexpected',
              () => 'failed as asked',
            )
          : one(),
      ),
    );
    expect(results.filter((r) => r === 'failed as asked')).toHaveLength(10);
    expect(results.filter((r) => r === 'ok')).toHaveLength(30);
  });
});
