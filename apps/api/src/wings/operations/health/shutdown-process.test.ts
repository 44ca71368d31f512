import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startAppProcess, type AppProcess } from '../../../test/app-process.js';
import { errorLines, local, refusesConnections } from '../../../test/process-http.js';
import { createServerDatabase, type ServerDatabase } from '../../../test/server-database.js';

/**
 * Stopping a real app process (apps/api/src/main.ts as a child process) on PostgreSQL: a request is held
 * in the database by a table lock the test takes, so it is in flight for as long as the test wants.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const DRAIN_DELAY_MS = 1500;
const WAIT = { timeout: 30_000, interval: 50 };

let database: ServerDatabase | undefined;
let dataDir: string;
let app: AppProcess | undefined;

beforeAll(async () => {
  if (!serverUrl) return;
  database = await createServerDatabase(serverUrl);
  dataDir = await mkdtemp(join(tmpdir(), 'td-shutdown-'));
});
afterAll(async () => {
  app?.kill('SIGKILL');
  await app?.exited;
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(!serverUrl)(
  'stopping: SIGTERM drains the process (PostgreSQL, the app as a child process)',
  () => {
    it('SIGTERM during a slow request: /readyz answers 503 at once, the server then stops taking connections, the request still completes, the process exits 0', async () => {
      if (!database) throw new Error('no database');
      const port = await freePort();
      const origin = local(port);
      const started = startAppProcess({
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        PORT: String(port),
        SHUTDOWN_DRAIN_DELAY_MS: String(DRAIN_DELAY_MS),
        SHUTDOWN_TIMEOUT_MS: '60000',
      });
      app = started;
      await started.running;
      expect((await fetch(`${origin}/readyz`)).status).toBe(200);

      // The careers page's vacancy list waits behind the lock: a slow database, as the request sees it.
      const lock = await database.pool.connect();
      try {
        await lock.query('BEGIN');
        await lock.query('LOCK TABLE vacancies IN ACCESS EXCLUSIVE MODE');
        const slow = fetch(`${origin}/api/public/vacancies`);
        await vi.waitFor(async () => {
          const { rows } = (await database?.pool.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock' and query ilike '%publish_to_external_app%'`,
          )) ?? { rows: [] };
          expect(rows[0]?.n).toBeGreaterThanOrEqual(1);
        }, WAIT);

        const signalled = performance.now();
        started.kill('SIGTERM');
        await vi.waitFor(async () => {
          const ready = await fetch(`${origin}/readyz`);
          expect(ready.status).toBe(503);
          expect(await ready.json()).toEqual({ status: 'unavailable' });
        }, WAIT);
        // "At once": well before the drain delay is over and the server closes.
        expect(performance.now() - signalled).toBeLessThan(DRAIN_DELAY_MS);

        await vi.waitFor(async () => expect(await refusesConnections(port)).toBe(true), WAIT);
        const stillRunning = await Promise.race([
          started.exited.then(() => false),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 500)),
        ]);
        expect(stillRunning).toBe(true);

        await lock.query('COMMIT');
        const response = await slow;
        expect(response.status).toBe(200);
        expect(Array.isArray(((await response.json()) as { content?: unknown }).content)).toBe(true);
      } finally {
        await lock.query('ROLLBACK').catch(() => {});
        lock.release();
      }
      expect(await started.exited, started.output()).toEqual({ code: 0, signal: null });
      expect(errorLines(started.output())).toEqual([]);
    }, 120_000);
  },
);
