import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { loggerOptions } from '../../../lib/logger.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { insertVacancy, seedCandidateReference } from '../../../test/fixtures.js';

// Issue 20, item 2: behind a proxy a client cannot pick its own address, IPv6 clients count per /64, and
// the anonymous endpoints have ceilings that hold whatever addresses the requests claim. Real HTTP from
// 127.0.0.1, which plays the one proxy in front of the app (TRUST_PROXY=1).

let t: TestApp;
let app: FastifyInstance;
let origin: string;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    TRUST_PROXY: '1',
    PASSWORD_RESET_EMAILS_PER_HOUR: '25',
    CAREERS_APPLICATIONS_PER_VACANCY_PER_HOUR: '3',
    CAREERS_APPLICATIONS_PER_HOUR: '5',
  });
  await seedCandidateReference(t.db);
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({ config: t.config, database: t.database, logger: pino(loggerOptions('info'), sink) });
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

/** What the proxy forwards: whatever the client wrote, then the address the proxy saw. */
const forgot = (forwardedFor: string, email = 'nobody@nowhere.example') =>
  fetch(`${origin}/api/auth/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ email }),
  });

describe('TRUST_PROXY is a hop count or proxy addresses, never "trust all"', () => {
  it('a client that writes a new left-most X-Forwarded-For entry each time is still counted as itself', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await forgot(`10.9.8.${i}, 203.0.113.50`)).status);
    }
    // 10 per client an hour, then 429: the spoofed entries bought nothing.
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another client behind the same proxy is not held back.
    expect((await forgot('203.0.113.51')).status).toBe(202);
  });

  it('IPv6 clients are counted per /64: new addresses in one subscriber prefix do not reset the limit', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 11; i += 1) statuses.push((await forgot(`2001:db8:77:1::${i.toString(16)}`)).status);
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect((await forgot('2001:db8:77:2::1')).status).toBe(202); // the next /64 is another client
  });
});

describe('ceilings of the anonymous endpoints hold whatever addresses the requests claim', () => {
  it('forgot-password: over the hourly ceiling every client gets 429 with Retry-After, and a warning is logged', async () => {
    // 10 + 1 + 10 + 1 = 22 requests were let through above; the ceiling is 25.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await forgot(`192.0.2.${i + 1}`)).status);
    expect(statuses).toEqual([202, 202, 202, 429, 429]);
    const refused = await forgot('192.0.2.200');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/try again later/i);
    expect(
      logLines.some((line) => line.includes('password reset ceiling reached') && line.includes('"level":40')),
    ).toBe(true);
  });

  it('careers site: per-vacancy and overall hourly ceilings refuse new addresses too (429 CAREERS_SITE_BUSY)', async () => {
    const first = await insertVacancy(t.db, { status: 'OPEN', publishToExternalApp: true });
    const second = await insertVacancy(t.db, { status: 'OPEN', publishToExternalApp: true });
    // An empty body: counted, then refused as a bad request (400) while under the ceilings.
    const apply = (vacancyId: string, client: string) =>
      fetch(`${origin}/api/public/vacancies/${vacancyId}/applications`, {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'x-forwarded-for': client },
        body: '--x--\r\n',
      });
    const onFirst: number[] = [];
    for (let i = 0; i < 4; i += 1) onFirst.push((await apply(first.externalId, `198.18.0.${i + 1}`)).status);
    expect(onFirst.slice(0, 3).every((s) => s === 400)).toBe(true);
    const busy = await apply(first.externalId, '198.18.1.1');
    expect(busy.status).toBe(429);
    expect(((await busy.json()) as { code: string }).code).toBe('CAREERS_SITE_BUSY');
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another vacancy takes applications until the overall ceiling (5 an hour) is reached.
    const onSecond: number[] = [];
    for (let i = 0; i < 3; i += 1)
      onSecond.push((await apply(second.externalId, `198.18.2.${i + 1}`)).status);
    expect(onSecond[0]).toBe(400);
    expect(onSecond.slice(-1)).toEqual([429]);
    expect(logLines.some((line) => line.includes('careers-site application ceiling reached'))).toBe(true);
  });
});
