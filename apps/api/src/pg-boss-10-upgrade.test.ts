import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config/index.js';
import type { Database } from './db/client.js';
import { mailMessages } from './db/schema/index.js';
import { searchTextOf } from './wings/mail/index.js';
import { FAST_JOBS } from './wings/mail/testing/index.js';
import { openTestDatabase } from './test/test-database.js';

/**
 * A database a release with pg-boss 10 ran on (its schema from test/pg-boss-10-schema.sql, its queues
 * and jobs as pg-boss 10 wrote them), started by this release (pg-boss 12): jobs/pg-boss-10-upgrade.ts.
 */
const PG_BOSS_10_SCHEMA = new URL('./test/pg-boss-10-schema.sql', import.meta.url);

let database: Database | undefined;
afterEach(async () => {
  await database?.close();
  database = undefined;
});

async function withPgBoss10Schema(): Promise<Database> {
  database = await openTestDatabase(process.env.TEST_DATABASE_URL);
  await database.pool.query(await readFile(PG_BOSS_10_SCHEMA, 'utf8'));
  // The queues as this project created them on pg-boss 10, plus one that this release no longer has.
  for (const [name, policy] of [
    ['mail-send', 'standard'],
    ['campaign-open', 'short'],
    ['campaign-close', 'short'],
    ['password-reset-request', 'standard'],
    ['retired-queue', 'standard'],
  ]) {
    await database.pool.query('SELECT pgboss.create_queue($1, $2)', [name, { policy }]);
  }
  return database;
}

