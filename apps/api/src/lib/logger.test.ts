import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.js';
import { loggerOptions } from './logger.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('request logs', () => {
  it('carry a request id and never the body, the e-mail, the cookie or the query string', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp({
      config: t.config,
      database: t.database,
      logger: pino(loggerOptions('info'), sink),
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/auth/login?email=leak@example.test',
        payload: { email: t.admin.email, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const cookie = login.headers['set-cookie'];
      await app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: String(cookie) } });
    } finally {
      await app.close();
    }
    const log = lines.join('');
    const entries = lines.map((line) => JSON.parse(line) as { reqId?: string });
    expect(entries.length).toBeGreaterThanOrEqual(4);
    expect(entries.filter((e) => e.reqId).every((e) => /^[0-9a-f-]{36}$/.test(e.reqId ?? ''))).toBe(true);
    expect(log).toContain('/api/auth/login');
    for (const secret of [t.admin.email, TEST_PASSWORD, 'leak@example.test', 'td_session']) {
      expect(log).not.toContain(secret);
    }
  });
});
