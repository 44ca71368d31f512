import { mkdir, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DashboardBlockKey, Role } from '@talent-desk/shared';
import { DEMO_PASSWORD, DEMO_USERS } from '../seed/demo/demo-constants.js';
import { createRng } from '../seed/prng.js';
import { localFileStorage } from '../integrations/files/local-file-storage.js';
import { startAppProcess, stopAppProcess, type AppProcess } from '../test/app-process.js';
import { DEFAULT_BENCH_URL, openBenchDatabase } from './bench-database.js';
import { assertLoopback } from './http-load.js';
import {
  buildCatalog,
  pickRequest,
  REQUEST_KINDS,
  type Catalog,
  type RequestKind,
} from './mixed-load-mix.js';
import { parseMixedLoadOptions, type MixedLoadOptions } from './mixed-load-options.js';
import { mixedLoadReport, summariseLoad, type Outcome, type Sample } from './mixed-load-stats.js';
import { runMain } from './run-main.js';

/**
 * `npm run bench -- --mixed [--users 200] [--duration 300] [--think 2000] [--candidates N]`: the mixed
 * read load of the issue. The bench database (BENCH_DATABASE_URL, seeded by bench-database.ts with N
 * candidates, default BENCH_CANDIDATES or 1,000,000) is served by the real server in a process of its own
 * (apps/api/src/main.ts, production defaults), so the load generator does not share its event loop. The
 * four demo users sign in through POST /api/auth/login (a few sessions each); every virtual user takes a
 * session in turn and loops: one request of the mix (mixed-load-mix.ts), then the think time with
 * jitter. Prints requests/s and p50/p95/p99 overall and per kind, the errors, and the verdict against
 * p95 < 200 ms with 0 errors (exit code 1 when it fails); writes the figures as JSON under /tmp.
 */
const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
const workDir = '/tmp/td-bench';
/** A request still unanswered after this long is an error ('timeout'). */
const REQUEST_TIMEOUT_MS = 30_000;
/** Ids each session's details, history and pipeline requests draw from (its own first list pages). */
const DISCOVERY_PAGES = 4;
const DISCOVERY_SIZE = 50;

