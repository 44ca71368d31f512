import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withEvents } from '../test/audit-events.js';
import { insertCandidate, seedCandidateReference } from '../test/fixtures.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let cookies: { tag: string; vendor: string };
beforeAll(async () => {
  t = await createTestApp();
  await seedCandidateReference(t.db);
  cookies = { tag: await t.sessionCookie(t.tag), vendor: await t.sessionCookie(t.vendor) };
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'PUT', url: string, cookie?: string) =>
  withEvents(t.database, () => t.inject({ method, url, headers: cookie ? { cookie } : {} }));

describe('audit log: refused authorisations (issue 24)', () => {
  it('a signed-in user refused a route for lack of permission writes one access.denied event naming the route and the permission', async () => {
    const vendor = await t.createVendor('INACTIVE');
    const { result, events } = await call('PUT', `/api/vendors/${vendor.externalId}/activate`, cookies.tag);
    expect(result.statusCode).toBe(403);
    expect(events).toEqual([
      expect.objectContaining({
        action: 'access.denied',
        actor_user_id: t.tag.id,
        target_type: 'route',
        target_id: 'PUT /api/vendors/:id/activate',
        target_label: 'vendors:activate',
        changes: [],
      }),
    ]);
  });

  it('a VENDOR refused a staff-only read is recorded too', async () => {
    const { result, events } = await call('GET', '/api/users', cookies.vendor);
    expect(result.statusCode).toBe(403);
    expect(events).toMatchObject([
      { action: 'access.denied', actor_user_id: t.vendor.id, target_id: 'GET /api/users' },
    ]);
  });

  it("an anonymous 401 and a VENDOR's 404 of another vendor's candidate write nothing", async () => {
    const theirs = await insertCandidate(t.db);
    const anonymous = await call('GET', '/api/users');
    const scopeMiss = await call('GET', `/api/candidates/${theirs.externalId}`, cookies.vendor);
    expect([anonymous.result.statusCode, scopeMiss.result.statusCode]).toEqual([401, 404]);
    expect([...anonymous.events, ...scopeMiss.events]).toEqual([]);
  });
});
