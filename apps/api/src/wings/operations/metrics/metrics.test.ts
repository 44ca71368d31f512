import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { JOB_WORKERS } from '../../../jobs-plugin.js';
import { loadConfig } from '../../../config/index.js';
import { mailMessages } from '../../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertCampaignSql, seedRecipientsSql } from '../../engagement/testing/index.js';
import { stateCounts } from './metrics.repo.js';
import { parseExposition, sampleValue, type Sample } from './metrics-text.js';

// Issue 23, item 7: GET /metrics in Prometheus's text format, behind METRICS_TOKEN.

const TOKEN = 'metrics-token-for-tests-0123456789';
const DURATION = 'talentdesk_http_request_duration_seconds';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ METRICS_TOKEN: TOKEN });
  admin = await t.sessionCookie(t.admin);
});
afterAll(async () => {
  await t?.close();
});

async function scrape(): Promise<Sample[]> {
  const response = await t.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(response.body);
}

const requestCount = (samples: Sample[], route: string, status: string) =>
  sampleValue(samples, `${DURATION}_count`, { method: 'GET', route, status_code: status }) ?? 0;

async function insertMessages(status: 'QUEUED' | 'SENT' | 'KEPT' | 'FAILED', count: number) {
  const rows = Array.from({ length: count }, (_, i) => ({
    fromAddress: 'app@example.test',
    toAddresses: [`someone-${i}@example.test`],
    subject: 'Metrics',
    html: '<p>m</p>',
    text: 'm',
    searchText: 'metrics',
    status,
  }));
  await t.db.insert(mailMessages).values(rows);
}

