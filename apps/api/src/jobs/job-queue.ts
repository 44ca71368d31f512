import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { JobQueueClosedError, type PoolExecutor } from './pool-executor.js';

/** How long to wait before trying again to start the queue on a database that did not answer. */
const START_RETRY_MS = 5000;

export type JobQueue = {
  /** The pg-boss instance; sending a job inside a transaction needs no started instance. */
  boss: () => PgBoss;
  /** Stops pg-boss (and any pending start); the caller stops its workers first. */
  stop: () => Promise<void>;
};

export type JobQueueOptions = {
  executor: PoolExecutor;
  log: FastifyBaseLogger;
  /** Queue names (standard policy) or queue definitions (another policy, e.g. 'short'). */
  queues: readonly (string | PgBoss.Queue)[];
  /** Whether this process runs pg-boss's maintenance (a process that runs no job does not). */
  supervise: boolean;
  /** Runs once pg-boss has started and the queues exist: the place to start workers. */
  onStarted: (boss: PgBoss) => void;
};

/**
 * pg-boss through the app's pool: no cron scheduler (`schedule: false`: nothing is scheduled, and it
 * would poll on its own), maintenance in the processes that run jobs (`supervise`: expiring the jobs of
 * dead workers into retries, archiving, deleting) every minute under pg-boss's advisory lock, so one
 * process does it. Starting creates or migrates pg-boss's schema. The app starts even when the database
 * does not answer yet (readiness says so): the queue then tries again every 5 s, with a new instance each
 * time (a pg-boss whose start failed half-way never starts again).
 */
export async function startJobQueue({
  executor,
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
      maintenanceIntervalSeconds: 60,
    });
    // pg-boss reports failed maintenance as events; an 'error' event without a listener would crash.
    instance.on('error', (error: unknown) => {
      if (!(error instanceof JobQueueClosedError)) log.warn({ err: error }, 'job queue error');
    });
    return instance;
  };
  let boss = create();
  let started = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const attempt = async () => {
    try {
      await boss.start();
      for (const queue of queues) {
        if (typeof queue === 'string') await boss.createQueue(queue);
        else await boss.createQueue(queue.name, queue);
      }
      started = true;
      onStarted(boss);
    } catch (error) {
      log.warn({ err: error }, 'job queue not started; trying again in 5 s');
      await boss.stop({ graceful: false, wait: true }).catch(() => {});
      boss = create();
      if (!stopped) retry = setTimeout(() => void attempt(), START_RETRY_MS);
    }
  };
  await attempt();

  return {
    boss: () => boss,
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      if (started) await boss.stop({ graceful: false, wait: true });
    },
  };
}
