import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { API_PREFIXES } from '../lib/api-paths.js';

let t: TestApp;
/** A chunk above the build's 1 KB precompression floor, with its .br and .gz beside it (as the build writes). */
const CHUNK = Buffer.from(
  `export const rows = [${'{"name":"Zoë Brontë","status":"ACTIVE"},'.repeat(200)}];\n`,
);
const BIG_INDEX = Buffer.from(
  `<!doctype html><title>Talent Desk</title>${'<link rel="modulepreload">'.repeat(60)}`,
);
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'td-web-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Talent Desk</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
  writeFileSync(join(dist, 'assets', 'list-def456.js'), CHUNK);
  writeFileSync(join(dist, 'assets', 'list-def456.js.br'), brotliCompressSync(CHUNK));
  writeFileSync(join(dist, 'assets', 'list-def456.js.gz'), gzipSync(CHUNK));
  // The build's per-page HTML (apps/web/scripts/page-preloads.ts).
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'pages.json'),
    JSON.stringify({
      '/internal/candidates': 'page-list.html',
      '/internal/candidates/:candidateId': 'page-details.html',
      '/internal/candidates/new': 'page-new.html',
    }),
  );
  for (const name of ['list', 'details', 'new']) {
    writeFileSync(join(dist, `page-${name}.html`), `<!doctype html><title>Talent Desk</title><!--${name}-->`);
  }
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

  it('[NAV-24] the API lives under the prefixes held in one constant: every route but the probes, and an unknown path under each is a JSON 404', async () => {
    const outside = t.app.routeTable
      .map((route) => route.url)
      .filter((url) => !API_PREFIXES.some((prefix) => url.startsWith(prefix)));
    // Besides the API: the probes, and the built SPA ('/' and its fallback '/*').
    expect([...new Set(outside)].sort()).toEqual(['/', '/*', '/healthz', '/readyz']);
    for (const prefix of API_PREFIXES) {
      const response = await page(`${prefix}no-such-call`);
      expect(response.statusCode, prefix).toBe(404);
      expect(response.json(), prefix).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('cannot read files outside the build', async () => {
    const response = await t.inject({ method: 'GET', url: '/..%2f..%2f..%2fetc%2fpasswd' });
    expect(response.body).not.toContain('root:');
  });

  it('keeps the API working beside it', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it("each keeps its own Cache-Control: the API's no-store, the build's immutable assets and no-cache page", async () => {
    const headers = { accept: 'text/html,*/*', 'accept-encoding': 'br, gzip' };
    const cacheControl = async (url: string) =>
      (await t.inject({ method: 'GET', url, headers })).headers['cache-control'];
    expect(await cacheControl('/api/auth/me')).toBe('no-store');
    expect(await cacheControl('/api/nope')).toBe('no-store');
    expect(await cacheControl('/assets/index-abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(await cacheControl('/internal/dashboard')).toBe('no-cache');
  });
});

describe('precompressed delivery of the build', () => {
  const asset = (acceptEncoding?: string) =>
    t.inject({
      method: 'GET',
      url: '/assets/list-def456.js',
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the .br file to a browser that accepts brotli (what Chromium asks for), immutable', async () => {
    for (const acceptEncoding of ['br', 'gzip, deflate, br, zstd']) {
      const response = await asset(acceptEncoding);
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.headers['content-encoding'], acceptEncoding).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(Number(response.headers['content-length'])).toBeLessThan(CHUNK.length / 5);
      expect(brotliDecompressSync(response.rawPayload).equals(CHUNK)).toBe(true);
    }
  });

  it('sends the .gz file to a client that accepts only gzip', async () => {
    const response = await asset('gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(gunzipSync(response.rawPayload).equals(CHUNK)).toBe(true);
  });

  it('sends the plain file without Accept-Encoding (or with identity), still Vary: Accept-Encoding', async () => {
    for (const response of [await asset(), await asset('identity')]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload.equals(CHUNK)).toBe(true);
    }
  });

  it('a file the build left plain (below 1 KB) is sent plain, not compressed per request', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log(1)');
  });

  it('index.html, precompressed, is still never cached, at / and at a deep link', async () => {
    const dist = t.config.webDistDir ?? '';
    writeFileSync(join(dist, 'index.html'), BIG_INDEX);
    writeFileSync(join(dist, 'index.html.br'), brotliCompressSync(BIG_INDEX));
    for (const url of ['/', '/internal/vacancies']) {
      const response = await t.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).equals(BIG_INDEX), url).toBe(true);
    }
  });
});

describe("each page's own HTML, preloading its code", () => {
  it.each([
    ['/internal/candidates', 'list'],
    ['/internal/candidates/?page=2&size=50', 'list'],
    ['/internal/candidates/new', 'new'],
    ['/internal/candidates/0b7c2f0e-54a5-4a43-9d4e-1f1b3c0f2f11', 'details'],
  ])('%s gets the %s page, never cached', async (url, name) => {
    const response = await page(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`<!--${name}-->`);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('a page the build has no HTML for gets index.html', async () => {
    for (const url of ['/internal/vacancies', '/internal/candidates/1/history/2', '/']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toMatch(/<!--(list|new|details)-->/);
    }
  });
});
