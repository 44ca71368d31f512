import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import * as schema from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('health', () => {
  it('/healthz answers 200 without a session', async () => {
    const response = await t.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 200 while the database answers', async () => {
    const response = await t.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('/readyz answers 503 once the process is stopping (draining), /healthz still 200', async () => {
    t.app.lifecycle.draining = true;
    try {
      const ready = await t.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
      expect((await t.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('/readyz answers 503 when the database does not answer, /healthz still 200', async () => {
    // Nothing listens on port 1: every query fails at once, as with a database that is down.
    const pool = new pg.Pool({ connectionString: 'postgresql://postgres@127.0.0.1:1/none', max: 1 });
    const app = await buildApp({
      config: t.config,
      database: { ...t.database, pool, db: drizzle(pool, { schema }) },
    });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
