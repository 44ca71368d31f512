import { join } from 'node:path';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/index.js';
import { openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { localFileStorage } from '../integrations/files/local-file-storage.js';
import { recordAudit } from '../lib/audit.js';
import { seedDemoData, seedReferenceData } from '../seed/index.js';
import { candidateFormBody, insertCandidate } from '../test/fixtures.js';
import { createScratchDatabase, DEFAULT_BENCH_URL } from './bench-database.js';
import { demoSessions } from './bench-sessions.js';
import { formatMs, simpleTable } from './report.js';
import { runMain } from './run-main.js';
import { measure, type Timing } from './stats.js';

/**
 * `npm run bench -- --audit` (issue 24): on a scratch database of BENCH_DATABASE_URL's server with the
 * demo data and BENCH_AUDIT_EVENTS (1,000,000) audit events over two years, the audit log's list with
 * each filter (goal p95 < 50 ms), a candidate's timeline of about 1,000 entries (goal p95 < 50 ms),
 * and what the audit write adds to a candidate update (goal at most 10 % of its p95).
 */
const serverUrl = process.env.BENCH_DATABASE_URL ?? DEFAULT_BENCH_URL;
const eventCount = Number(process.env.BENCH_AUDIT_EVENTS ?? 1_000_000);
const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
const warmup = Math.max(5, Math.round(iterations / 10));
const GOAL_LIST_P95_MS = 50;
const GOAL_WRITE_SHARE = 0.1;

const ACTIONS = [
  'candidate.updated',
  'application.status_changed',
  'auth.signed_in',
  'vacancy.updated',
  'export.downloaded',
];

async function main(): Promise<number> {
  const scratch = await createScratchDatabase(serverUrl, 'td_audit_bench');
  const workDir = '/tmp/td-audit-bench';
  const files = localFileStorage(join(workDir, 'files'));
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 10 });
  try {
    await runMigrations(database.pool);
    await seedReferenceData(database.db);
    await seedDemoData(database.db, files);
    const { db, pool } = database;
    console.log(`Inserting ${eventCount.toLocaleString('en')} audit events...`);
    // Spread over two years, by the demo's users, about its candidates (one event in three), newest last.
    await pool.query(
      `with u as (select array_agg(id order by id) as ids, array_agg(external_id order by id) as xids,
           array_agg(first_name || ' ' || last_name order by id) as names, array_agg(role::text order by id) as roles
         from users),
       c as (select array_agg(id order by id) as ids, array_agg(external_id::text order by id) as xids,
           array_agg(full_name order by id) as names from candidates)
       insert into audit_events (occurred_at, actor_user_id, actor_external_id, actor_name, actor_role,
         request_id, client_address, action, target_type, target_id, target_label, candidate_id, changes)
       select now() - make_interval(secs => (($1::int - n) * 63072000.0 / $1::int)),
         u.ids[1 + n % cardinality(u.ids)], u.xids[1 + n % cardinality(u.ids)], u.names[1 + n % cardinality(u.ids)],
         u.roles[1 + n % cardinality(u.ids)], 'bench-' || n, '10.0.0.1',
         ($2::text[])[1 + n % cardinality($2::text[])], 'candidate', c.xids[1 + n % cardinality(c.ids)],
         c.names[1 + n % cardinality(c.ids)], case when n % 3 = 0 then c.ids[1 + n % cardinality(c.ids)] end,
         '[{"field":"phone","old":"1","new":"2"}]'::jsonb
       from generate_series(1, $1::int) as n, u, c`,
      [eventCount, ACTIONS],
    );
    await pool.query('vacuum (analyze) audit_events');

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: workDir,
      DATABASE_URL: scratch.url,
      PUBLIC_URL: 'http://127.0.0.1',
      TWO_FACTOR_KEY: '5a'.repeat(32),
    });
    const app = await buildApp({ config, database, files });
    const sessions = await demoSessions(db, config);
    const admin = sessions.ADMIN;
    const tag = sessions.TAG;
    const { rows: picked } = await pool.query<{ id: number; external_id: string }>(
      'select id, external_id from candidates order by id limit 1',
    );
    const candidate = picked[0];
    if (!candidate) throw new Error('no candidate');
    // About 1,000 timeline entries on one candidate: notes, pipeline steps and audited changes.
    await pool.query(
      `insert into notes (candidate_id, author_user_id, visibility, body)
       select $1, $2, 'INTERNAL', 'Bench note ' || n from generate_series(1, 400) as n`,
      [candidate.id, tag.actor.userId],
    );
    await pool.query(
      `insert into candidate_status_history (candidate_id, kind, from_status, to_status, changed_by_user_id, changed_at)
       select $1, 'BACKGROUND_STATUS', 'BGC_INITIATED', 'BGC_IN_PROGRESS', $2, now() - make_interval(mins => n)
       from generate_series(1, 300) as n`,
      [candidate.id, tag.actor.userId],
    );
    await pool.query('analyze notes; analyze candidate_status_history');

    const get = (cookie: string, url: string) => async () => {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    };
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const cases: [string, string, string][] = [
      ['audit log, first page', admin.cookie, '/api/audit-events'],
      ['audit log, page 100', admin.cookie, '/api/audit-events?page=100'],
      ['audit log, by actor', admin.cookie, `/api/audit-events?actor=${tag.actor.externalId}`],
      ['audit log, by action', admin.cookie, '/api/audit-events?action=vacancy.updated'],
      ['audit log, by candidate', admin.cookie, `/api/audit-events?candidate=${candidate.external_id}`],
      ['audit log, one month', admin.cookie, `/api/audit-events?from=${day(200)}&to=${day(170)}`],
      ['timeline, first page', tag.cookie, `/api/candidates/${candidate.external_id}/timeline`],
      ['timeline, notes only', tag.cookie, `/api/candidates/${candidate.external_id}/timeline?kind=note`],
    ];
    const reads: [string, Timing][] = [];
    for (const [label, cookie, url] of cases) {
      reads.push([label, await measure(get(cookie, url), iterations, warmup)]);
      console.log(`  measured ${label}`);
    }

    // The write: a candidate update through the API (its audit event included), and the audit insert alone.
    // The candidate the update changes (created straight in the table: the create route takes a resume).
    const made = await insertCandidate(db, { firstName: 'Maria', lastName: 'Bench' });
    const body = { externalId: made.externalId };
    console.log(
      `\nAudit log and timeline on ${eventCount.toLocaleString('en')} audit events, ${iterations} iterations after ${warmup} warm-up runs (app.inject)\n`,
    );
    console.log(
      simpleTable(
        ['case', 'p50 ms', 'p95 ms', 'p99 ms', `goal p95 < ${GOAL_LIST_P95_MS} ms`],
        reads.map(([label, t]) => [
          label,
          formatMs(t.p50),
          formatMs(t.p95),
          formatMs(t.p99),
          t.p95 < GOAL_LIST_P95_MS ? 'met' : 'MISSED',
        ]),
      ),
    );
    let turn = 0;
    const update = await measure(
      async () => {
        turn += 1;
        const response = await app.inject({
          method: 'PUT',
          url: `/api/candidates/${body.externalId}`,
          headers: { cookie: tag.cookie },
          payload: candidateFormBody({
            firstName: turn % 2 ? 'Mara' : 'Maria',
            lastName: 'Bench',
            email: `maria.bench.${body.externalId}@example.test`,
          }),
        });
        if (response.statusCode !== 200) throw new Error(`update: ${response.statusCode} ${response.body}`);
      },
      iterations,
      warmup,
    );
    const context = { actor: tag.actor, requestId: 'bench', clientAddress: '127.0.0.1' };
    // The audit insert as the update runs it: one more statement inside a transaction that commits
    // anyway. Timed statement by statement inside one transaction, rolled back at the end (a
    // transaction per insert would add BEGIN, COMMIT and a WAL flush the update pays once for both).
    const rolledBack = new Error('rolled back');
    let write: Timing | undefined;
    await db
      .transaction(async (tx) => {
        write = await measure(
          () =>
            recordAudit(tx, context, {
              action: 'candidate.updated',
              target: { type: 'candidate', id: body.externalId, label: 'Maria Bench' },
              changes: [{ field: 'firstName', old: 'Maria', new: 'Mara' }],
            }),
          iterations,
          warmup,
        );
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    if (!write) throw new Error('the audit write was not measured');
    await app.close();

    const share = write.p95 / update.p95;
    console.log(
      `\nCandidate update (PUT, its audit event included): p50 ${formatMs(update.p50)} / p95 ${formatMs(update.p95)} ms; the audit insert alone (one statement inside the transaction, as the update runs it): p50 ${formatMs(write.p50)} / p95 ${formatMs(write.p95)} ms = ${(share * 100).toFixed(1)} % of the update's p95 (goal at most ${GOAL_WRITE_SHARE * 100} %)\n`,
    );
    return 0;
  } finally {
    await database.close();
    await scratch.drop();
  }
}

runMain(main);
