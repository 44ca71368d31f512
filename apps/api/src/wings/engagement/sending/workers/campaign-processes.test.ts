import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertCampaign, seedRecipients } from '../../testing/campaign-fixtures.js';
import { startAppProcess, type AppProcess } from '../../../../test/app-process.js';
import { startCountingSmtpServer, type CountingSmtpServer } from '../../../../test/counting-smtp-server.js';
import { createServerDatabase, type ServerDatabase } from '../../../../test/server-database.js';

/**
 * The real server as child processes (apps/api/src/main.ts) on a fresh PostgreSQL database of
 * TEST_DATABASE_URL: a crash is a SIGKILL of another process, and several processes share nothing but
 * the database and the SMTP server. PostgreSQL only: an embedded database lives inside the process.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
/**
 * How soon a process takes over a dead one's claims (CAMPAIGN_CLAIM_TIMEOUT_SECONDS; 300 by default).
 * Longer than the stall before the kill below (a live process would otherwise settle its own held
 * message first), shorter than a restart takes anyway.
 */
const CLAIM_TIMEOUT_SECONDS = 5;
/** Each process's SMTP connections (CAMPAIGN_SMTP_CONNECTIONS): the two-process test counts beyond them. */
const SMTP_CONNECTIONS = 8;
/** Generous: two process starts (tsx compiles the app) on a shared, busy machine. */
const WAIT = { timeout: 100_000, interval: 20 };
const TEST_TIMEOUT = 200_000;

let database: ServerDatabase;
let dataDir: string;
let processes: AppProcess[] = [];
let smtp: CountingSmtpServer | undefined;

