import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startAppProcess, stopAppProcess, type AppProcess } from '../test/app-process.js';
import { errorLines, local } from '../test/process-http.js';
import { createServerDatabase, type ServerDatabase } from '../test/server-database.js';
import { MIGRATIONS_DIR } from './migrate.js';

/**
 * A deploy's first start: several app processes (apps/api/src/main.ts as child processes) started at
 * once on an empty PostgreSQL database. PostgreSQL only: an embedded database belongs to one process.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
/** Generous: three process starts at once (tsx compiles the app in each) on a shared, busy machine. */
const START_TIMEOUT_MS = 150_000;

let database: ServerDatabase | undefined;
let dataDir: string;
let processes: AppProcess[] = [];

beforeAll(async () => {
  if (!serverUrl) return;
  database = await createServerDatabase(serverUrl, { empty: true });
  dataDir = await mkdtemp(join(tmpdir(), 'td-deploy-'));
});
afterAll(async () => {
  for (const app of processes) app.kill('SIGKILL');
  await Promise.all(processes.map((app) => app.exited));
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(!serverUrl)('deploys: migrations when several processes start at once (PostgreSQL)', () => {
  it(
    'three processes started at once on an empty database all become ready; every migration is applied exactly once, no index left invalid, no error logged',
    async () => {
      if (!database) throw new Error('no database');
      const ports = [await freePort(), await freePort(), await freePort()];
      processes = ports.map((port) =>
        startAppProcess({
          DATABASE_URL: database?.url ?? '',
          DATA_DIR: dataDir,
          PORT: String(port),
          SHUTDOWN_DRAIN_DELAY_MS: '0',
        }),
      );
      await Promise.all(processes.map((app) => app.running));
      for (const port of ports) expect((await fetch(`${local(port)}/readyz`)).status).toBe(200);

      const journal = JSON.parse(await readFile(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
        entries: { when: number }[];
      };
      const { rows } = await database.pool.query<{ created_at: string; n: number }>(
        'select created_at::text, count(*)::int as n from drizzle.__drizzle_migrations group by 1 order by 1',
      );
      expect(rows.map((row) => Number(row.created_at))).toEqual(journal.entries.map((entry) => entry.when));
      expect(rows.filter((row) => row.n !== 1)).toEqual([]);
      const invalid = await database.pool.query(
        'select indexrelid::regclass from pg_index where not indisvalid',
      );
      expect(invalid.rows).toEqual([]);

      await Promise.all(processes.map((app) => stopAppProcess(app)));
      for (const app of processes) {
        expect(errorLines(app.output())).toEqual([]);
        expect((await app.exited).code).toBe(0);
      }
    },
    START_TIMEOUT_MS,
  );
});
