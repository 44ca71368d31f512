import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@talent-desk/shared';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.js';

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'loopback' });
  cookie = (await t.login(t.tag.email)).cookie;
});
afterAll(async () => {
  await t?.close();
});

const login = (headers: Record<string, string>) =>
  t.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: 'app.example.test', ...headers },
    payload: { email: t.admin.email, password: TEST_PASSWORD },
  });

describe('same-origin check on state-changing requests', () => {
  it('a POST whose Origin is another site is refused with 403 CROSS_ORIGIN', async () => {
    const response = await login({ origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      status: 403,
      code: 'CROSS_ORIGIN',
      message: MESSAGES.crossOrigin,
      requestId: response.headers['x-request-id'],
    });
  });

  it('a POST marked Sec-Fetch-Site: cross-site is refused even without Origin', async () => {
    const response = await login({ 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_ORIGIN');
  });

  it('a same-site (sibling subdomain) request is refused too', async () => {
    expect((await login({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
  });

  it('a POST from our own origin (without PUBLIC_URL: this port on localhost or its loopback address) passes', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      const response = await login({ origin, 'sec-fetch-site': 'same-origin' });
      expect(response.statusCode).toBe(200);
    }
  });

  it("an Origin that matches the request's own Host (and X-Forwarded-Proto) is refused: the check compares with the configured origin", async () => {
    // The attack: the request says it is evil.example and comes from evil.example.
    const spoofed = await login({ host: 'evil.example', origin: 'http://evil.example' });
    expect(spoofed.statusCode).toBe(403);
    expect(spoofed.json().code).toBe('CROSS_ORIGIN');
    const proxied = await login({ origin: 'https://app.example.test', 'x-forwarded-proto': 'https' });
    expect(proxied.statusCode).toBe(403);
  });

  it('a request with neither header (a non-browser client) passes', async () => {
    expect((await login({})).statusCode).toBe(200);
  });

  it('[AUTH-02] a cross-site GET /api/auth/logout is refused and the session survives', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/auth/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect((await t.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).statusCode).toBe(
      200,
    );
  });

  it('[AUTH-09] a cross-site password change is refused before anything else', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/user-service/user/change/password',
      headers: { cookie, origin: 'https://evil.example' },
      payload: {},
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('CROSS_ORIGIN');
  });

  it('a cross-site GET of data is not a state change and is left to CORS (no CORS headers are sent)', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('same-origin check with PUBLIC_URL', () => {
  let p: TestApp;
  beforeAll(async () => {
    p = await createTestApp({ PUBLIC_URL: 'https://talent.example.com' });
  });
  afterAll(async () => {
    await p?.close();
  });

  it('the configured public origin is the only accepted Origin, and cookies are Secure', async () => {
    const payload = { email: p.admin.email, password: TEST_PASSWORD };
    const own = await p.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://talent.example.com' },
      payload,
    });
    expect(own.statusCode).toBe(200);
    expect(own.cookies.find((c) => c.name === 'td_session')?.secure).toBe(true);
    const hostBased = await p.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { host: 'localhost:80', origin: 'http://localhost:80' },
      payload,
    });
    expect(hostBased.statusCode).toBe(403);
  });
});
