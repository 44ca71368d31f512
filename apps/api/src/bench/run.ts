import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/index.js';
import { localFileStorage } from '../integrations/files/local-file-storage.js';
import type { Role } from '@talent-desk/shared';
import type { Actor } from '../lib/actor.js';
import { demoSessions } from './bench-sessions.js';
import { DEFAULT_BENCH_URL, openBenchDatabase } from './bench-database.js';
import { dashboardCases, rawServiceRunner, searchCases, type ServiceCase } from './dashboard-search-cases.js';
import { explain, type ExplainResult } from './explain.js';
import { exportOnce, exportSelection, type ExportRun } from './export-bench.js';
import { httpLoad } from './http-load.js';
import { AUDIENCE_PREVIEW_CASES, LIST_CASES, listStatements, rawListRunner } from './list-cases.js';
import { formatMs, listTable, simpleTable, type ListRow } from './report.js';
import { measure } from './stats.js';

/**
 * `npm run bench`: the candidate list, its raw SQL, the xlsx export and EXPLAIN on PostgreSQL with a
 * million candidates (issue 3, "Performance"). Prints tables; writes the figures as JSON under /tmp.
 * Env: BENCH_DATABASE_URL, BENCH_CANDIDATES (1,000,000), BENCH_ITERATIONS (200), BENCH_EXPORT_ROWS (10,000).
 */
