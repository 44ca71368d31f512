import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEventsAfter, lastAuditId } from '../../../test/audit-events.js';
import { WALK_CASES, WALK_EXCLUDED } from '../testing/route-walk/walk-cases.js';
import { openWalkWorld, type World } from '../testing/route-walk/walk-world.js';

let w: World;
beforeAll(async () => {
  w = await openWalkWorld();
});
afterAll(async () => {
  await w?.close();
});

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The API's own paths and the spec's fixed ones (docs/architecture.md §3a). */
const API = /^\/(api|user-service|search-service)\//;

function mutatingRoutes(): string[] {
  return w.t.app.routeTable
    .filter((route) => MUTATING.has(route.method) && API.test(route.url))
    .map((route) => `${route.method} ${route.url}`);
}

describe('audit log: every mutating route writes one event, or is excluded with a reason (issue 24)', () => {
  it('every mutating API route is walked or excluded, and every line names a registered route', () => {
    const routes = mutatingRoutes();
    expect(routes.length).toBeGreaterThan(50);
    const lines = [...Object.keys(WALK_CASES), ...Object.keys(WALK_EXCLUDED)];
    expect(
      routes.filter((route) => !lines.includes(route)),
      'routes neither walked nor excluded',
    ).toEqual([]);
    expect(
      lines.filter((line) => !routes.includes(line)),
      'lines naming no route',
    ).toEqual([]);
    expect(
      Object.keys(WALK_CASES).filter((line) => line in WALK_EXCLUDED),
      'both walked and excluded',
    ).toEqual([]);
  });

  for (const [line, walk] of Object.entries(WALK_CASES)) {
    const method = line.split(' ')[0] as 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    it(`${line}: a success writes one ${walk.action} event by its actor, a refusal none`, async () => {
      const ok = await walk.ok(w);
      const before = await lastAuditId(w.t.database);
      const response = await w.send(ok, method);
      expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(300);
      const events = await auditEventsAfter(w.t.database, before);
      expect(events.map((e) => e.action)).toEqual([walk.action]);
      expect(events[0]?.actor_user_id).toBe(w.actorOf(ok.as));

      const refused = await walk.refused(w);
      const beforeRefusal = await lastAuditId(w.t.database);
      const refusal = await w.send(refused, method);
      expect(refusal.statusCode, refusal.body.slice(0, 300)).toBeGreaterThanOrEqual(400);
      expect(refusal.statusCode).not.toBe(403);
      expect(await auditEventsAfter(w.t.database, beforeRefusal)).toEqual([]);
    });
  }
});
