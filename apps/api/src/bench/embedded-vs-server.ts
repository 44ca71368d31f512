import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { users } from '../db/schema/index.js';
import { seedDemoData, seedReferenceData } from '../db/seed/index.js';
import { localFileStorage } from '../integrations/files/local-file-storage.js';
import { sessionTimes } from '../lib/session-times.js';
import { SESSION_COOKIE, startSession } from '../modules/auth/session.service.js';
import { DEFAULT_BENCH_URL } from './bench-database.js';
import { httpLoad, type LoadResult } from './http-load.js';
import { formatMs } from './report.js';

/**
 * `npm run bench -- --embedded`: read throughput of the same app on the embedded database (one connection,
 * see db/client.ts) and on the PostgreSQL server, both holding the demo data, under the same HTTP load
 * (8 clients, the candidate list, a filtered page and a details page in turn). Prints both and the ratio.
 * Env: BENCH_DATABASE_URL names the server (a scratch database is created and dropped on it),
 * BENCH_ITERATIONS requests per case (default 200).
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
const requests = Number(process.env.BENCH_ITERATIONS ?? 200) * 3;
const CONCURRENCY = 8;

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: new URL('/postgres', serverUrl).toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function measureApp(database: Database, label: string, dataDir: string): Promise<LoadResult> {
  await runMigrations(database.db);
  await seedReferenceData(database.db);
  const files = localFileStorage(join(dataDir, 'files'));
  await seedDemoData(database.db, files);
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
    return result;
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  console.log(`\nEmbedded vs server: ${requests} reads, ${CONCURRENCY} concurrent clients, demo data\n`);
  const embeddedDir = await mkdtemp(join(tmpdir(), 'td-embedded-bench-'));
  const embedded = await openDatabase({ poolSize: 1 });
  const embeddedResult = await measureApp(embedded, 'embedded', embeddedDir).finally(() => embedded.close());

  const name = `td_bench_cmp_${process.pid}`;
  await onServer(`CREATE DATABASE ${name}`);
  const serverDir = await mkdtemp(join(tmpdir(), 'td-server-bench-'));
  const server = await openDatabase({ databaseUrl: new URL(`/${name}`, serverUrl).toString(), poolSize: 10 });
  try {
    const serverResult = await measureApp(server, 'PostgreSQL', serverDir);
    const ratio = serverResult.requestsPerSecond / embeddedResult.requestsPerSecond;
    console.log(`\n  PostgreSQL / embedded throughput: ${ratio.toFixed(2)}x\n`);
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
