import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase, type Database } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { seedReferenceData } from '../seed/index.js';
import { startAppProcess, stopAppProcess, type AppProcess } from '../test/app-process.js';
import { startCountingSmtpServer, type CountingSmtpServer } from '../test/counting-smtp-server.js';
import { createScratchDatabase } from './bench-database.js';
import {
  benchAddress,
  BENCH_TAG,
  scheduleBenchCampaign,
  seedBenchRecipients,
} from './campaign-bench-data.js';
import { readProcessMemory, type ProcessMemory } from './process-memory.js';

/** The run stops by itself: failed once neither the campaign nor the sink has moved for this long. */
const STALL_MS = 120_000;
const POLL_MS = 500;
const PROBE = new URL('./memory-probe.ts', import.meta.url).href;

export type CampaignSendResult = {
  recipients: number;
  emailsPerSecond: number;
  sending: ProcessMemory;
  cpuMs: number;
  duplicates: number;
  missing: number;
  strangers: number;
  sent: number;
  events: number;
};

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (n: number) => n.toLocaleString('en');

type Progress = { status: string; listed: number; pending: number };

async function progressOf(database: Database, campaignId: number): Promise<Progress> {
  const { rows } = await database.pool.query<Progress>(
    `select c.status::text as status, count(r.id)::int as listed,
       count(r.id) filter (where r.delivery in ('QUEUED', 'SENDING'))::int as pending
     from campaigns c left join campaign_recipients r on r.campaign_id = c.id
     where c.id = $1 group by c.status`,
    [campaignId],
  );
  const row = rows[0];
  if (!row) throw new Error(`campaign ${campaignId} is gone`);
  return row;
}

/**
 * Waits until the campaign is open and none of its recipients is queued or being sent; answers when its
 * recipient list appeared. Once open, the database is counted only when the sink has as many messages as
 * there are recipients, or every 10 s (failures), so that watching takes little from the sender.
 */
async function waitUntilSent(database: Database, campaignId: number, smtp: CountingSmtpServer) {
  let openedAt: number | undefined;
  let listed = 0;
  let countedAt = 0;
  let seen = '';
  let movedAt = Date.now();
  for (; ; await sleep(POLL_MS)) {
    const due = openedAt === undefined || smtp.total() >= listed || Date.now() - countedAt > 10_000;
    if (due) {
      const progress = await progressOf(database, campaignId);
      countedAt = Date.now();
      listed = progress.listed;
      if (openedAt === undefined && listed > 0) openedAt = performance.now();
      if (openedAt !== undefined && progress.pending === 0) return openedAt;
    }
    const now = `${listed} ${smtp.total()}`;
    if (now !== seen) [seen, movedAt] = [now, Date.now()];
    if (Date.now() - movedAt > STALL_MS)
      throw new Error(`no progress for ${seconds(STALL_MS)}: ${listed} recipients, ${smtp.total()} messages`);
  }
}

/** Recipients with more than one message, and recipients with none, at the sink. */
function sinkCheck(smtp: CountingSmtpServer, recipients: number) {
  let duplicates = 0;
  let missing = 0;
  for (let n = 1; n <= recipients; n++) {
    const received = smtp.counts.get(benchAddress(n)) ?? 0;
    if (received === 0) missing += 1;
    if (received > 1) duplicates += 1;
  }
  const strangers = [...smtp.counts.keys()].filter((address) => !address.startsWith(`${BENCH_TAG}-`));
  return { duplicates, missing, strangers: strangers.length };
}

async function databaseCheck(database: Database, campaignId: number) {
  const { rows } = await database.pool.query<{
    sent: number;
    failed: number;
    events: number;
    evented: number;
  }>(
    `select
       (select count(*) from campaign_recipients where campaign_id = $1 and delivery = 'SENT')::int as sent,
       (select count(*) from campaign_recipients where campaign_id = $1 and delivery = 'FAILED')::int as failed,
       count(*)::int as events, count(distinct recipient_id)::int as evented
     from campaign_events where campaign_id = $1 and type = 'EMAIL_SENT'`,
    [campaignId],
  );
  const row = rows[0];
  if (!row) throw new Error('no counts');
  return row;
}

