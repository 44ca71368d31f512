import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AssessmentStatus } from '@talent-desk/shared';
import { vendors } from '../../../db/schema/index.js';
import { insertCandidate } from '../../../test/fixtures.js';
import { useVacancyHarness } from '../../vacancies/testing/index.js';

const h = useVacancyHarness();
const BASE = '/api/settings/test-credits';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Row = {
  vendorExternalId: string;
  vendorName: string;
  granted: number;
  used: number;
  remaining: number;
  exhausted: boolean;
  version: number;
};
const rowOf = async (vendorExternalId: string): Promise<Row> =>
  (await h.get('admin', `${BASE}/${vendorExternalId}`)).json();

let own: string;
let other: string;
let secondAdmin: string;

beforeAll(async () => {
  own = h.vendors.own.externalId;
  other = h.vendors.other.externalId;
  await h.t.db.update(vendors).set({ name: 'Acme Staffing' }).where(eq(vendors.id, h.vendors.own.id));
  await h.t.db.update(vendors).set({ name: 'Zenith Talent' }).where(eq(vendors.id, h.vendors.other.id));
  // The own vendor: three assessments sent (Not Initiated, Completed, Expired), one not sent, one pending.
  const statuses: (AssessmentStatus | null)[] = ['NOT_INITIATED', 'COMPLETED', 'EXPIRED', 'NOT_SENT', null];
  for (const assessmentStatus of statuses)
    await insertCandidate(h.t.db, { source: 'VENDOR', vendorId: h.vendors.own.id, assessmentStatus });
  // Another vendor's and a direct candidate's assessments never count for it.
  await insertCandidate(h.t.db, {
    source: 'VENDOR',
    vendorId: h.vendors.other.id,
    assessmentStatus: 'COMPLETED',
  });
  await insertCandidate(h.t.db, { assessmentStatus: 'COMPLETED' });
  secondAdmin = await h.t.sessionCookie(await h.t.createUser('ADMIN'));
});

const putAs = (cookie: string, vendorExternalId: string, payload: unknown) =>
  h.t.inject({
    method: 'PUT',
    url: `${BASE}/${vendorExternalId}`,
    headers: { cookie },
    payload: payload as object,
  });

describe('Settings > Test credits (SET-03: test-credits)', () => {
  it('[SET-01] [SET-03] TAG and VENDOR get 403 on every test-credits route; anonymous 401', async () => {
    for (const who of ['tag', 'vendor'] as const) {
      expect((await h.get(who, BASE)).statusCode).toBe(403);
      expect((await h.get(who, `${BASE}/${own}`)).statusCode).toBe(403);
      expect((await h.send(who, 'PUT', `${BASE}/${own}`, { granted: 10, version: 0 })).statusCode).toBe(403);
    }
    expect((await h.t.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });

  it('[SET-03] every vendor is listed by name: used counts its candidates whose assessment was sent; no grant is 0 and flagged', async () => {
    const page = (await h.get('admin', `${BASE}?size=100`)).json();
    const rows = page.content as Row[];
    const acme = rows.find((r) => r.vendorExternalId === own);
    expect(acme).toMatchObject({
      vendorName: 'Acme Staffing',
      granted: 0,
      used: 3,
      remaining: -3,
      exhausted: true,
      version: 0,
    });
    expect(rows.find((r) => r.vendorExternalId === other)).toMatchObject({ used: 1, granted: 0 });
    const names = rows.map((r) => r.vendorName);
    expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const desc = (await h.get('admin', `${BASE}?size=100&order=desc`))
      .json()
      .content.map((r: Row) => r.vendorName);
    expect(desc).toEqual([...names].reverse());
    const searched = (await h.get('admin', `${BASE}?search=ZENITH`)).json();
    expect(searched.content.map((r: Row) => r.vendorName)).toEqual(['Zenith Talent']);
  });

  it('[SET-03] an ADMIN grants credits: remaining is granted − used; at the grant the vendor stays flagged', async () => {
    const saved = await h.send('admin', 'PUT', `${BASE}/${own}`, { granted: 10, version: 0 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ granted: 10, used: 3, remaining: 7, exhausted: false, version: 1 });
    const atGrant = await h.send('admin', 'PUT', `${BASE}/${own}`, { granted: 3, version: 1 });
    expect(atGrant.json()).toMatchObject({ granted: 3, remaining: 0, exhausted: true, version: 2 });
  });

  it('[SET-03] a grant below the used credits is a 400 naming granted; bad numbers are a 400 naming the field; unknown vendor 404', async () => {
    const below = await h.send('admin', 'PUT', `${BASE}/${own}`, { granted: 2, version: 2 });
    expect(below.statusCode).toBe(400);
    expect(below.json().fields).toEqual([
      { path: 'granted', message: 'Granted credits cannot be less than the 3 already used' },
    ]);
    for (const granted of [-1, 1.5, '7', null]) {
      const bad = await h.send('admin', 'PUT', `${BASE}/${own}`, { granted, version: 2 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fields[0]).toMatchObject({
        path: 'granted',
        message: 'Granted credits must be a whole number from 0',
      });
    }
    const noVersion = await h.send('admin', 'PUT', `${BASE}/${own}`, { granted: 5 });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().fields[0].path).toBe('version');
    expect((await h.send('admin', 'PUT', `${BASE}/${UNKNOWN}`, { granted: 5, version: 0 })).statusCode).toBe(
      404,
    );
    expect((await h.get('admin', `${BASE}/${UNKNOWN}`)).statusCode).toBe(404);
    expect(await rowOf(own)).toMatchObject({ granted: 3, version: 2 });
  });

  it('[SET-03] a save with a stale version (another ADMIN saved meanwhile) is a 409, not a silent overwrite', async () => {
    expect((await putAs(secondAdmin, own, { granted: 20, version: 2 })).statusCode).toBe(200);
    const stale = await h.send('admin', 'PUT', `${BASE}/${own}`, { granted: 15, version: 2 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(
      'Someone else changed these credits meanwhile: reload to see their value and try again',
    );
    expect(await rowOf(own)).toMatchObject({ granted: 20, version: 3 });
  });

  it('[SET-03] two ADMINs saving the same version at once over real HTTP: exactly one wins, the other gets 409', async () => {
    for (const vendor of [own, other]) {
      const { version } = await rowOf(vendor);
      const origin = `http://127.0.0.1:${(h.t.app.server.address() as { port: number }).port}`;
      const responses = await Promise.all(
        [
          [h.cookies.admin, 30],
          [secondAdmin, 40],
        ].map(([cookie, granted]) =>
          fetch(`${origin}${BASE}/${vendor}`, {
            method: 'PUT',
            headers: { cookie: cookie as string, 'content-type': 'application/json' },
            body: JSON.stringify({ granted, version }),
          }),
        ),
      );
      const statuses = responses.map((r) => r.status);
      expect(statuses.sort()).toEqual([200, 409]);
      const bodies = (await Promise.all(responses.map((r) => r.json()))) as { granted?: number }[];
      const winner = bodies.find((b) => b.granted !== undefined);
      const after = await rowOf(vendor);
      expect(after.version).toBe(version + 1);
      expect(after.granted).toBe(winner?.granted);
    }
  });
});