describe('GET /metrics with METRICS_TOKEN', () => {
  it('counts requests by route pattern and status in the duration histogram, never its own scrapes', async () => {
    const before = await scrape();
    const unknownId = randomUUID();
    for (let i = 0; i < 3; i += 1)
      expect((await t.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    const notFound = await t.inject({
      method: 'GET',
      url: `/api/candidates/${unknownId}`,
      headers: { cookie: admin },
    });
    expect(notFound.statusCode).toBe(404);
    const invalid = await t.inject({
      method: 'GET',
      url: '/api/candidates/not-an-id',
      headers: { cookie: admin },
    });
    expect(invalid.statusCode).toBe(400);
    expect((await t.inject({ method: 'GET', url: '/no/such/page.json' })).statusCode).toBe(404);
    const after = await scrape();

    expect(requestCount(after, '/healthz', '200') - requestCount(before, '/healthz', '200')).toBe(3);
    expect(
      requestCount(after, '/api/candidates/:id', '404') - requestCount(before, '/api/candidates/:id', '404'),
    ).toBe(1);
    expect(
      requestCount(after, '/api/candidates/:id', '400') - requestCount(before, '/api/candidates/:id', '400'),
    ).toBe(1);
    expect(requestCount(after, '(unmatched)', '404') - requestCount(before, '(unmatched)', '404')).toBe(1);

    // The buckets are cumulative: every one of the three health checks is under 10 s, all are in +Inf.
    const bucket = (le: string) =>
      sampleValue(after, `${DURATION}_bucket`, { method: 'GET', route: '/healthz', status_code: '200', le });
    expect(bucket('+Inf')).toBe(requestCount(after, '/healthz', '200'));
    expect(bucket('10')).toBe(bucket('+Inf'));
    expect(bucket('0.005')).toBeLessThanOrEqual(bucket('0.1') ?? 0);
    const sum = sampleValue(after, `${DURATION}_sum`, {
      method: 'GET',
      route: '/healthz',
      status_code: '200',
    });
    expect(sum).toBeGreaterThan(0);

    // Route patterns only: the raw URL (an id, an unknown path) never becomes a label.
    const routes = new Set(after.filter((s) => s.name.startsWith(DURATION)).map((s) => s.labels.route));
    expect([...routes].some((route) => route?.includes(unknownId) || route?.includes('no/such'))).toBe(false);
    expect(routes.has('/metrics')).toBe(false);
  });

  it('reports the pool, the job queues, the outbox and campaign recipients by state, as the database has them', async () => {
    const before = await scrape();
    await insertMessages('FAILED', 2);
    await insertMessages('KEPT', 3);
    // A mail job due in an hour (waiting) and one failed for good, straight in pg-boss's job table.
    await t.database.pool.query(
      `insert into pgboss.job (name, data, start_after) values ('mail-send', '{}', now() + interval '1 hour')`,
    );
    await t.database.pool.query(
      `insert into pgboss.job (name, data, state) values ('mail-send', '{}', 'failed')`,
    );
    // A campaign scheduled for tomorrow with four recipients, one in each delivery state.
    await t.database.pool.query(seedRecipientsSql('metricsrcpt', 4));
    const campaign = insertCampaignSql({
      name: 'Metrics',
      tag: 'metricsrcpt',
      ownerUserId: t.admin.id,
      startInSeconds: 86_400,
    });
    const campaignId = (await t.database.pool.query<{ id: number }>(campaign.text, campaign.values)).rows[0]
      ?.id;
    await t.database.pool.query(
      `insert into campaign_recipients (campaign_id, candidate_id, email, delivery)
       select $1, id, email, (array['QUEUED', 'SENDING', 'SENT', 'SENT']::recipient_delivery[])[row_number() over (order by id)]
       from candidates where last_name = 'metricsrcpt'`,
      [campaignId],
    );
    const after = await scrape();

    const delta = (name: string, labels: Record<string, string>) =>
      (sampleValue(after, name, labels) ?? 0) - (sampleValue(before, name, labels) ?? 0);
    expect(delta('talentdesk_mail_outbox_messages', { state: 'FAILED' })).toBe(2);
    expect(delta('talentdesk_mail_outbox_messages', { state: 'KEPT' })).toBe(3);
    expect(sampleValue(after, 'talentdesk_mail_outbox_messages_estimated')).toBe(0);
    expect(delta('talentdesk_job_queue_depth', { queue: 'mail-send' })).toBe(1);
    expect(delta('talentdesk_job_queue_failed', { queue: 'mail-send' })).toBe(1);
    // Every queue is listed, idle ones with 0.
    expect(sampleValue(after, 'talentdesk_job_queue_depth', { queue: 'campaign-open' })).toBe(0);
    expect(delta('talentdesk_campaign_recipients', { state: 'QUEUED' })).toBe(1);
    expect(delta('talentdesk_campaign_recipients', { state: 'SENDING' })).toBe(1);
    expect(delta('talentdesk_campaign_recipients', { state: 'SENT' })).toBe(2);
    expect(sampleValue(after, 'talentdesk_campaign_recipients', { state: 'FAILED' })).toBe(0);
    expect(sampleValue(after, 'talentdesk_metrics_database_up')).toBe(1);

    // The pool: the scrape's own connection is back by the time the pool is read, within the size.
    const max = sampleValue(after, 'talentdesk_db_pool_connections_max');
    expect(max).toBe(t.database.pool.options.max);
    const inUse = sampleValue(after, 'talentdesk_db_pool_connections_in_use') ?? -1;
    const idle = sampleValue(after, 'talentdesk_db_pool_connections_idle') ?? -1;
    expect(inUse).toBeGreaterThanOrEqual(0);
    expect(idle).toBeGreaterThanOrEqual(0);
    expect(inUse + idle).toBeLessThanOrEqual(max ?? 0);
    expect(sampleValue(after, 'talentdesk_db_pool_waiting_requests')).toBeGreaterThanOrEqual(0);

    // The process's own metrics (collectDefaultMetrics).
    expect(sampleValue(after, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(after.some((s) => s.name === 'nodejs_eventloop_lag_seconds')).toBe(true);
  });

  it('a large table is read from the planner statistics: after ANALYZE the estimate matches the rows', async () => {
    await t.database.pool.query('analyze mail_messages');
    const exact = await stateCounts(t.db, 'mail_messages', 'status');
    const estimate = await stateCounts(t.db, 'mail_messages', 'status', 0);
    expect(exact.estimated).toBe(false);
    expect(estimate.estimated).toBe(true);
    expect(Object.fromEntries(estimate.counts)).toEqual(Object.fromEntries(exact.counts));
    expect(exact.counts.get('KEPT')).toBeGreaterThanOrEqual(3);
  });

  it('reports which job workers the process runs: all of them in an `all` process, none in a `web` one', async () => {
    const workers = (samples: Sample[]) =>
      Object.fromEntries(
        samples.filter((s) => s.name === 'talentdesk_job_workers').map((s) => [s.labels.worker, s.value]),
      );
    expect(workers(await scrape())).toEqual(Object.fromEntries(JOB_WORKERS.map((kind) => [kind, 1])));

    // A web process's config on the same database (the process test runs real ones on PostgreSQL).
    const env = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/td-test', METRICS_TOKEN: TOKEN };
    const web = await buildApp({
      config: { ...loadConfig(env), processRole: 'web' },
      database: t.database,
    });
    try {
      const response = await web.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      expect(workers(parseExposition(response.body))).toEqual(
        Object.fromEntries(JOB_WORKERS.map((kind) => [kind, 0])),
      );
    } finally {
      await web.close();
    }
  });

  it('answers 401 with WWW-Authenticate without the token or with a wrong one', async () => {
    for (const authorization of [
      undefined,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(1)}`,
      TOKEN,
      'Basic abc',
    ]) {
      const response = await t.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
      expect(response.body).not.toContain('talentdesk_');
    }
  });

  it('is not in the public OpenAPI document', async () => {
    const docs = await t.inject({ method: 'GET', url: '/api/docs/json', headers: { cookie: admin } });
    expect(docs.statusCode).toBe(200);
    expect(Object.keys((docs.json() as { paths: Record<string, unknown> }).paths)).not.toContain('/metrics');
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers 404 as an unknown path does, with or without a token', async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/td-test' });
    const app = await buildApp({ config, database: t.database });
    try {
      for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
        const response = await app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      }
    } finally {
      await app.close();
    }
  });
});