type Session = { email: string; role: Role; cookie: string };

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function request(
  origin: string,
  path: string,
  cookie: string,
): Promise<{ outcome: Outcome; body: string }> {
  try {
    const response = await fetch(`${origin}${path}`, {
      headers: { cookie, accept: 'application/json' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { outcome: response.status, body: await response.text() };
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return { outcome: name === 'TimeoutError' ? 'timeout' : 'network', body: String(error) };
  }
}

async function signIn(origin: string, email: string): Promise<string> {
  const response = await fetch(`${origin}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (response.status !== 200)
    throw new Error(`sign-in of ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .find((pair) => pair.length > 0);
  if (!cookie) throw new Error(`sign-in of ${email} set no cookie`);
  return cookie;
}

async function getJson<T>(origin: string, path: string, cookie: string): Promise<T> {
  const { outcome, body } = await request(origin, path, cookie);
  if (outcome !== 200) throw new Error(`${path} answered ${outcome}: ${body.slice(0, 300)}`);
  return JSON.parse(body) as T;
}

/**
 * One demo user's catalog: the ids it sees (its first candidate and vacancy list pages), its dashboard
 * blocks, then every fixed path requested once (a warm-up too): one that does not answer 200 for the
 * role is left out of the mix and named, so the load measures only what the role really does.
 */
async function discover(origin: string, session: Session): Promise<{ catalog: Catalog; skipped: string[] }> {
  const ids = async (list: string) => {
    const found: string[] = [];
    for (let page = 1; page <= DISCOVERY_PAGES; page++) {
      const { content } = await getJson<{ content: { externalId: string }[] }>(
        origin,
        `${list}?page=${page}&size=${DISCOVERY_SIZE}`,
        session.cookie,
      );
      found.push(...content.map((row) => row.externalId));
      if (content.length < DISCOVERY_SIZE) break;
    }
    return found;
  };
  const { blocks } = await getJson<{ blocks: DashboardBlockKey[] }>(origin, '/api/dashboard', session.cookie);
  const full = buildCatalog({
    role: session.role,
    candidateIds: await ids('/api/candidates'),
    vacancyIds: await ids('/api/vacancies'),
    dashboardBlocks: blocks,
  });
  const skipped: string[] = [];
  const catalog = {} as Record<RequestKind, readonly string[]>;
  for (const kind of REQUEST_KINDS) {
    const kept: string[] = [];
    // Paths built from ids the role just listed are its own; the fixed ones are checked.
    const fixed = ![
      'candidate details',
      'candidate history',
      'vacancy candidates',
      'vacancy details',
    ].includes(kind);
    for (const path of new Set(full[kind])) {
      if (!fixed) {
        kept.push(path);
        continue;
      }
      const { outcome } = await request(origin, path, session.cookie);
      if (outcome === 200) kept.push(path);
      else skipped.push(`${path} (${outcome})`);
    }
    // Duplicates in a fixed list weigh that path more: keep them.
    catalog[kind] = full[kind].filter((path) => kept.includes(path));
  }
  return { catalog, skipped };
}

/** N virtual users until the deadline; each starts at a random moment within its first think time. */
async function runLoad(
  origin: string,
  sessions: readonly { session: Session; catalog: Catalog }[],
  options: MixedLoadOptions,
): Promise<{ samples: Sample[]; seconds: number }> {
  const samples: Sample[] = [];
  const started = performance.now();
  const deadline = started + options.durationSeconds * 1000;
  const virtualUser = async (index: number) => {
    const taken = sessions[index % sessions.length];
    if (!taken) throw new Error('no session to load with');
    const { session, catalog } = taken;
    const rng = createRng(options.seed * 100_003 + index);
    if (options.thinkMs > 0) await sleep(rng.next() * options.thinkMs);
    while (performance.now() < deadline) {
      const { kind, path } = pickRequest(catalog, rng);
      const t = performance.now();
      const { outcome } = await request(origin, path, session.cookie);
      samples.push({ kind, ms: performance.now() - t, outcome });
      if (options.thinkMs > 0) {
        // Jitter 50-150% so that the users drift apart instead of firing in step.
        const pause = options.thinkMs * (0.5 + rng.next());
        await sleep(Math.min(pause, Math.max(0, deadline - performance.now())));
      }
    }
  };
  const progress = setInterval(() => {
    const elapsed = (performance.now() - started) / 1000;
    console.log(`  ${elapsed.toFixed(0)} s: ${samples.length.toLocaleString('en')} requests`);
  }, 30_000);
  try {
    await Promise.all(Array.from({ length: options.users }, (_, i) => virtualUser(i)));
  } finally {
    clearInterval(progress);
  }
  return { samples, seconds: (performance.now() - started) / 1000 };
}

async function main(): Promise<number> {
  const options = parseMixedLoadOptions(
    process.argv.slice(2).filter((arg) => arg !== '--mixed'),
    process.env,
  );
  const files = localFileStorage(join(workDir, 'files'));
  const { database, seededMs } = await openBenchDatabase(url, options.candidates, files);
  await database.close();

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  assertLoopback([origin]);
  let app: AppProcess | undefined;
  try {
    app = startAppProcess({ DATABASE_URL: url, DATA_DIR: workDir, PORT: String(port) });
    await app.running;

    const sessions: { session: Session; catalog: Catalog }[] = [];
    // Interleaved (ADMIN, TAG, VENDOR, VENDOR, ADMIN...) so that every role gets a quarter of the users.
    for (let round = 0; round < options.sessionsPerUser; round++) {
      for (const user of DEMO_USERS) {
        const session = { email: user.email, role: user.role, cookie: await signIn(origin, user.email) };
        const known = sessions.find((s) => s.session.email === user.email);
        if (known) {
          sessions.push({ session, catalog: known.catalog });
          continue;
        }
        const { catalog, skipped } = await discover(origin, session);
        const sizes = REQUEST_KINDS.map((k) => `${catalog[k].length} ${k}`).join(', ');
        console.log(`  ${user.role.padEnd(6)} ${user.email}: ${sizes}`);
        if (skipped.length > 0) console.log(`    left out (not 200 for this role): ${skipped.join(', ')}`);
        sessions.push({ session, catalog });
      }
    }

    console.log(
      `\nMixed read load on ${new URL(url).pathname.slice(1)}: ${options.candidates.toLocaleString('en')} candidates${seededMs ? ` (seeded in ${(seededMs / 1000).toFixed(0)} s)` : ''}, ` +
        `${options.users} users on ${sessions.length} sessions of ${DEMO_USERS.length} demo users, ` +
        `${options.thinkMs > 0 ? `think ${options.thinkMs} ms (50-150%)` : 'no think time (closed loop)'}, ${options.durationSeconds} s, app process on ${origin}\n`,
    );
    const { samples, seconds } = await runLoad(origin, sessions, options);
    const summary = summariseLoad(samples, seconds);
    console.log(
      `\n${summary.overall.n.toLocaleString('en')} requests in ${seconds.toFixed(1)} s: ${summary.overall.requestsPerSecond.toFixed(1)} req/s\n`,
    );
    console.log(mixedLoadReport(summary));
    if (!summary.goal.errorsMet) {
      const said = app.output().trim().split('\n').slice(-20).join('\n');
      if (said) console.log(`\nThe app process's last lines:\n${said}`);
    }

    const out = join(workDir, 'results');
    await mkdir(out, { recursive: true });
    const file = join(out, `mixed-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    await writeFile(file, JSON.stringify({ options, seededMs, summary }, null, 2));
    console.log(`\nResults written to ${file}`);
    return summary.goal.met ? 0 : 1;
  } finally {
    if (app) await stopAppProcess(app);
  }
}

runMain(main);
