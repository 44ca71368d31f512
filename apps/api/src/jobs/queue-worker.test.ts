import { pino } from 'pino';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/test-database.js';
import { startJobQueue, type JobQueue } from './job-queue.js';
import { poolExecutor, type PoolExecutor } from './pool-executor.js';
import { JOB_DONE, startQueueWorker, type QueueWorker, type QueueWorkerOptions } from './queue-worker.js';

/**
 * The queue workers on pg-boss's `work()` through the app's pool (docs/decisions.md, Mail): what the
 * hand-written loop they replaced guaranteed, checked on pg-boss itself.
 */
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase(process.env.TEST_DATABASE_URL);
});
afterAll(async () => {
  await database?.close();
});

/** A promise with its resolve function outside, to hold a handler until the test lets it go. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const HOUR_MS = 3_600_000;
type TestJob = { kind: 'ok' | 'busy' | 'throws' | 'held'; n?: number };

/** The app's pool executor, whose queries can be made to fail (the database gone) while it runs. */
function switchableExecutor(): PoolExecutor & { failing: boolean } {
  const inner = poolExecutor(database.pool);
  const executor = {
    ...inner,
    failing: false,
    executeSql: (text: string, values?: unknown[]) =>
      executor.failing ? Promise.reject(new Error('database away')) : inner.executeSql(text, values),
  };
  return executor;
}

type Started = {
  queue: JobQueue;
  boss: PgBoss;
  worker: QueueWorker;
  executor: ReturnType<typeof switchableExecutor>;
  warnings: { msg: string; err?: { message?: string } }[];
};

let queues = 0;
/** A job queue with one fresh queue and this test's worker on it; `close` stops it as the app does. */
async function startWorker(options: Omit<QueueWorkerOptions<TestJob>, 'pollingIntervalMs'>) {
  const name = `queue-worker-test-${++queues}`;
  const warnings: Started['warnings'] = [];
  const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
  const executor = switchableExecutor();
  let started: { boss: PgBoss; worker: QueueWorker } | undefined;
  const queue = await startJobQueue({
    executor,
    db: database.db,
    log,
    queues: [name],
    supervise: false,
    onStarted: async (boss) => {
      started = {
        boss,
        worker: await startQueueWorker(boss, name, { ...options, pollingIntervalMs: HOUR_MS }),
      };
    },
  });
  if (!started) throw new Error('job queue not started');
  const send = async (data: TestJob, retry = { retryLimit: 2, retryDelay: 600 }) => {
    const id = await queue.boss().send(name, data, retry);
    if (!id) throw new Error('job not sent');
    started?.worker.wake();
    return id;
  };
  const close = async (graceMs: number) => {
    await queue.stop(graceMs);
    await executor.drain();
  };
  return { ...started, queue, executor, warnings, send, close };
}

async function jobRow(id: string) {
  const { rows } = await database.pool.query<{ state: string; output: unknown; start_after: Date }>(
    'select state::text, output, start_after from pgboss.job where id = $1',
    [id],
  );
  return rows[0];
}

const stateOf = async (id: string) => (await jobRow(id))?.state;

const WAIT = { timeout: 30_000, interval: 50 };

describe("queue workers on pg-boss's work(), through the app's pool", () => {
  it('each job of a batch is settled on its own: one completed, one failed with its message and retried after its delay; a throw fails its job with a message that quotes nothing', async () => {
    const w = await startWorker({
      batchSize: 10,
      concurrent: true,
      handle: async (job) => {
        if (job.data.kind === 'busy') return { retry: true, message: '451 mailbox busy' };
        if (job.data.kind === 'throws') throw new Error('refused for secret.person@example.test');
        return JOB_DONE;
      },
    });
    try {
      const sentAt = Date.now();
      const [ok, busy, throws] = [
        await w.send({ kind: 'ok' }),
        await w.send({ kind: 'busy' }),
        await w.send({ kind: 'throws' }),
      ];
      await expect.poll(() => stateOf(ok), WAIT).toBe('completed');
      await expect.poll(() => stateOf(busy), WAIT).toBe('retry');
      await expect.poll(() => stateOf(throws), WAIT).toBe('retry');
      const [busyRow, throwsRow] = [await jobRow(busy), await jobRow(throws)];
      expect(busyRow?.output).toEqual({ message: '451 mailbox busy' });
      expect(throwsRow?.output).toEqual({ message: 'job error' });
      // The retry waits for its delay (600 s) rather than coming round at once.
      expect(busyRow?.start_after.getTime()).toBeGreaterThan(sentAt + 500_000);
    } finally {
      await w.close(1000);
    }
  });

  it('a wake during a batch is not lost: a job queued meanwhile is fetched right after it, not at the next poll an hour later', async () => {
    const held = gate();
    const handling = gate();
    const w = await startWorker({
      batchSize: 5,
      handle: async (job) => {
        if (job.data.kind === 'held') {
          handling.open();
          await held.opened;
        }
        return JOB_DONE;
      },
    });
    try {
      const first = await w.send({ kind: 'held' });
      await handling.opened;
      const second = await w.send({ kind: 'ok' }); // wakes the worker while it handles the first
      held.open();
      await expect.poll(() => stateOf(first), WAIT).toBe('completed');
      await expect.poll(() => stateOf(second), WAIT).toBe('completed');
    } finally {
      await w.close(1000);
    }
  });

  it('stopping waits for the batch in progress, which completes, and fetches nothing after it', async () => {
    const held = gate();
    const handling = gate();
    const w = await startWorker({
      batchSize: 1,
      handle: async (job) => {
        if (job.data.kind === 'held') {
          handling.open();
          await held.opened;
        }
        return JOB_DONE;
      },
    });
    const first = await w.send({ kind: 'held' });
    await handling.opened;
    const stopped = w.close(HOUR_MS);
    await expect.poll(() => w.boss.getWipData().map((worker) => worker.state), WAIT).toEqual(['stopping']);
    const later = await w.send({ kind: 'ok' });
    held.open();
    await stopped;
    expect(await stateOf(first)).toBe('completed');
    expect(await stateOf(later)).toBe('created');
  });

  it('stopping gives up on a batch still running after the grace period: its job is failed, to be retried later', async () => {
    const handling = gate();
    const w = await startWorker({
      batchSize: 1,
      handle: async () => {
        handling.open();
        await new Promise(() => {}); // a delivery stuck on a silent server
        return JOB_DONE;
      },
    });
    const stuck = await w.send({ kind: 'held' });
    await handling.opened;
    await w.close(1000);
    expect(await stateOf(stuck)).toBe('retry');
  });

  it('a job that cannot be settled (the database gone) is reported as a queue error, never an unhandled rejection, and stays active until it expires', async () => {
    const held = gate();
    const handling = gate();
    const w = await startWorker({
      batchSize: 1,
      handle: async () => {
        handling.open();
        await held.opened;
        return JOB_DONE;
      },
    });
    try {
      const job = await w.send({ kind: 'held' });
      await handling.opened;
      w.executor.failing = true;
      held.open();
      await expect
        .poll(() => w.warnings.filter((line) => line.msg === 'job queue error').length, WAIT)
        .toBeGreaterThan(0);
      expect(w.warnings.find((line) => line.msg === 'job queue error')?.err?.message).toContain(
        'database away',
      );
      w.executor.failing = false;
      expect(await stateOf(job)).toBe('active');
    } finally {
      w.executor.failing = false;
      await w.close(1000);
    }
  });
});