beforeAll(async () => {
  if (!serverUrl) return;
  database = await createServerDatabase(serverUrl);
  dataDir = await mkdtemp(join(tmpdir(), 'td-processes-'));
});
afterEach(async () => {
  for (const app of processes) app.kill('SIGKILL');
  await Promise.all(processes.map((app) => app.exited));
  processes = [];
  await smtp?.close();
  // A test that failed half-way must not leave its campaign sending into the next one.
  await database.pool.query("update campaigns set status = 'CLOSED' where status = 'OPEN'");
});
afterAll(async () => {
  await database?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function startApp(smtpUrl: string): AppProcess {
  const app = startAppProcess({
    // Production mode on a PostgreSQL server requires the origin of the e-mails' links.
    PUBLIC_URL: 'https://talent.example',
    DATABASE_URL: database.url,
    SMTP_URL: smtpUrl,
    DATA_DIR: dataDir,
    CAMPAIGN_CLAIM_TIMEOUT_SECONDS: String(CLAIM_TIMEOUT_SECONDS),
    CAMPAIGN_SMTP_CONNECTIONS: String(SMTP_CONNECTIONS),
  });
  processes.push(app);
  return app;
}

type DeliveryRow = { delivery: string; handed_over: boolean; n: number };

async function deliveryCounts(campaignId: number): Promise<DeliveryRow[]> {
  const { rows } = await database.pool.query<DeliveryRow>(
    `select delivery::text, sent_at is not null as handed_over, count(*)::int as n
     from campaign_recipients where campaign_id = $1 group by 1, 2 order by 1, 2`,
    [campaignId],
  );
  return rows;
}

/** Every recipient of the tag exactly once at the SMTP server, and one EMAIL_SENT each. */
async function expectExactlyOnce(server: CountingSmtpServer, tag: string, count: number, campaignId: number) {
  const ours = [...server.counts].filter(([address]) => address.startsWith(`${tag}-`));
  expect(ours.filter(([, n]) => n !== 1)).toEqual([]);
  expect(ours.length).toBe(count);
  for (let n = 1; n <= count; n++)
    expect(server.counts.get(`${tag}-${n}@example.test`), `${tag}-${n}`).toBe(1);
  const { rows } = await database.pool.query<{ n: number; recipients: number }>(
    `select count(*)::int as n, count(distinct recipient_id)::int as recipients
     from campaign_events where campaign_id = $1 and type = 'EMAIL_SENT'`,
    [campaignId],
  );
  expect(rows[0]).toEqual({ n: count, recipients: count });
}

describe.skipIf(!serverUrl)(
  'campaign sending across processes (PostgreSQL, the app as child processes)',
  () => {
    it(
      '[CAMP-48] 2,000 recipients, the sending process killed with SIGKILL mid-send and restarted: every recipient exactly once at the SMTP server',
      async () => {
        const tag = 'crash';
        const recipients = 2000;
        const server = await startCountingSmtpServer();
        smtp = server;
        const first = startApp(server.url);
        await seedRecipients(database.pool, tag, recipients);
        const campaignId = await insertCampaign(database.pool, {
          name: 'Crash test',
          tag,
          ownerUserId: null,
        });

        // A quarter of the way through (mid-batch, so that every connection has a next message), the
        // server stops answering: each connection of the app is then held either before its hand-over
        // (MAIL/RCPT) or after its final dot, its answer never given.
        const stallAt = recipients / 4 + 10;
        server.onMessage((total) => {
          if (total === stallAt) server.stall();
        });
        await vi.waitFor(() => {
          const { open, waiting } = server.connections();
          expect(server.total()).toBeGreaterThanOrEqual(stallAt);
          expect(open).toBeGreaterThan(0);
          expect(waiting).toBe(open);
        }, WAIT);
        first.kill('SIGKILL');
        expect((await first.exited).signal).toBe('SIGKILL');

        // The crash left recipients claimed but never handed over, others not yet claimed, and at least
        // one handed over (the server holds it) whose answer was never recorded: the ambiguous case.
        const left = await deliveryCounts(campaignId);
        const rows = (delivery: string, handedOver: boolean) =>
          left.find((row) => row.delivery === delivery && row.handed_over === handedOver)?.n ?? 0;
        expect(rows('SENDING', false)).toBeGreaterThan(0);
        expect(rows('SENDING', true)).toBeGreaterThan(0);
        expect(rows('QUEUED', false)).toBeGreaterThan(0);

        server.resume();
        startApp(server.url);
        await vi.waitFor(async () => {
          expect(await deliveryCounts(campaignId)).toEqual([
            { delivery: 'SENT', handed_over: true, n: recipients },
          ]);
        }, WAIT);
        await expectExactlyOnce(server, tag, recipients, campaignId);
      },
      TEST_TIMEOUT,
    );

    it(
      '[CAMP-48] two app processes on one database and one campaign of 1,000 recipients: every recipient exactly once, whichever process sends',
      async () => {
        const tag = 'twoprocs';
        const recipients = 1000;
        const server = await startCountingSmtpServer();
        smtp = server;
        const apps = [startApp(server.url), startApp(server.url)];
        await seedRecipients(database.pool, tag, recipients);
        // Both are up (their senders poll) before the campaign exists, so both take part.
        await Promise.all(apps.map((app) => app.running));
        // The server holds its replies until both processes have connections waiting on it: one fast
        // process could otherwise send all 1,000 before the other's first look at the campaign.
        server.stall();
        const campaignId = await insertCampaign(database.pool, {
          name: 'Two processes',
          tag,
          ownerUserId: null,
        });
        await vi.waitFor(() => {
          expect(server.connections().waiting).toBeGreaterThan(SMTP_CONNECTIONS);
        }, WAIT);
        server.release();

        await vi.waitFor(async () => {
          expect(await deliveryCounts(campaignId)).toEqual([
            { delivery: 'SENT', handed_over: true, n: recipients },
          ]);
        }, WAIT);
        await expectExactlyOnce(server, tag, recipients, campaignId);
        // Each process sends over its own connections: more than one process's delivered, so both sent.
        expect(server.deliveringConnections()).toBeGreaterThan(SMTP_CONNECTIONS);
      },
      TEST_TIMEOUT,
    );
  },
);
