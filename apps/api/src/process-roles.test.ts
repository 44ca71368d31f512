import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startS3TestServer, type S3TestServer } from './integrations/files/s3-test-server.js';
import { JOB_WORKERS } from './jobs-plugin.js';
import { freePort, startAppProcess, type AppProcess } from './test/app-process.js';
import { startCountingSmtpServer, type CountingSmtpServer } from './test/counting-smtp-server.js';
import { candidateFormBody, createCandidateMultipart, pdfBytes } from './test/fixtures.js';
import { errorLines, insertAdmin, local, PROCESS_ORIGIN, signIn } from './test/process-http.js';
import { createServerDatabase, type ServerDatabase } from './test/server-database.js';
import { parseExposition } from './wings/operations/testing/index.js';

/**
 * PROCESS_ROLE with real processes (apps/api/src/main.ts as child processes) on one PostgreSQL database,
 * one S3 bucket (s3rver) and one SMTP server; each process has a DATA_DIR of its own, so only the
 * database and the bucket carry anything from one to another. The tests run in order and share the
 * processes (each start compiles the app): a web alone first, then a worker beside it, then a second
 * web, which the last test kills.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
/** Generous: process starts (tsx compiles the app) on a shared, busy machine. */
const WAIT = { timeout: 100_000, interval: 100 };
const TEST_TIMEOUT = 200_000;
const EMAIL = 'roles-admin@example.test';
const METRICS_TOKEN = 'process-roles-metrics-token-0123456789';
const S3_PREFIX = 'roles';

type Running = { app: AppProcess; origin: string };

let database: ServerDatabase | undefined;
let smtp: CountingSmtpServer | undefined;
let s3: S3TestServer | undefined;
let dataRoot: string | undefined;
const processes: AppProcess[] = [];
let web: Running | undefined;
let worker: Running | undefined;
let secondWeb: Running | undefined;
/** The admin's session, started on the first web by the session test. */
let cookie: string | undefined;

beforeAll(async () => {
  if (!serverUrl) return;
  database = await createServerDatabase(serverUrl);
  smtp = await startCountingSmtpServer();
  s3 = await startS3TestServer({ prefix: S3_PREFIX });
  dataRoot = await mkdtemp(join(tmpdir(), 'td-roles-'));
  await insertAdmin(database.pool, EMAIL);
});
afterAll(async () => {
  for (const app of processes) app.kill('SIGKILL');
  await Promise.all(processes.map((app) => app.exited));
  await smtp?.close();
  await s3?.close();
  await database?.drop();
  if (dataRoot) await rm(dataRoot, { recursive: true, force: true });
});

async function start(role: 'web' | 'worker'): Promise<Running> {
  if (!database || !smtp || !s3 || !dataRoot) throw new Error('beforeAll prepares the services');
  const port = await freePort();
  const app = startAppProcess({
    PROCESS_ROLE: role,
    DATABASE_URL: database.url,
    SMTP_URL: smtp.url,
    S3_URL: s3.url,
    DATA_DIR: await mkdtemp(join(dataRoot, `${role}-`)),
    METRICS_TOKEN,
    PORT: String(port),
  });
  processes.push(app);
  await app.running;
  return { app, origin: local(port) };
}

/** The processes the earlier tests started (they run in order and share them). */
function started(): { first: Running; worker: Running; second: Running; cookie: string } {
  if (!web || !worker || !secondWeb || !cookie)
    throw new Error('the earlier tests start both webs and the worker and sign in');
  return { first: web, worker, second: secondWeb, cookie };
}