function memoryLine(label: string, memory: ProcessMemory): string {
  const since = memory.rssPeakReset ? '' : ' (since the process started)';
  const live = memory.heapLiveBytes === null ? '' : `, live heap after a full GC ${mb(memory.heapLiveBytes)}`;
  return `  ${label}: peak RSS ${mb(memory.rssPeakBytes)}${since}, peak heap used ${mb(memory.heapUsedPeakBytes)} (heap total ${mb(memory.heapTotalPeakBytes)}); RSS now ${mb(memory.rssBytes)}${live}`;
}

/**
 * One run of the campaign bench (campaign-send-bench.ts): one campaign to `recipients` recipients sent
 * by the real engine in an app process of its own (apps/api/src/main.ts, production defaults) into a
 * local SMTP sink that counts messages per recipient, on a scratch database of the server (dropped
 * afterwards). Prints its lines as it goes and answers the figures.
 */
export async function runCampaignSend(serverUrl: string, recipients: number): Promise<CampaignSendResult> {
  console.log(`\nCampaign sending: one campaign to ${count(recipients)} recipients, one app process\n`);
  const scratch = await createScratchDatabase(serverUrl, 'td_bench_campaign');
  const dataDir = await mkdtemp(join(tmpdir(), 'td-campaign-bench-'));
  const smtp = await startCountingSmtpServer();
  const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 4 });
  let app: AppProcess | undefined;
  try {
    await runMigrations(database.pool);
    await seedReferenceData(database.db);
    const seeding = performance.now();
    await seedBenchRecipients(database, recipients);
    console.log(
      `  seeded ${count(recipients)} candidates who accept e-mail in ${seconds(performance.now() - seeding)}`,
    );

    // Production settings (LOG_LEVEL at its default, info), and CAMPAIGN_SMTP_CONNECTIONS when the bench
    // is given one (to see how the rate grows with it); the probe reports its memory on SIGUSR2.
    const connections = process.env.CAMPAIGN_SMTP_CONNECTIONS;
    app = startAppProcess(
      {
        PUBLIC_URL: 'https://talent.example',
        DATABASE_URL: scratch.url,
        SMTP_URL: smtp.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        ...(connections ? { CAMPAIGN_SMTP_CONNECTIONS: connections } : {}),
      },
      {
        nodeArgs: [
          '--expose-gc',
          '--import',
          PROBE,
          ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROF] : []),
          ...(process.env.BENCH_APP_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
        ],
      },
    );
    await app.running;
    const idle = await readProcessMemory(app);
    console.log(memoryLine('app process started, idle', idle));

    let first = 0;
    let last = 0;
    smtp.onMessage((total) => {
      last = performance.now();
      if (total === 1) first = last;
    });
    const scheduledAt = performance.now();
    const campaignId = await scheduleBenchCampaign(database, `Bench ${recipients}`);
    const openedAt = await waitUntilSent(database, campaignId, smtp);
    const sending = await readProcessMemory(app);
    const sendMs = last - first;
    const received = smtp.total();
    const emailsPerSecond = received / (sendMs / 1000);

    const sink = sinkCheck(smtp, recipients);
    const stored = await databaseCheck(database, campaignId);
    console.log(
      `  recipient list taken ${seconds(openedAt - scheduledAt)} after scheduling (the sweep's wait included)`,
    );
    console.log(
      `  ${count(received)} e-mails in ${seconds(sendMs)} from the first to the last: ${emailsPerSecond.toFixed(0)} e-mails/s (${seconds(last - scheduledAt)} from scheduling)`,
    );
    console.log(memoryLine('sending process while opening and sending', sending));
    console.log(`  sending process CPU: ${seconds(sending.cpuMs - idle.cpuMs)} during the send`);
    console.log(
      `  at the SMTP sink: duplicates ${count(sink.duplicates)} (recipients with more than one message), missing ${count(sink.missing)}, other addresses ${sink.strangers}`,
    );
    console.log(
      `  in the database: ${count(stored.sent)} SENT, ${count(stored.failed)} FAILED, ${count(stored.events)} EMAIL_SENT events for ${count(stored.evented)} recipients`,
    );
    return {
      recipients,
      emailsPerSecond,
      sending,
      cpuMs: sending.cpuMs - idle.cpuMs,
      ...sink,
      sent: stored.sent,
      events: stored.events,
    };
  } finally {
    if (app) await stopAppProcess(app);
    await database.close();
    await smtp.close();
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