/** A job row as pg-boss 10's send() wrote it (insertJob: keep_until, policy and retry defaults). */
async function insertPgBoss10Job(
  db: Database,
  job: {
    name: string;
    data: object;
    state?: string;
    startAfter?: string;
    singletonKey?: string;
    retryCount?: number;
  },
): Promise<string> {
  const { rows } = await db.pool.query<{ id: string }>(
    `INSERT INTO pgboss.job (name, data, state, retry_limit, retry_count, retry_delay, retry_backoff,
       start_after, singleton_key, expire_in, keep_until, policy, completed_on)
     SELECT $1, $2::jsonb, $3::pgboss.job_state, 11, $6, 30, true, $4::timestamptz, $5, interval '5 minutes',
       $4::timestamptz + interval '14 days', q.policy,
       CASE WHEN $3 IN ('completed', 'failed') THEN now() END
     FROM pgboss.queue q WHERE q.name = $1
     RETURNING id::text`,
    [
      job.name,
      JSON.stringify(job.data),
      job.state ?? 'created',
      job.startAfter ?? new Date().toISOString(),
      job.singletonKey ?? null,
      job.retryCount ?? 0,
    ],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error('pg-boss 10 job not inserted');
  return id;
}

async function queuedMessage(db: Database): Promise<number> {
  const message = {
    fromAddress: 'Talent Desk <no-reply@talentdesk.test>',
    toAddresses: ['waiting.since.pg-boss-10@example.test'],
    subject: 'Queued before the upgrade',
    html: '<p>Hello</p>',
    text: 'Hello',
    createdByUserId: null,
    recipientUserId: null,
  };
  const [row] = await db.db
    .insert(mailMessages)
    .values({ ...message, searchText: searchTextOf(message) })
    .returning({ id: mailMessages.id });
  if (!row) throw new Error('message not inserted');
  return row.id;
}

type MovedJob = {
  id: string;
  name: string;
  state: string;
  start_after: Date;
  singleton_key: string | null;
  retry_limit: number;
  retry_count: number;
};

async function jobsOf(db: Database, name: string): Promise<MovedJob[]> {
  const { rows } = await db.pool.query<MovedJob>(
    `SELECT id::text, name, state::text, start_after, singleton_key, retry_limit, retry_count
     FROM pgboss.job WHERE name = $1 ORDER BY created_on`,
    [name],
  );
  return rows;
}

const configFor = () => loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/td-test' });

describe("upgrading from pg-boss 10: its schema is set aside, its waiting jobs moved into pg-boss 12's", () => {
  it('a queued message goes out, a campaign open keeps its time and key, a retried job its remaining retries; finished jobs and those of a queue this release lacks are dropped with the old schema', async () => {
    const db = await withPgBoss10Schema();
    const messageId = await queuedMessage(db);
    const mailJob = await insertPgBoss10Job(db, { name: 'mail-send', data: { messageId } });
    const openAt = new Date(Date.now() + 3 * 86_400_000);
    const openJob = await insertPgBoss10Job(db, {
      name: 'campaign-open',
      data: { campaignId: 4242 },
      startAfter: openAt.toISOString(),
      singletonKey: `4242@${openAt.getTime()}`,
    });
    const retryAt = new Date(Date.now() + 3_600_000);
    const retriedJob = await insertPgBoss10Job(db, {
      name: 'password-reset-request',
      data: { email: 'someone@example.test' },
      state: 'retry',
      retryCount: 4,
      startAfter: retryAt.toISOString(),
    });
    await insertPgBoss10Job(db, { name: 'mail-send', data: { messageId: 999_001 }, state: 'completed' });
    await insertPgBoss10Job(db, { name: 'mail-send', data: { messageId: 999_002 }, state: 'failed' });
    await insertPgBoss10Job(db, { name: 'retired-queue', data: {} });

    const app = await buildApp({ config: configFor(), database: db, jobs: FAST_JOBS });
    try {
      // Without SMTP_URL the worker keeps the message in the outbox: KEPT says its job ran.
      await expect
        .poll(
          async () =>
            (await db.db.select().from(mailMessages).where(eq(mailMessages.id, messageId)))[0]?.status,
          { timeout: 30_000, interval: 100 },
        )
        .toBe('KEPT');

      // The message is KEPT inside the job's handler; the job is marked completed just after it returns.
      await expect
        .poll(async () => (await jobsOf(db, 'mail-send')).map((job) => [job.id, job.state]), {
          timeout: 30_000,
          interval: 100,
        })
        .toEqual([[mailJob, 'completed']]);

      const [open, ...otherOpens] = await jobsOf(db, 'campaign-open');
      expect(otherOpens).toEqual([]);
      expect(open).toMatchObject({
        id: openJob,
        state: 'created',
        singleton_key: `4242@${openAt.getTime()}`,
      });
      expect(open?.start_after.getTime()).toBe(openAt.getTime());

      const [retried] = await jobsOf(db, 'password-reset-request');
      expect(retried).toMatchObject({ id: retriedJob, state: 'created', retry_limit: 7, retry_count: 0 });
      expect(retried?.start_after.getTime()).toBe(retryAt.getTime());

      const { rows: schemas } = await db.pool.query<{ name: string }>(
        "SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'pgboss%' ORDER BY 1",
      );
      expect(schemas.map((schema) => schema.name)).toEqual(['pgboss']);
    } finally {
      await app.close();
    }
  });

  it('a pg-boss 10 schema again beside the one set aside (a process of the old release started after the upgrade began) stops the queue from starting: queueing mail then fails at once instead of waiting', async () => {
    const db = await withPgBoss10Schema();
    await db.pool.query('CREATE SCHEMA pgboss_v10');
    const app = await buildApp({ config: configFor(), database: db, jobs: FAST_JOBS });
    try {
      const message = {
        to: ['not.now@example.test'],
        subject: 'Queued while the queue cannot start',
        html: '<p>Hi</p>',
        text: 'Hi',
        createdByUserId: null,
      };
      await expect(db.db.transaction((tx) => app.mailer.queue(tx, message))).rejects.toThrow(
        'job queue not started yet',
      );
      // Nothing was half done: the old schemas are as they were.
      const { rows } = await db.pool.query<{ version: number }>('SELECT version FROM pgboss.version');
      expect(rows).toEqual([{ version: 24 }]);
    } finally {
      await app.close();
    }
  });
});
