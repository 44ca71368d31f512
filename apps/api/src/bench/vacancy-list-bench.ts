import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/index.js';
import { openDatabase, type Db } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { users } from '../db/schema/index.js';
import { seedDemoData, seedReferenceData } from '../seed/index.js';
import { localFileStorage } from '../integrations/files/local-file-storage.js';
import { sessionTimes } from '../lib/session-times.js';
import { SESSION_COOKIE, startSession } from '../wings/people/index.js';
import { DEFAULT_BENCH_URL } from './bench-database.js';
import { httpLoad } from './http-load.js';
import { formatMs, simpleTable } from './report.js';
import { measure } from './stats.js';

/**
 * `npm run bench -- --vacancies`: the vacancy list over real HTTP on PostgreSQL with 10,000 vacancies
 * (BENCH_VACANCIES), 5 candidates on each and a share with one of 20 vendors, in a scratch database that
 * is dropped afterwards. Sequential p50/p95/p99 per case (BENCH_ITERATIONS, default 200), then the
 * throughput of 8 concurrent clients, as a TAG (every vacancy) and as a VENDOR (its shared ones).
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
const vacancyCount = Number(process.env.BENCH_VACANCIES ?? 10_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
const scratch = `td_bench_vacancies_${process.pid}`;

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: new URL('/postgres', serverUrl).toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** 10,000 vacancies over every status and type, 5 assignments each, every one shared with a vendor. */
async function seedVacancies(db: Db) {
  await db.execute(sql`
    INSERT INTO vacancies (title, glo_vacancy_id, status, type, business_group_id, project_name, publish_to_external_app, openings, created_at)
    SELECT (array['Java Developer','React Developer','Data Engineer','QA Engineer','DevOps Engineer','Business Analyst'])[1 + i % 6] || ' ' || i,
           'GLO-B-' || i,
           (enum_range(NULL::vacancy_status))[1 + i % 7],
           (enum_range(NULL::vacancy_type))[1 + i % 2],
           (SELECT id FROM business_groups ORDER BY id OFFSET i % 5 LIMIT 1),
           'Project ' || (i % 40),
           i % 3 = 0,
           1 + i % 4,
           now() - (i || ' minutes')::interval
    FROM generate_series(1, ${vacancyCount}) AS i`);
  await db.execute(sql`
    INSERT INTO vacancy_vendors (vacancy_id, vendor_id)
    SELECT v.id, (SELECT id FROM vendors ORDER BY id OFFSET v.id % 8 LIMIT 1)
    FROM vacancies v WHERE v.glo_vacancy_id LIKE 'GLO-B-%' ON CONFLICT DO NOTHING`);
  await db.execute(sql`
    INSERT INTO candidate_vacancies (candidate_id, vacancy_id, status)
    SELECT c.id, v.id, (array['PENDING','ACCEPTED','SHORTLISTED','REJECTED']::candidate_status[])[1 + (v.id + c.n) % 4]
    FROM vacancies v
    CROSS JOIN LATERAL (SELECT id, row_number() OVER () AS n FROM candidates ORDER BY id OFFSET v.id % 100 LIMIT 5) c
    WHERE v.glo_vacancy_id LIKE 'GLO-B-%' ON CONFLICT DO NOTHING`);
  await db.execute(sql`ANALYZE`);
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'td-vacancy-bench-'));
  await onServer(`CREATE DATABASE ${scratch}`);
  const database = await openDatabase({
    databaseUrl: new URL(`/${scratch}`, serverUrl).toString(),
    poolSize: 10,
  });
  try {
    await runMigrations(database.pool);
    await seedReferenceData(database.db);
    const files = localFileStorage(join(dataDir, 'files'));
    await seedDemoData(database.db, files);
    const seeding = performance.now();
    await seedVacancies(database.db);
    const [{ n = 0 } = {}] = (
      await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM vacancies`)
    ).rows;
    console.log(
      `\nVacancy list: ${n.toLocaleString('en')} vacancies (seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s), ${iterations} iterations per case\n`,
    );

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
    });
    const app = await buildApp({ config, database, files });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const cookieOf = async (email: string) => {
      const [user] = await database.db.select().from(users).where(eq(users.email, email));
      if (!user) throw new Error(`demo user ${email} missing`);
      return `${SESSION_COOKIE}=${await startSession(database.db, user.id, sessionTimes(config))}`;
    };
    const tag = await cookieOf('recruiter@talentdesk.test');
    const vendor = await cookieOf('vendor@acme.test');
    const cases: [string, string, string][] = [
      ['first page, newest first (default)', '/api/vacancies?page=1&size=15', tag],
      [
        'OPEN + EXTERNAL, by title',
        '/api/vacancies?statuses=OPEN&types=EXTERNAL&column=title&order=asc',
        tag,
      ],
      [
        'search "engineer 42", by candidates',
        '/api/vacancies?search=engineer%2042&column=candidatesCount&order=desc',
        tag,
      ],
      [
        'deep page 300 x 25, by GLO-R id',
        '/api/vacancies?page=300&size=25&column=gloVacancyId&order=asc',
        tag,
      ],
      ['VENDOR: its shared vacancies', '/api/vacancies?page=1&size=15', vendor],
    ];
    const rows: string[][] = [];
    for (const [label, path, cookie] of cases) {
      const first = await fetch(`${origin}${path}`, { headers: { cookie } });
      if (!first.ok) throw new Error(`${label}: ${first.status}`);
      const total = ((await first.json()) as { totalElements: number }).totalElements;
      const timing = await measure(
        async () => {
          const response = await fetch(`${origin}${path}`, { headers: { cookie } });
          await response.arrayBuffer();
        },
        iterations,
        Math.max(5, iterations / 10),
      );
      rows.push([
        label,
        total.toLocaleString('en'),
        formatMs(timing.p50),
        formatMs(timing.p95),
        formatMs(timing.p99),
      ]);
    }
    console.log(simpleTable(['case', 'matches', 'p50', 'p95', 'p99'], rows));
    const load = await httpLoad(
      cases.slice(0, 3).map(([, path]) => `${origin}${path}`),
      tag,
      8,
      iterations * 3,
      120_000,
    );
    console.log(
      `\n8 concurrent clients, first three cases in turn: ${load.requestsPerSecond.toFixed(0)} req/s, p50 ${formatMs(load.p50)}, p95 ${formatMs(load.p95)}, p99 ${formatMs(load.p99)}, errors ${load.errors}\n`,
    );
    await app.close();
  } finally {
    await database.close();
    await onServer(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
