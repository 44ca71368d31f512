import { sql } from 'drizzle-orm';
import type { JobInsert, PgBoss, Queue } from 'pg-boss';
import type { Db } from '../db/client.js';
import type { PoolExecutor } from './pool-executor.js';
import { transactionExecutor } from './transaction-executor.js';

/**
 * Upgrading a database whose jobs pg-boss 10 kept. pg-boss 12 migrates only schemas of pg-boss 11 on
 * (version 25 and later) and refuses pg-boss 10's (24): its start would fail for good. So, once per
 * database: the old schema is renamed aside before pg-boss starts, pg-boss 12 installs a new one, and
 * once the queues exist the old schema's waiting jobs (queued mail, campaign transitions, reset requests:
 * nothing else would ever run them) are inserted into it, and the old schema dropped, in one transaction.
 * A crash between the steps leaves `pgboss_v10` behind, and the next start moves it.
 */

/** The schema version every pg-boss 10.1 to 10.4 release leaves; this project only ever ran 10.4. */
const PG_BOSS_10_SCHEMA_VERSION = 24;

/**
 * pg-boss's own transaction lock on its schema `pgboss` (the same key in pg-boss 10 and 12): the steps
 * below wait for, and hold off, another process installing or migrating the schema, and each other.
 */
const PG_BOSS_SCHEMA_LOCK = `SELECT pg_advisory_xact_lock(('x' || encode(sha224((current_database() || '.pgboss.pgboss')::bytea), 'hex'))::bit(64)::bigint)`;

/** Renames a pg-boss 10 schema `pgboss` to `pgboss_v10`, so that pg-boss 12 installs its own. */
export async function setAsidePgBoss10Schema(executor: PoolExecutor): Promise<void> {
  // One string of statements: one call of the pool, so one connection and one transaction.
  await executor.executeSql(`
    BEGIN;
    ${PG_BOSS_SCHEMA_LOCK};
    DO $$
    BEGIN
      -- Nested, not AND: the version query is planned even when the table does not exist.
      IF to_regclass('pgboss.version') IS NOT NULL THEN
        IF (SELECT max(version) FROM pgboss.version) = ${PG_BOSS_10_SCHEMA_VERSION} THEN
          IF to_regnamespace('pgboss_v10') IS NOT NULL THEN
            RAISE EXCEPTION 'pg-boss 10 schema "pgboss" beside an older "pgboss_v10" (did a process of the previous release start again?): stop every process of the previous release';
          END IF;
          ALTER SCHEMA pgboss RENAME TO pgboss_v10;
        END IF;
      END IF;
    END $$;
    COMMIT;
  `);
}

type Pg10Job = {
  id: string;
  name: string;
  data: object | null;
  priority: number;
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  startAfter: Date;
  singletonKey: string | null;
  expireInSeconds: number;
};

/** A waiting pg-boss 10 job as a pg-boss 12 insert: the same id, data and timing, the retries it had left. */
function asInsert(job: Pg10Job): JobInsert {
  return {
    id: job.id,
    data: job.data ?? {},
    priority: job.priority,
    retryLimit: job.retryLimit,
    retryDelay: job.retryDelay,
    retryBackoff: job.retryBackoff,
    startAfter: job.startAfter,
    ...(job.singletonKey === null ? {} : { singletonKey: job.singletonKey }),
    expireInSeconds: job.expireInSeconds,
  };
}

export type MovedJobs = { moved: number; dropped: number };

/**
 * Moves the jobs still to run (created, retry, and active ones: their process is gone) of the queues
 * this release has from `pgboss_v10` into pg-boss 12, then drops `pgboss_v10`. An active job runs again
 * from the start (the handlers are idempotent); a retried one keeps the retries it had left. Jobs of
 * queues that no longer exist are dropped and counted. Null when there is nothing to move.
 */
export async function movePgBoss10Jobs(
  db: Db,
  boss: PgBoss,
  queues: readonly (string | Queue)[],
): Promise<MovedJobs | null> {
  const names = new Set(queues.map((queue) => (typeof queue === 'string' ? queue : queue.name)));
  return db.transaction(async (tx) => {
    await tx.execute(sql.raw(PG_BOSS_SCHEMA_LOCK));
    const {
      rows: [old],
    } = await tx.execute<{ present: boolean }>(
      sql`select to_regnamespace('pgboss_v10') is not null as present`,
    );
    if (!old?.present) return null;

    const { rows } = await tx.execute<Pg10Job>(sql`
      select id::text, name, data, priority,
        greatest(retry_limit - retry_count, 0) as "retryLimit",
        retry_delay as "retryDelay", retry_backoff as "retryBackoff",
        case when state = 'active' then now() else start_after end as "startAfter",
        singleton_key as "singletonKey",
        greatest(extract(epoch from expire_in)::int, 1) as "expireInSeconds"
      from pgboss_v10.job
      where state in ('created', 'retry', 'active')
      order by created_on`);
    const result: MovedJobs = { moved: 0, dropped: 0 };
    for (const name of new Set(rows.map((job) => job.name))) {
      const jobs = rows.filter((job) => job.name === name);
      if (!names.has(name)) {
        result.dropped += jobs.length;
        continue;
      }
      const ids = await boss.insert(name, jobs.map(asInsert), {
        db: transactionExecutor(tx),
        returnId: true,
      });
      result.moved += ids?.length ?? 0;
      // A job not inserted: its singleton key was already taken by another (pg-boss skips it).
      result.dropped += jobs.length - (ids?.length ?? 0);
    }
    await tx.execute(sql`drop schema pgboss_v10 cascade`);
    return result;
  });
}
