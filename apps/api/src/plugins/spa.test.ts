import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'td-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Talent Desk</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string) => t.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*' } });

describe('serving the built SPA', () => {
  it('serves index.html at / without caching', async () => {
    const response = await page('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Talent Desk');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    expect(response.headers['content-security-policy']).toContain("frame-src 'self'");
  });

  it('serves hashed assets with a year of immutable caching', async () => {
    const response = await t.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files of the build', async () => {
    expect((await t.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('[NAV-01][AUTH-01] answers a deep link to a client route with index.html', async () => {
    for (const url of ['/internal/candidates/123', '/auth/login', '/internal/dashboard?x=1']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('Talent Desk');
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('a missing asset is a 404, not index.html', async () => {
    const response = await t.inject({ method: 'GET', url: '/assets/missing.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
  });

  it('an unknown API path is a JSON 404 even when the browser asks for HTML', async () => {
    const response = await page('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('cannot read files outside the build', async () => {
    const response = await t.inject({ method: 'GET', url: '/..%2f..%2f..%2fetc%2fpasswd' });
    expect(response.body).not.toContain('root:');
  });

  it('keeps the API working beside it', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });
});
