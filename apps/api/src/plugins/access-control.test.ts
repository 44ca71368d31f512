import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, PERMISSIONS, ROLES, type Role } from '@talent-desk/shared';
import { createTestApp, type TestApp, type TestUser } from '../test/test-app.js';
import { accessControlPlugin, type RouteEntry } from './access-control.js';
import { sameOriginPlugin } from './same-origin.js';
import { sessionPlugin } from './session.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const API_ROUTE = /^\/(api|user-service|search-service)\//;
const apiRoutes = (): RouteEntry[] =>
  t.app.routeTable.filter((r) => API_ROUTE.test(r.url) && r.method !== 'HEAD');
/** Concrete URLs for parametric routes: an unknown UUID for ids, a word for wildcards. */
const concrete = (url: string) =>
  url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*/g, 'anything');

describe('route table', () => {
  it('[PERM-01] every registered route declares a known permission', () => {
    expect(t.app.routeTable.length).toBeGreaterThan(5);
    for (const route of t.app.routeTable) expect(PERMISSIONS).toContain(route.permission);
    expect(t.app.routeTable).toContainEqual({
      method: 'POST',
      url: '/user-service/user/change/password',
      permission: 'session',
    });
    expect(t.app.routeTable).toContainEqual({ method: 'POST', url: '/api/auth/login', permission: 'public' });
  });

  it('[PERM-01] registering a route without a permission fails', async () => {
    const app = Fastify();
    await app.register(sessionPlugin);
    await app.register(sameOriginPlugin);
    await app.register(accessControlPlugin);
    const boot = async () => {
      await app.register(async (scope) => {
        scope.get('/api/forgotten', async () => ({ ok: true }));
      });
      await app.ready();
    };
    await expect(boot()).rejects.toThrow(/GET \/api\/forgotten declares no valid permission/);
  });

  it('[PERM-01] a misspelt permission fails too', async () => {
    const app = Fastify();
    await app.register(sessionPlugin);
    await app.register(sameOriginPlugin);
    await app.register(accessControlPlugin);
    const boot = async () => {
      await app.register(async (scope) => {
        // @ts-expect-error: the misspelling is the point of the test
        scope.get('/api/typo', { config: { permission: 'candidate:read' } }, async () => ({ ok: true }));
      });
      await app.ready();
    };
    await expect(boot()).rejects.toThrow(/GET \/api\/typo declares no valid permission/);
  });
});

describe('every API route for anonymous, ADMIN, TAG and VENDOR', () => {
  const users = (): Record<Role, TestUser> => ({ ADMIN: t.admin, TAG: t.tag, VENDOR: t.vendor });

  it('[NAV-20] anonymous callers get 401 on every non-public route, and public routes answer them', async () => {
    const routes = apiRoutes();
    expect(routes.some((r) => r.permission !== 'public')).toBe(true);
    for (const route of routes) {
      const response = await t.inject({ method: route.method as 'GET', url: concrete(route.url) });
      const label = `${route.method} ${route.url} (${route.permission})`;
      if (route.permission === 'public') expect([401, 403], label).not.toContain(response.statusCode);
      else expect(response.statusCode, label).toBe(401);
    }
  });

  for (const role of ROLES) {
    it(`[PERM-01][PERM-02][PERM-03] ${role}: 403 exactly where the matrix denies, never 401 or 403 elsewhere`, async () => {
      for (const route of apiRoutes()) {
        // A fresh session per call: some routes (logout, change password) may end the session.
        const cookie = await t.sessionCookie(users()[role]);
        const response = await t.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { cookie },
        });
        const label = `${role} ${route.method} ${route.url} (${route.permission})`;
        if (can(role, route.permission)) expect([401, 403], label).not.toContain(response.statusCode);
        else expect(response.statusCode, label).toBe(403);
      }
    });
  }

  it('[PERM-02] the matrix grants ADMIN every permission and VENDOR no users, vendors or engagement', () => {
    for (const permission of PERMISSIONS) expect(can('ADMIN', permission)).toBe(true);
    for (const permission of ['users:read', 'vendors:read', 'engagement:read', 'settings:manage'] as const) {
      expect(can('VENDOR', permission)).toBe(false);
    }
    expect(can(null, 'session')).toBe(false);
  });
});
