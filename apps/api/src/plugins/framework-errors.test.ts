import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema } from '@talent-desk/shared';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let admin: string;
let port = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.sessionCookie(t.admin);
  // Header overflow and broken HTTP are caught by Node's parser: only a real socket shows them.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  port = typeof address === 'object' && address ? address.port : 0;
});
afterAll(async () => {
  await t?.close();
});

/** Our one error shape, exactly: no Fastify `error`/`statusCode` keys. */
function expectOurShape(body: unknown, status: number, code: string) {
  const parsed = apiErrorSchema.strict().parse(body);
  expect(parsed).toMatchObject({ status, code });
  expect(parsed.message.length).toBeGreaterThan(0);
}

/** Sends raw bytes and reads the raw answer until the server closes the connection. */
function rawHttp(text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString('utf8')));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parseRaw(answer: string) {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) as unknown };
}

describe('[ERR-01] errors raised by Fastify or Node come in our one shape {status, code, message}', () => {
  it('a malformed percent-encoding in the path (FST_ERR_BAD_URL) answers 400 BAD_URL', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/candidates/%E0%A4%A',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(400);
    expectOurShape(response.json(), 400, 'BAD_URL');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a path parameter over 100 characters (FST_ERR_MAX_PARAM_LENGTH) answers 414 URI_TOO_LONG', async () => {
    const longest = await t.inject({
      method: 'GET',
      url: `/api/candidates/${'a'.repeat(100)}`,
      headers: { cookie: admin },
    });
    expect(longest.statusCode).toBe(400);
    expectOurShape(longest.json(), 400, 'VALIDATION');
    const response = await t.inject({
      method: 'GET',
      url: `/api/candidates/${'a'.repeat(101)}`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(414);
    expectOurShape(response.json(), 414, 'URI_TOO_LONG');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('invalid JSON, an empty JSON body and a JSON prototype key answer 400 MALFORMED_BODY', async () => {
    for (const payload of ['{"email": ', '', '{"__proto__":{"isAdmin":true}}']) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expectOurShape(response.json(), 400, 'MALFORMED_BODY');
    }
  });

  it('headers over 16 KB answer 431 HEADERS_TOO_LARGE', async () => {
    const answer = parseRaw(
      await rawHttp(
        `GET /api/candidates HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      ),
    );
    expect(answer.status).toBe(431);
    expectOurShape(answer.body, 431, 'HEADERS_TOO_LARGE');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('a URL too long for the request line answers 431 too (Node counts it with the headers)', async () => {
    const answer = parseRaw(
      await rawHttp(`GET /api/candidates?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: localhost\r\n\r\n`),
    );
    expect(answer.status).toBe(431);
    expectOurShape(answer.body, 431, 'HEADERS_TOO_LARGE');
  });

  it('bytes that are not HTTP answer 400 BAD_REQUEST', async () => {
    const answer = parseRaw(await rawHttp('BLAH\r\n\r\n'));
    expect(answer.status).toBe(400);
    expectOurShape(answer.body, 400, 'BAD_REQUEST');
  });
});
