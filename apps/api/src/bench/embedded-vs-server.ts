import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/index.js';
import { openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { users } from '../db/schema/index.js';
import { seedDemoData, seedReferenceData } from '../seed/index.js';
import { localFileStorage } from '../integrations/files/local-file-storage.js';
import { sessionTimes } from '../lib/session-times.js';
import { SESSION_COOKIE, startSession } from '../wings/people/index.js';
import { DEFAULT_BENCH_URL } from './bench-database.js';
import { httpLoad, type LoadResult } from './http-load.js';
import { LIST_CASES } from './list-cases.js';
import { wholeNumber } from './mixed-load-options.js';
import { formatMs } from './report.js';
import { measure, type Timing } from './stats.js';

/**
 * `npm run bench -- --embedded`: the same app on the embedded database (PGlite behind pglite-socket, one
 * connection, see db/client.ts) and on the PostgreSQL server, both holding the demo data plus bulk
 * candidates (`--candidates N`, else BENCH_EMBEDDED_CANDIDATES, default 100,000): the candidate list
 * cases of `npm run bench` one request at a time over HTTP (p50/p95 and the ratio per case), then the
 * throughput of 8 concurrent clients (the list, a filtered page and a details page in turn).
 * Env: BENCH_DATABASE_URL names the server (a scratch database is created and dropped on it),
 * BENCH_EMBEDDED_ITERATIONS requests per list case (default 50), BENCH_ITERATIONS x 3 requests of the
 * concurrent load (default 600).
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
const requests = Number(process.env.BENCH_ITERATIONS ?? 200) * 3;
const caseIterations = Number(process.env.BENCH_EMBEDDED_ITERATIONS ?? 50);
const CONCURRENCY = 8;

const { values: options } = parseArgs({
  args: process.argv.slice(2),
  options: { candidates: { type: 'string' } },
  strict: true,
});
const bulkCandidates = wholeNumber(
  'candidates',
  options.candidates ?? process.env.BENCH_EMBEDDED_CANDIDATES,
  100_000,
  0,
  10_000_000,
);

type Measured = { cases: Map<string, Timing>; load: LoadResult };

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: new URL('/postgres', serverUrl).toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function measureApp(database: Database, label: string, dataDir: string): Promise<Measured> {
  await runMigrations(database.pool);
  await seedReferenceData(database.db);
  const files = localFileStorage(join(dataDir, 'files'));
  const seeding = performance.now();
  await seedDemoData(database.db, files, { candidates: bulkCandidates });
  await database.db.execute(sql`VACUUM (ANALYZE)`);
  console.log(`  ${label}: seeded in ${((performance.now() - seeding) / 1000).toFixed(0)} s`);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
  });
  const app = await buildApp({ config, database, files });
  try {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const [tag] = await database.db.select().from(users).where(eq(users.email, 'recruiter@talentdesk.test'));
    if (!tag) throw new Error('demo TAG user missing');
    const cookie = `${SESSION_COOKIE}=${await startSession(database.db, tag.id, sessionTimes(config))}`;
    const page = await fetch(`${origin}/api/candidates?size=1`, { headers: { cookie } });
    const firstId = ((await page.json()) as { content: { externalId: string }[] }).content[0]?.externalId;
    const cases = new Map<string, Timing>();
    for (const c of LIST_CASES) {
      const get = async () => {
        const response = await fetch(`${origin}${c.url}`, { headers: { cookie } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`${c.url} answered ${response.status}`);
      };
      cases.set(c.key, await measure(get, caseIterations, 5));
    }
    const urls = [
      `${origin}/api/candidates?size=15`,
      `${origin}/api/candidates?size=15&countries=India&column=fullName&order=asc`,
      `${origin}/api/candidates/${firstId}`,
    ];
    await httpLoad(urls, cookie, CONCURRENCY, 60, 30_000); // warm-up
    const result = await httpLoad(urls, cookie, CONCURRENCY, requests, 120_000);
    console.log(
      `  ${label.padEnd(10)} ${result.requestsPerSecond.toFixed(0).padStart(5)} req/s  p50 ${formatMs(result.p50)}  p95 ${formatMs(result.p95)}  p99 ${formatMs(result.p99)}  errors ${result.errors}`,
    );
    return { cases, load: result };
  } finally {
    await app.close();
  }
}

function printComparison(embedded: Measured, server: Measured): void {
  console.log(
    `\n  list case (one request at a time)       | embedded p50 / p95  | PostgreSQL p50 / p95 | p50 ratio`,
  );
  for (const c of LIST_CASES) {
    const e = embedded.cases.get(c.key);
    const p = server.cases.get(c.key);
    if (!e || !p) continue;
    console.log(
      `  ${c.key.padEnd(40)} | ${`${formatMs(e.p50)} / ${formatMs(e.p95)}`.padEnd(19)} | ${`${formatMs(p.p50)} / ${formatMs(p.p95)}`.padEnd(20)} | ${(e.p50 / p.p50).toFixed(2)}x`,
    );
  }
  const ratio = server.load.requestsPerSecond / embedded.load.requestsPerSecond;
  console.log(
    `\n  8 clients: PostgreSQL / embedded throughput ${ratio.toFixed(2)}x (goal: embedded at most 3x slower)\n`,
  );
}

async function main(): Promise<void> {
  console.log(
    `\nEmbedded vs server: demo data + ${bulkCandidates.toLocaleString('en')} candidates; ${caseIterations} requests per list case, then ${requests} reads by ${CONCURRENCY} concurrent clients\n`,
  );
  const embeddedDir = await mkdtemp(join(tmpdir(), 'td-embedded-bench-'));
  const embedded = await openDatabase({ poolSize: 1 });
  const embeddedResult = await measureApp(embedded, 'embedded', embeddedDir).finally(() => embedded.close());

  const name = `td_bench_cmp_${process.pid}`;
  await onServer(`CREATE DATABASE ${name}`);
  const serverDir = await mkdtemp(join(tmpdir(), 'td-server-bench-'));
  const server = await openDatabase({ databaseUrl: new URL(`/${name}`, serverUrl).toString(), poolSize: 10 });
  try {
    const serverResult = await measureApp(server, 'PostgreSQL', serverDir);
    printComparison(embeddedResult, serverResult);
  } finally {
    await server.close();
    await onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(embeddedDir, { recursive: true, force: true });
    await rm(serverDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
