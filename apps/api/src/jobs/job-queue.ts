import type { FastifyBaseLogger } from 'fastify';
import { PgBoss, type Queue } from 'pg-boss';
import type { Db } from '../db/client.js';
import { movePgBoss10Jobs, setAsidePgBoss10Schema } from './pg-boss-10-upgrade.js';
import type { PoolExecutor } from './pool-executor.js';

/** How long to wait before trying again to start the queue on a database that did not answer. */
const START_RETRY_MS = 5000;

/**
 * Finished jobs (completed or failed for good) are deleted 12 hours after they finished, by a deletion
 * pass every hour: the job table then holds about half a day, which the metrics count cheaply
 * (wings/operations/metrics/metrics.repo.ts) and which is as long as a forgot-password job keeps the
 * address typed. pg-boss 12's defaults (7 days, a pass a day) would keep 8 days.
 */
const DELETE_AFTER_SECONDS = 12 * 60 * 60;
const DELETION_PASS_SECONDS = 60 * 60;

export type JobQueue = {
  /** The started pg-boss instance, to send jobs through; throws JobQueueNotStartedError before that. */
  boss: () => PgBoss;
  /**
   * Stops pg-boss (and any pending start): its workers stop fetching, the batches in progress get
   * `graceMs` to finish, then jobs still in hand are failed (retried later). The caller stops its other
   * users of the queue alongside.
   */
  stop: (graceMs: number) => Promise<void>;
};

export type JobQueueOptions = {
  executor: PoolExecutor;
  /** The app's database: moving a pg-boss 10 schema's jobs runs in one transaction of it. */
  db: Db;
  log: FastifyBaseLogger;
  /** Queue names (standard policy) or queue definitions (another policy, e.g. 'short'). */
  queues: readonly (string | Queue)[];
  /** Whether this process runs pg-boss's maintenance and workers (a process that runs no job does not). */
  supervise: boolean;
  /** Runs once pg-boss has started and the queues exist: the place to start workers. */
  onStarted: (boss: PgBoss) => Promise<void>;
};

/**
 * Sending before pg-boss has started (the database did not answer at start) fails at once: pg-boss
 * looks an unknown queue up through the pool, and inside a transaction on the embedded database's one
 * connection that lookup would wait for the transaction's own connection forever.
 */
export class JobQueueNotStartedError extends Error {
  constructor() {
    super('job queue not started yet (the database did not answer at start); it tries again every 5 s');
    this.name = 'JobQueueNotStartedError';
  }
}

/** pg-boss reports errors as events with the error's fields spread into a plain object. */
function isClosedQueueError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'JobQueueClosedError'
  );
}

/**
 * pg-boss 12 through the app's pool: no cron scheduler (`schedule: false`: nothing is scheduled, and it
 * would poll on its own); supervision in the processes that run jobs (`supervise`: expiring the jobs of
 * dead workers into retries, counting, deleting finished jobs) every minute under pg-boss's own locks,
 * so one process does each pass. Left out as unused: the instance registry (a heartbeat write every
 * 30 s per process), OpenTelemetry (no SDK here; prom-client serves the metrics) and the flow resolver
 * (no job depends on another), which is polled once an hour instead of every 5 s.
 *
 * Starting creates or migrates pg-boss's schema (`pgboss`); a schema left by pg-boss 10, which pg-boss
 * 12 cannot migrate, is set aside first and its waiting jobs moved over once the queues exist
 * (jobs/pg-boss-10-upgrade.ts). The app starts even when the database does not answer yet (readiness
 * says so): the queue then tries again every 5 s, with a new instance each time.
 */
export async function startJobQueue({
  executor,
  db,
  log,
  queues,
  supervise,
  onStarted,
}: JobQueueOptions): Promise<JobQueue> {
  const create = () => {
    const instance = new PgBoss({
      db: executor,
      schedule: false,
      supervise,
      maintenanceIntervalSeconds: DELETION_PASS_SECONDS,
      flowIntervalSeconds: 3600,
      registerInstance: false,
      openTelemetry: { enabled: false },
    });
    // An 'error' event without a listener would crash the process; pg-boss reports failed fetches,
    // settles and maintenance passes this way. Once the app stops, queries fail on purpose (closed).
    instance.on('error', (error: unknown) => {
      if (!isClosedQueueError(error)) log.warn({ err: error }, 'job queue error');
    });
    // Backlogs, slow queries, a vacuum falling behind: once per episode. The message only: the data can
    // hold a slow statement's values, which can be a job's (a typed address).
    instance.on('warning', (warning) => log.warn(`job queue: ${warning.message}`));
    return instance;
  };
  let boss = create();
  let ready = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const attempt = async () => {
    try {
      await setAsidePgBoss10Schema(executor);
      await boss.start();
      for (const queue of queues) {
        const { name, ...options } = typeof queue === 'string' ? { name: queue } : queue;
        await boss.createQueue(name, { deleteAfterSeconds: DELETE_AFTER_SECONDS, ...options });
      }
      const moved = await movePgBoss10Jobs(db, boss, queues);
      if (moved) log.info(moved, "pg-boss 10's waiting jobs moved into pg-boss 12's schema");
      ready = true;
      if (!stopped) await onStarted(boss);
    } catch (error) {
      ready = false;
      log.warn({ err: error }, 'job queue not started; trying again in 5 s');
      await boss.stop({ graceful: false, close: false }).catch(() => {});
      boss = create();
      if (!stopped) retry = setTimeout(() => void (starting = attempt()), START_RETRY_MS);
    }
  };
  let starting = attempt();
  await starting;

  return {
    boss: () => {
      if (!ready) throw new JobQueueNotStartedError();
      return boss;
    },
    stop: async (graceMs) => {
      stopped = true;
      clearTimeout(retry);
      // A start in progress finishes first (it starts no worker now), so that nothing outlives the stop.
      await starting;
      await boss.stop({ graceful: true, timeout: graceMs, close: false });
    },
  };
}
