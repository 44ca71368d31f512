import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort, startAppProcess, type AppProcess } from './test/app-process.js';
import { startCountingSmtpServer, type CountingSmtpServer } from './test/counting-smtp-server.js';
import { errorLines, insertAdmin, local, PROCESS_ORIGIN, signIn } from './test/process-http.js';
import { createServerDatabase, type ServerDatabase } from './test/server-database.js';

/**
 * PROCESS_ROLE with real processes (apps/api/src/main.ts as child processes) on one PostgreSQL database
 * and one SMTP server. The tests run in order and share the processes (each start compiles the app):
 * a web alone first, then a worker beside it, then a second web.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
/** Generous: process starts (tsx compiles the app) on a shared, busy machine. */
const WAIT = { timeout: 100_000, interval: 100 };
const TEST_TIMEOUT = 200_000;
const EMAIL = 'roles-admin@example.test';

let database: ServerDatabase | undefined;
let smtp: CountingSmtpServer | undefined;
let dataDir: string;
const processes: AppProcess[] = [];
let web: { app: AppProcess; origin: string } | undefined;
let worker: { app: AppProcess; origin: string } | undefined;

beforeAll(async () => {
  if (!serverUrl) return;
  database = await createServerDatabase(serverUrl);
  smtp = await startCountingSmtpServer();
  dataDir = await mkdtemp(join(tmpdir(), 'td-roles-'));
  await insertAdmin(database.pool, EMAIL);
});
afterAll(async () => {
  for (const app of processes) app.kill('SIGKILL');
  await Promise.all(processes.map((app) => app.exited));
  await smtp?.close();
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function start(role: 'web' | 'worker'): Promise<{ app: AppProcess; origin: string }> {
  const port = await freePort();
  const app = startAppProcess({
    PROCESS_ROLE: role,
    DATABASE_URL: database?.url ?? '',
    SMTP_URL: smtp?.url ?? '',
    DATA_DIR: dataDir,
    PORT: String(port),
  });
  processes.push(app);
  await app.running;
  return { app, origin: local(port) };
}

async function resetJobStates(): Promise<string[]> {
  const { rows } = await (database?.pool.query<{ state: string }>(
    "select state::text from pgboss.job where name = 'password-reset-request'",
  ) ?? Promise.resolve({ rows: [] }));
  return rows.map((row) => row.state);
}

describe.skipIf(!serverUrl)('process roles (PostgreSQL, the app as child processes)', () => {
  it(
    'a web process queues a forgot-password request but runs no job; the e-mail goes out once a worker runs',
    async () => {
      web = await start('web');
      const asked = await fetch(`${web.origin}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PROCESS_ORIGIN },
        body: JSON.stringify({ email: EMAIL }),
      });
      expect(asked.status).toBe(202);
      // A process running jobs would take it at once (queueing wakes its worker) or within its 2 s poll.
      await sleep(5000);
      expect(await resetJobStates()).toEqual(['created']);
      expect(smtp?.total()).toBe(0);

      worker = await start('worker');
      await vi.waitFor(() => expect(smtp?.counts.get(EMAIL)).toBe(1), WAIT);
      await vi.waitFor(async () => expect(await resetJobStates()).toEqual(['completed']), WAIT);
    },
    TEST_TIMEOUT,
  );

  it('a worker process answers /healthz and /readyz, and 404 on the API, its documentation and the web app', async () => {
    if (!worker) throw new Error('the previous test starts the worker');
    expect((await fetch(`${worker.origin}/healthz`)).status).toBe(200);
    expect((await fetch(`${worker.origin}/readyz`)).status).toBe(200);
    for (const path of ['/api/auth/me', '/api/public/vacancies', '/api/vacancies', '/api/docs', '/']) {
      expect((await fetch(`${worker.origin}${path}`)).status, path).toBe(404);
    }
    const login = await fetch(`${worker.origin}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PROCESS_ORIGIN },
      body: JSON.stringify({ email: EMAIL, password: 'whatever-it-is' }),
    });
    expect(login.status).toBe(404);
  });

  it(
    'two web processes and a worker: a session started on one web continues on the other; the other web killed with SIGKILL during a stream of requests leaves the first answering every one',
    async () => {
      if (!web || !worker) throw new Error('the first test starts a web and a worker');
      const first = web;
      const second = await start('web');
      const cookie = await signIn(first.origin, EMAIL);
      const me = await fetch(`${second.origin}/api/auth/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(EMAIL);

      // A stream of reads on both webs; the second is killed part-way through.
      const statuses: number[] = [];
      const stream = (async () => {
        for (let n = 0; n < 60; n++) {
          const response = await fetch(`${first.origin}/api/auth/me`, { headers: { cookie } });
          statuses.push(response.status);
          await response.arrayBuffer();
          await fetch(`${second.origin}/api/auth/me`, { headers: { cookie } }).catch(() => undefined);
        }
      })();
      await vi.waitFor(() => expect(statuses.length).toBeGreaterThanOrEqual(20), WAIT);
      second.app.kill('SIGKILL');
      expect((await second.app.exited).signal).toBe('SIGKILL');
      await stream;
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(statuses.length).toBe(60);
      expect((await fetch(`${first.origin}/readyz`)).status).toBe(200);
      expect(errorLines(first.app.output())).toEqual([]);
      expect(errorLines(worker.app.output())).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});