/** talentdesk_job_workers of one process: each kind of job worker, 1 when the process runs it. */
async function jobWorkers(origin: string): Promise<Record<string, number>> {
  const response = await fetch(`${origin}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(response.status).toBe(200);
  const samples = parseExposition(await response.text()).filter((s) => s.name === 'talentdesk_job_workers');
  return Object.fromEntries(samples.map((s) => [s.labels.worker ?? '', s.value]));
}
const everyWorker = (value: 0 | 1) => Object.fromEntries(JOB_WORKERS.map((kind) => [kind, value]));

type ResetJob = { state: string; startedAfter: boolean | null; retries: number };

/**
 * The forgot-password jobs: state, whether each was (last) started after `mark`, a time on the database's
 * clock (null without a mark, or when not started), and how often it was retried.
 */
async function resetJobs(mark: string | null = null): Promise<ResetJob[]> {
  const { rows } = await (database?.pool.query<{
    state: string;
    started_after: boolean | null;
    retries: number;
  }>(
    `select state::text, started_on >= $1::timestamptz as started_after, retry_count as retries
     from pgboss.job where name = 'password-reset-request'`,
    [mark],
  ) ?? Promise.resolve({ rows: [] }));
  return rows.map((row) => ({ state: row.state, startedAfter: row.started_after, retries: row.retries }));
}

/** A JSON request as the web app sends it (same origin), with the session. */
async function send(origin: string, method: string, path: string, body?: object): Promise<Response> {
  const { cookie: session } = started();
  return fetch(`${origin}${path}`, {
    method,
    headers: {
      cookie: session,
      origin: PROCESS_ORIGIN,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
}

/** POST /api/candidates as the web app sends it: multipart, the form's JSON and the resume file. */
async function createCandidate(
  origin: string,
  body: Record<string, unknown>,
  resume: { fileName: string; content: Buffer },
): Promise<string> {
  const { payload, headers } = createCandidateMultipart(body, resume);
  const { cookie: session } = started();
  const response = await fetch(`${origin}/api/candidates`, {
    method: 'POST',
    headers: { ...headers, cookie: session, origin: PROCESS_ORIGIN },
    body: new Uint8Array(payload),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { externalId: string }).externalId;
}

describe.skipIf(!serverUrl)('process roles (PostgreSQL, the app as child processes)', () => {
  it(
    'a web process reports no job worker and queues a forgot-password request that stays created; a worker started later takes it and sends the e-mail once',
    async () => {
      web = await start('web');
      // The web's jobs plugin started none of its workers (the gauge is set as each one starts).
      expect(await jobWorkers(web.origin)).toEqual(everyWorker(0));
      const asked = await fetch(`${web.origin}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PROCESS_ORIGIN },
        body: JSON.stringify({ email: EMAIL }),
      });
      expect(asked.status).toBe(202);
      expect((await resetJobs()).map((job) => job.state)).toEqual(['created']);
      expect(smtp?.total()).toBe(0);

      // The database's clock before the worker exists: the job must be started after it, and never retried.
      const { rows } = (await database?.pool.query<{ now: string }>('select now()::text as now')) ?? {};
      const workerSpawned = rows?.[0]?.now ?? '';
      worker = await start('worker');
      const { origin } = worker;
      await vi.waitFor(async () => expect(await jobWorkers(origin)).toEqual(everyWorker(1)), WAIT);
      await vi.waitFor(() => expect(smtp?.counts.get(EMAIL)).toBe(1), WAIT);
      await vi.waitFor(
        async () =>
          expect(await resetJobs(workerSpawned)).toEqual([
            { state: 'completed', startedAfter: true, retries: 0 },
          ]),
        WAIT,
      );
      expect(smtp?.total()).toBe(1);
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
    'two web processes: a user signs in through one and continues on the other; neither runs a job worker',
    async () => {
      if (!web || !worker) throw new Error('the first test starts a web and a worker');
      secondWeb = await start('web');
      expect(await jobWorkers(secondWeb.origin)).toEqual(everyWorker(0));
      cookie = await signIn(web.origin, EMAIL);
      const me = await fetch(`${secondWeb.origin}/api/auth/me`, { headers: { cookie } });
      expect(me.status).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(EMAIL);
    },
    TEST_TIMEOUT,
  );

  it('a resume uploaded through one web process downloads byte for byte through the other, from the S3 bucket', async () => {
    const { first, second } = started();
    // Random bytes after a PDF header: any change on the way shows.
    const content = Buffer.concat([pdfBytes('process roles'), randomBytes(512 * 1024)]);
    const externalId = await createCandidate(first.origin, candidateFormBody({ lastName: 'Rolesresume' }), {
      fileName: 'Lebenslauf.pdf',
      content,
    });

    const download = await send(second.origin, 'GET', `/api/candidates/${externalId}/resume`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="Lebenslauf.pdf"/);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
    // The body is the bucket's object (each process has its own DATA_DIR, so nothing else could carry it).
    const { rows } = (await database?.pool.query<{ key: string }>(
      `select r.storage_key as key from resumes r join candidates c on c.id = r.candidate_id
       where c.external_id = $1`,
      [externalId],
    )) ?? { rows: [] };
    expect(rows).toHaveLength(1);
    expect(await s3?.listKeys()).toContain(`${S3_PREFIX}/${rows[0]?.key}`);
  });

  it(
    'a campaign scheduled through a web process is sent by the worker alone: each recipient gets exactly one e-mail',
    async () => {
      const { first, second, worker: jobs } = started();
      const tag = 'Rolescampaign';
      const recipients = ['ana', 'ben', 'cleo'].map((name) => `${name}-roles@example.test`);
      for (const email of recipients) {
        await createCandidate(
          first.origin,
          candidateFormBody({ firstName: email.split('-')[0], lastName: tag, email }),
          { fileName: 'cv.pdf', content: pdfBytes(email) },
        );
      }

      // The campaign wizard as the web app calls it: audience, content, schedule (starting now).
      const created = await send(first.origin, 'POST', '/api/campaigns', {
        name: 'Process roles',
        audienceExternalId: 'CUSTOM',
        candidateFilters: { names: [tag] },
        applicationFilters: {},
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const { externalId } = (await created.json()) as { externalId: string };
      const content = await send(first.origin, 'PUT', `/api/campaigns/${externalId}/content`, {
        subject: 'A role for you, {{candidate.firstName}}',
        body: '<p>Hello {{candidate.fullName}}, see {{campaign.title}}. {{survey.link}}</p>',
        startTime: new Date().toISOString(),
        endTime: new Date(Date.now() + 86_400_000).toISOString(),
      });
      expect(content.status, await content.clone().text()).toBe(200);
      const scheduled = await send(first.origin, 'POST', `/api/campaigns/${externalId}/schedule`);
      expect(scheduled.status, await scheduled.clone().text()).toBe(200);

      // Opening and sending are jobs: the worker is the only process that runs any.
      await vi.waitFor(async () => {
        const detail = await send(second.origin, 'GET', `/api/campaigns/${externalId}`);
        expect(detail.status).toBe(200);
        const { status, recipientCounts } = (await detail.json()) as {
          status: string;
          recipientCounts: { total: number; sent: number; failed: number };
        };
        expect({ status, ...recipientCounts }).toMatchObject({
          status: 'OPEN',
          total: 3,
          sent: 3,
          failed: 0,
        });
      }, WAIT);
      for (const email of recipients) expect(smtp?.counts.get(email), email).toBe(1);
      expect([...(smtp?.counts.keys() ?? [])].sort()).toEqual([EMAIL, ...recipients].sort());
      expect(await jobWorkers(first.origin)).toEqual(everyWorker(0));
      expect(await jobWorkers(second.origin)).toEqual(everyWorker(0));
      expect(await jobWorkers(jobs.origin)).toEqual(everyWorker(1));
    },
    TEST_TIMEOUT,
  );

  it(
    'a web process killed with SIGKILL during a stream of requests leaves the other web answering every one',
    async () => {
      const { first, second, worker: jobs, cookie: session } = started();
      // A stream of reads on both webs; the second is killed part-way through.
      const statuses: number[] = [];
      const stream = (async () => {
        for (let n = 0; n < 60; n++) {
          const response = await fetch(`${first.origin}/api/auth/me`, { headers: { cookie: session } });
          statuses.push(response.status);
          await response.arrayBuffer();
          await fetch(`${second.origin}/api/auth/me`, { headers: { cookie: session } }).catch(
            () => undefined,
          );
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
      expect(errorLines(jobs.app.output())).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});
