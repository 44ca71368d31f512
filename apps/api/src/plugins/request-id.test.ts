import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/index.js';
import { loggerOptions } from '../lib/logger.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

// Issue 23, item 6: a trusted proxy's X-Request-Id follows the request into every log line, the
// response header and error bodies; from anyone else the header is ignored.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let t: TestApp;
const logLines: Record<string, unknown>[] = [];
/** Apps on the test database with TRUST_PROXY as given; every log line of all of them is captured. */
const apps: FastifyInstance[] = [];
async function appTrusting(trustProxy: string): Promise<FastifyInstance> {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) if (line) logLines.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/td-test', TRUST_PROXY: trustProxy });
  const app = await buildApp({ config, database: t.database, logger: pino(loggerOptions('info'), sink) });
  apps.push(app);
  return app;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await t?.close();
});

describe('X-Request-Id from a trusted proxy', () => {
  it('is kept: the response header, every log line of the request and the error body carry it', async () => {
    const app = await appTrusting('127.0.0.1'); // inject's peer is 127.0.0.1: the proxy
    const id = 'edge-7f3a9c21.b:42_x';
    const response = await app.inject({
      method: 'GET',
      url: '/api/no-such-thing',
      headers: { 'x-request-id': id },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['x-request-id']).toBe(id);
    expect(response.json()).toEqual({
      status: 404,
      code: 'NOT_FOUND',
      message: expect.any(String),
      requestId: id,
    });
    const lines = logLines.filter((line) => line.reqId === id);
    expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('is kept with a hop count too (every peer is a proxy)', async () => {
    const app = await appTrusting('1');
    const response = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'abc123' },
    });
    expect(response.headers['x-request-id']).toBe('abc123');
  });

  it('is replaced by a fresh UUID when it does not look like an id', async () => {
    const app = await appTrusting('127.0.0.1');
    for (const sent of ['two words', 'x'.repeat(129), '<script>', 'a, b', '']) {
      const response = await app.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': sent },
      });
      expect(response.headers['x-request-id'], sent).toMatch(UUID);
    }
  });
});

describe('X-Request-Id from a client that is not a trusted proxy', () => {
  it('is ignored without TRUST_PROXY, and from a peer that is not one of the proxies', async () => {
    const untrusted = await appTrusting('false');
    const elsewhere = await appTrusting('10.0.0.0/8');
    const fromProxyList = await appTrusting('127.0.0.1');
    const answers = [
      await untrusted.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'client-picked-1' },
      }),
      await elsewhere.inject({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-request-id': 'client-picked-2' },
      }),
      await fromProxyList.inject({
        method: 'GET',
        url: '/healthz',
        remoteAddress: '203.0.113.9',
        headers: { 'x-request-id': 'client-picked-3' },
      }),
    ];
    for (const response of answers) expect(response.headers['x-request-id']).toMatch(UUID);
    expect(logLines.some((line) => String(line.reqId).startsWith('client-picked'))).toBe(false);
  });
});

describe('error bodies carry the request id', () => {
  it('401, 400 and 404 answers quote the X-Request-Id header in requestId', async () => {
    const cookie = await t.sessionCookie(t.admin);
    const answers = [
      await t.inject({ method: 'GET', url: '/api/candidates' }),
      await t.inject({ method: 'GET', url: '/api/candidates/not-an-id', headers: { cookie } }),
      await t.inject({
        method: 'GET',
        url: '/api/candidates/00000000-0000-4000-8000-000000000000',
        headers: { cookie },
      }),
      await t.inject({ method: 'GET', url: '/api/%E0%A4%A' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([401, 400, 404, 400]);
    for (const response of answers) {
      const requestId = response.headers['x-request-id'];
      expect(requestId).toMatch(UUID);
      expect((response.json() as { requestId?: string }).requestId).toBe(requestId);
    }
  });
});