const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
const candidateCount = Number(process.env.BENCH_CANDIDATES ?? 1_000_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
const exportRows = Number(process.env.BENCH_EXPORT_ROWS ?? 10_000);
const warmup = Math.max(5, Math.round(iterations / 10));
const workDir = '/tmp/td-bench';
type MeasuredCase = { key: string; label: string; goalMs: number; url: string };

/** One GET through the app (in process) beside `rawRun`, its statements through pg: the table's row. */
async function measureCase(
  app: FastifyInstance,
  cookie: string,
  c: MeasuredCase,
  rawRun: () => Promise<unknown>,
): Promise<ListRow & { key: string; url: string }> {
  const get = async () => {
    const response = await app.inject({ method: 'GET', url: c.url, headers: { cookie } });
    if (response.statusCode !== 200)
      throw new Error(`${c.url} answered ${response.statusCode}: ${response.body}`);
    return response;
  };
  const total = ((await get()).json() as { totalElements: number }).totalElements;
  const api = await measure(get, iterations, warmup);
  const raw = await measure(rawRun, iterations, warmup);
  console.log(`  measured ${c.key}`);
  return { key: c.key, url: c.url, label: c.label, total, goalMs: c.goalMs, api, raw };
}

async function main(): Promise<void> {
  const files = localFileStorage(join(workDir, 'files'));
  const { database, seededMs } = await openBenchDatabase(url, candidateCount, files);
  const config = loadConfig({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    DATA_DIR: workDir,
    DATABASE_URL: url,
    HOST: '127.0.0.1',
  });
  const app = await buildApp({ config, database, files });
  const raw = new pg.Pool({ connectionString: url, max: 4 });
  try {
    // A session of each demo role: the list cases run as the TAG, as the candidates issue measured them.
    const sessions = await demoSessions(database.db, config);
    const { cookie, actor } = sessions.TAG;
    console.log(
      `\nBenchmark on ${new URL(url).pathname.slice(1)}: ${candidateCount.toLocaleString('en')} candidates, ${iterations} iterations after ${warmup} warm-up runs${seededMs ? ` (seeded in ${(seededMs / 1000).toFixed(0)} s)` : ''}\n`,
    );

    // The audience preview's cases run beside the list's: the same filters through the same list.
    const measured = [...LIST_CASES, ...AUDIENCE_PREVIEW_CASES];
    const lists: (ListRow & { key: string; url: string })[] = [];
    for (const c of measured) {
      lists.push(await measureCase(app, cookie, c, rawListRunner(database.db, raw, actor, c.query)));
    }

    // The dashboard lists of each role and the 8 search kinds, signed in as the demo users.
    const actors = Object.fromEntries(
      Object.entries(sessions).map(([role, session]) => [role, session.actor]),
    ) as Record<Role, Actor>;
    const services: (ListRow & { key: string; url: string })[] = [];
    const serviceCases: ServiceCase[] = [
      ...(await dashboardCases(database.db, actors)),
      ...(await searchCases(database.db)),
    ];
    for (const c of serviceCases) {
      const session = sessions[c.role];
      services.push(await measureCase(app, session.cookie, c, await rawServiceRunner(raw, c, session.actor)));
    }

    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const baseUrl =
      typeof address === 'string'
        ? address
        : `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const firstCase = LIST_CASES[0];
    const load = firstCase
      ? await httpLoad(`${baseUrl}${firstCase.url}`, cookie, 8, Math.max(100, iterations * 2), 30_000)
      : null;

    const ids = await exportSelection(raw, exportRows);
    await exportOnce(baseUrl, cookie, ids); // warm-up
    const exports: ExportRun[] = [];
    for (let i = 0; i < 3; i++) exports.push(await exportOnce(baseUrl, cookie, ids));

    const explains: ExplainResult[] = [];
    for (const c of measured) {
      const statements = listStatements(database.db, actor, c.query);
      explains.push(await explain(raw, `${c.key}: page ids`, statements.page));
      explains.push(await explain(raw, `${c.key}: count`, statements.count));
    }

    console.log(
      `\n(a)-(c) GET /api/candidates, and the audience preview (the same list at 15 rows, enableEmailNotification=true), in process (app.inject), beside the same statements as raw SQL through pg\n`,
    );
    console.log(listTable(lists));
    console.log(
      `\nThe dashboard lists of each role and the global search (8 kinds, size=6), API beside raw SQL\n`,
    );
    console.log(listTable(services));
    if (load) {
      console.log(
        `\nReal HTTP on 127.0.0.1, ${load.concurrency} concurrent clients, first case: ${load.n} requests, ` +
          `${load.requestsPerSecond.toFixed(0)} req/s, p50 ${formatMs(load.p50)} / p95 ${formatMs(load.p95)} / p99 ${formatMs(load.p99)} ms, ${load.errors} errors`,
      );
    }
    console.log(
      `\n(d) POST /api/candidates/export xlsx of ${ids.length.toLocaleString('en')} selected candidates over HTTP (3 runs after a warm-up)\n`,
    );
    console.log(
      simpleTable(
        ['run', 'status', 'rows', 'time ms', 'bytes', 'peak RSS delta MB'],
        exports.map((e, i) => [
          String(i + 1),
          String(e.status),
          String(e.rows),
          formatMs(e.ms),
          e.bytes.toLocaleString('en'),
          e.peakRssDeltaMb.toFixed(1),
        ]),
      ),
    );
    console.log(`\n(e) EXPLAIN (ANALYZE, BUFFERS) of the list statements: Seq Scan on candidates?\n`);
    console.log(
      simpleTable(
        ['statement', 'execution ms', 'seq scan on candidates'],
        explains.map((e) => [e.statement, formatMs(e.executionMs), e.seqScanOnCandidates ? 'YES' : 'no']),
      ),
    );
    const mainPlan = explains[0];
    if (mainPlan) console.log(`\nPlan of ${mainPlan.statement}:\n${mainPlan.plan.join('\n')}`);

    const out = join(workDir, 'results');
    await mkdir(out, { recursive: true });
    const file = join(out, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    await writeFile(
      file,
      JSON.stringify(
        {
          candidates: candidateCount,
          iterations,
          warmup,
          seededMs,
          lists,
          services,
          load,
          exports,
          explains,
        },
        null,
        2,
      ),
    );
    console.log(`\nResults written to ${file}`);
  } finally {
    await raw.end();
    await app.close();
    await database.close();
  }
}

await main();
