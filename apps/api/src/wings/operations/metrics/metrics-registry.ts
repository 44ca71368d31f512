import { getTableName, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { MAIL_STATUSES } from '@talent-desk/shared';
import type { Database } from '../../../db/client.js';
import { campaignRecipients, mailMessages, recipientDeliveryEnum } from '../../../db/schema/index.js';
import { jobQueueCounts, stateCounts, type StateCounts } from './metrics.repo.js';

/** Request durations up to 10 s: the API's answers are meant to take well under a second. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A scrape's database reads may take this long, then they give up (the scrape still answers). */
const SCRAPE_STATEMENT_TIMEOUT = '5s';

export type AppMetrics = {
  registry: Registry;
  /** Records one answered request under its route pattern (never the raw URL) and status. */
  observeRequest: (method: string, route: string, status: number, seconds: number) => void;
  /** Reads the figures kept in the database, just before a scrape is answered. */
  refreshFromDatabase: () => Promise<void>;
};

/**
 * This process's metrics in a registry of its own (one per app, so test apps do not share counters):
 * Node's defaults, request durations, the pool, the job workers it runs, and figures read from the
 * database at scrape time.
 * docs/operations.md, Metrics, lists them.
 */
export function createAppMetrics(
  database: Database,
  log: FastifyBaseLogger,
  /** Every kind of job worker and whether this process runs it (jobs-plugin.ts). */
  jobWorkers: () => ReadonlyMap<string, boolean>,
): AppMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const { pool } = database;

  const requests = new Histogram({
    name: 'talentdesk_http_request_duration_seconds',
    help: 'Time to answer a request, by route pattern and status (scrapes of /metrics excluded)',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });

  const poolGauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        this.set(read());
      },
    });
  poolGauge(
    'talentdesk_db_pool_connections_in_use',
    'Pool connections running a query or transaction',
    () => pool.totalCount - pool.idleCount,
  );
  poolGauge(
    'talentdesk_db_pool_connections_idle',
    'Open pool connections waiting for work',
    () => pool.idleCount,
  );
  poolGauge(
    'talentdesk_db_pool_waiting_requests',
    'Queries waiting for a pool connection',
    () => pool.waitingCount,
  );
  poolGauge(
    'talentdesk_db_pool_connections_max',
    'The pool size (DB_POOL_SIZE; 1 embedded)',
    () => pool.options.max ?? 10,
  );

  new Gauge({
    name: 'talentdesk_job_workers',
    help: 'Job workers this process runs (1) or not (0), by worker; a PROCESS_ROLE=web process runs none',
    labelNames: ['worker'] as const,
    registers,
    collect() {
      for (const [worker, runs] of jobWorkers()) this.set({ worker }, runs ? 1 : 0);
    },
  });

  const databaseUp = new Gauge({
    name: 'talentdesk_metrics_database_up',
    help: '1 when this scrape read the database figures below, 0 when the database did not answer',
    registers,
  });
  const queueGauge = (name: string, help: string) =>
    new Gauge({ name, help, labelNames: ['queue'] as const, registers });
  const queued = queueGauge(
    'talentdesk_job_queue_depth',
    'Jobs waiting to run (created or retry), by pg-boss queue',
  );
  const active = queueGauge('talentdesk_job_queue_active', 'Jobs running now, by pg-boss queue');
  const failed = queueGauge(
    'talentdesk_job_queue_failed',
    'Jobs failed for good in about the last 12 hours (then pg-boss deletes them), by queue',
  );
  const outbox = stateGauges('talentdesk_mail_outbox_messages', 'Messages in the mail outbox', registers);
  const recipients = stateGauges('talentdesk_campaign_recipients', 'Campaign recipients', registers);

  const refreshFromDatabase = async () => {
    try {
      const figures = await database.db.transaction(async (tx) => {
        await tx.execute(sql.raw(`set local statement_timeout = '${SCRAPE_STATEMENT_TIMEOUT}'`));
        return {
          jobs: await jobQueueCounts(tx),
          outbox: await stateCounts(tx, getTableName(mailMessages), mailMessages.status.name),
          recipients: await stateCounts(
            tx,
            getTableName(campaignRecipients),
            campaignRecipients.delivery.name,
          ),
        };
      });
      for (const gauge of [queued, active, failed]) gauge.reset();
      for (const row of figures.jobs) {
        queued.set({ queue: row.queue }, row.queued);
        active.set({ queue: row.queue }, row.active);
        failed.set({ queue: row.queue }, row.failed);
      }
      outbox.set(MAIL_STATUSES, figures.outbox);
      recipients.set(recipientDeliveryEnum.enumValues, figures.recipients);
      databaseUp.set(1);
    } catch (error) {
      log.warn({ err: error }, 'metrics: the database figures could not be read');
      for (const gauge of [queued, active, failed, outbox.gauge, recipients.gauge]) gauge.reset();
      databaseUp.set(0);
    }
  };

  return {
    registry,
    observeRequest: (method, route, status, seconds) =>
      requests.observe({ method, route, status_code: String(status) }, seconds),
    refreshFromDatabase,
  };
}

/** A gauge of a table's rows by state, with a companion saying whether the figures are estimates. */
function stateGauges(name: string, what: string, registers: Registry[]) {
  const gauge = new Gauge({
    name,
    help: `${what} by state (exact, or the planner's estimate on a large table: see ${name}_estimated)`,
    labelNames: ['state'] as const,
    registers,
  });
  const estimated = new Gauge({
    name: `${name}_estimated`,
    help: `1 when ${name} is the planner's estimate (a large table), 0 when counted exactly`,
    registers,
  });
  return {
    gauge,
    set: (states: readonly string[], { counts, estimated: isEstimate }: StateCounts) => {
      for (const state of states) gauge.set({ state }, counts.get(state) ?? 0);
      estimated.set(isEstimate ? 1 : 0);
    },
  };
}
