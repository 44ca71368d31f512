import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCandidate, seedCandidateReference } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { COMPRESS_THRESHOLD_BYTES } from './compression.js';

let t: TestApp;
let admin: string;
const SOURCE = 'Compression Co';
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.sessionCookie(t.admin);
  await seedCandidateReference(t.db);
  for (let i = 0; i < 12; i++) {
    await insertCandidate(t.db, {
      firstName: 'Zoë',
      lastName: `Brontë ${i}`,
      sourceName: SOURCE,
      linkedinUrl: `https://www.linkedin.com/in/zoe-bronte-${i}`,
    });
  }
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, acceptEncoding?: string) =>
  t.inject({
    method: 'GET',
    url,
    headers: { cookie: admin, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });
const exportAs = (format: string, acceptEncoding: string) =>
  t.inject({
    method: 'POST',
    url: '/api/candidates/export',
    headers: { cookie: admin, 'accept-encoding': acceptEncoding },
    payload: { format, filters: { sourceNames: [SOURCE] } },
  });

describe('compressed API responses', () => {
  const LIST = '/api/candidates?size=15';

  it('a JSON list above 1 KB comes brotli or gzip by Accept-Encoding, the same JSON, Vary: Accept-Encoding', async () => {
    const plain = await get(LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await get(LIST, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    // Compression leaves the API's own headers alone (no-store and the like).
    expect(br.headers['cache-control']).toBe('no-store');
    expect(plain.headers['cache-control']).toBe('no-store');
    expect(br.headers['content-type']).toBe(plain.headers['content-type']);

    const gzip = await get(LIST, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('a small JSON answer is sent as it is', async () => {
    const me = await get('/api/auth/me', 'br, gzip');
    expect(me.statusCode).toBe(200);
    expect(me.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(me.headers['content-encoding']).toBeUndefined();
  });

  it('deflate alone is not offered: the plain answer', async () => {
    const response = await get(LIST, 'deflate');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('the CSV export streams compressed, with X-Export-Rows; xlsx and pdf (zip and deflate inside) do not', async () => {
    const csv = await exportAs('linkedin', 'br');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-encoding']).toBe('br');
    expect(csv.headers['x-export-rows']).toBe('12');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename=".+\.csv"$/);
    const text = brotliDecompressSync(csv.rawPayload).toString();
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(13);
    expect(text).toContain('Zoë Brontë 0,https://www.linkedin.com/in/zoe-bronte-0');

    for (const format of ['xlsx', 'pdf']) {
      const file = await exportAs(format, 'br, gzip');
      expect(file.statusCode, format).toBe(200);
      expect(file.headers['content-encoding'], format).toBeUndefined();
      expect(file.headers['x-export-rows'], format).toBe('12');
    }
  });

  it('a compressed request body is not inflated (no zip bomb through the JSON parser)', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: t.admin.email, password: 'x' })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).not.toBe(401);
  });
});
