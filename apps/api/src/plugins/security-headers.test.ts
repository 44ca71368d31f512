import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.sessionCookie(t.admin);
});
afterAll(async () => {
  await t?.close();
});

describe('Cache-Control on API responses (personal data is never stored by a cache)', () => {
  it('every /api, /user-service and /search-service answer, success or error, says no-store', async () => {
    const requests = [
      { method: 'GET', url: '/api/auth/me', cookie: admin, status: 200 },
      { method: 'GET', url: '/api/candidates', cookie: admin, status: 200 },
      { method: 'GET', url: '/api/options/countries', cookie: admin, status: 200 },
      { method: 'GET', url: '/api/candidates', cookie: '', status: 401 },
      { method: 'GET', url: '/api/candidates/not-a-uuid', cookie: admin, status: 400 },
      { method: 'GET', url: '/api/nothing-here', cookie: admin, status: 404 },
      { method: 'POST', url: '/user-service/user/change/password', cookie: '', status: 401 },
      { method: 'GET', url: '/search-service/es/candidate/search?key=abc', cookie: admin, status: 200 },
      { method: 'GET', url: '/search-service/es/nothing/search?key=abc', cookie: admin, status: 404 },
    ] as const;
    for (const { method, url, cookie, status } of requests) {
      const response = await t.inject({ method, url, headers: cookie ? { cookie } : {} });
      expect(response.statusCode, url).toBe(status);
      expect(response.headers['cache-control'], `${method} ${url}`).toBe('no-store');
    }
  });

  it('paths outside the API get nothing from this rule (the SPA sets its own)', async () => {
    const health = await t.inject({ method: 'GET', url: '/healthz' });
    expect(health.headers['cache-control']).toBeUndefined();
  });
});
