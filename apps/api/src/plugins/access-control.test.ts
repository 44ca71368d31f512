import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, PERMISSIONS, type Role } from '@talent-desk/shared';
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
// HEAD routes are Fastify's automatic twins of the GET ones.
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

type Access = 'anyone' | readonly Role[];
const ALL: readonly Role[] = ['ADMIN', 'TAG', 'VENDOR'];
const STAFF: readonly Role[] = ['ADMIN', 'TAG'];

/**
 * Who may call each API route, written from the spec (docs/requirements.md PERM-*, NAV-*, AUTH-*,
 * and docs/decisions.md) and NOT from the permission matrix: a wrong matrix, or a route declaring the wrong
 * permission, fails the walk below. A new route needs its line here.
 */
const EXPECTED_ACCESS: Readonly<Record<string, Access>> = {
  'POST /api/auth/login': 'anyone', // AUTH-01
  'GET /api/auth/logout': 'anyone', // AUTH-02: answers without a session too
  'GET /api/auth/me': ALL, // NAV-16, NAV-18
  'POST /user-service/user/change/password': ALL, // NAV-17, AUTH-09: every role has Change Password
  // Two-factor sign-in (issue 25): every role its own; an ADMIN resets a user's and sets who must use it.
  'GET /api/auth/two-factor': ALL,
  'POST /api/auth/two-factor/verify': ALL,
  'POST /api/auth/two-factor/setup': ALL,
  'POST /api/auth/two-factor/enable': ALL,
  'POST /api/auth/two-factor/disable': ALL,
  'POST /api/auth/two-factor/recovery-codes': ALL,
  'POST /api/users/:id/two-factor/reset': ['ADMIN'],
  'GET /api/settings/security': ['ADMIN'],
  'PUT /api/settings/security': ['ADMIN'],
  'GET /api/candidates': ALL, // NAV-05, NAV-13: VENDOR keeps Candidates (its own)
  'POST /api/candidates': ALL, // NAV-06, CAND-FORM-05: vendors submit candidates
  'GET /api/candidates/:id': ALL, // NAV-07
  'PUT /api/candidates/:id': ALL, // NAV-08
  'GET /api/candidates/:id/resume': ALL, // NAV-07
  'GET /api/candidates/:id/history': ALL, // NAV-07
  'POST /api/candidates/:id/anonymise': ['ADMIN'], // issue 25: anonymisation is ADMIN's
  'GET /api/candidates/:id/data-export': ['ADMIN'], // issue 25: the personal-data export is ADMIN's
  'GET /api/candidates/:id/timeline': ALL, // issue 24: each reads its own scope
  'POST /api/candidates/vacancy-ids': ALL, // CAND-LIST-03
  'POST /api/candidates/assign': ALL, // RESP-28: attach to vacancies (a vendor to those shared with it)
  'POST /api/candidates/export': ALL, // ENUM-15: the list's export, scoped for VENDOR
  'PATCH /api/candidates/background-status': ALL, // BGC-16: ADMIN, TAG and VENDOR (own candidates)
  'PUT /api/candidates/:id/vacancies/:vacancyId/status': STAFF, // docs/decisions.md: recruiters screen
  'GET /api/vacancies': ALL, // NAV-10, NAV-13: VENDOR keeps Vacancies (those shared with it)
  'GET /api/vacancies/:id': ALL, // VAC-01
  'GET /api/vacancies/overview': ALL, // VAC-05: each role its own vacancies
  'GET /api/dashboard': ALL, // DASH-04..07: each role its own blocks
  'GET /api/dashboard/kpis': ALL, // the KPI row: each role its own scope
  'GET /api/vacancies/dashboard': ALL, // DASH-04, DASH-07, DASH-11: each role's open vacancies block
  'GET /api/candidates/lists/review': STAFF, // DASH-04: 'Vendor candidates waiting for review'
  'GET /api/candidates/lists/new': STAFF, // DASH-04: 'New candidate applications'
  'GET /api/candidates/lists/latest': ['VENDOR'], // DASH-07: 'Your latest candidates'
  'GET /api/candidates/lists/ready-for-bgc': ALL, // DASH-05..07 (the test TAG is outside India)
  'GET /api/vacancies/options': ALL, // VAC-06/07: dropdowns (a VENDOR attaches to its shared vacancies)
  'POST /api/vacancies': STAFF, // DASH-03: no New Vacancy for VENDOR
  'PUT /api/vacancies/:id': STAFF, // VAC-03, VAC-16
  'PATCH /api/vacancies/:id/publish': STAFF, // VAC-16
  'POST /api/vacancies/share': STAFF, // VAC-19, VEND-17
  'GET /api/vacancies/:id/vendors': STAFF, // VAC-08: which vendors is not a vendor's business
  'DELETE /api/vacancies/:id/vendors/:vendorId': STAFF, // VAC-24
  'GET /api/vacancies/:id/candidates': ALL, // VAC-02 #candidates: a VENDOR sees its own candidates there
  'POST /api/vacancies/export': ALL, // the list's xlsx: what each role sees in the list (scoped)
  'GET /api/vacancies/import/:gloId': STAFF, // VAC-03: VENDOR cannot import vacancies
  'POST /api/vacancies/import/:gloId': STAFF, // VAC-03
  'GET /api/vendors': STAFF, // NAV-13: no Vendors for VENDOR
  'POST /api/vendors': STAFF, // VEND-01: /internal/vendors/new
  'GET /api/vendors/:id': STAFF, // VEND-01
  'PUT /api/vendors/:id': STAFF, // VEND-01: /internal/vendors/{id}/edit
  'GET /api/vendors/:id/detail': STAFF, // VEND-05
  'GET /api/vendors/:id/vacancies': STAFF, // VEND-07
  'PUT /api/vendors/:id/activate': ['ADMIN'], // VEND-15: ADMIN only
  'PUT /api/vendors/:id/deactivate': ['ADMIN'], // VEND-15: ADMIN only
  'GET /api/users': STAFF, // USER-01, NAV-13: no Users for VENDOR
  'POST /api/users': STAFF, // USER-01 /new, VEND-19 (a TAG: vendor users only, USER-02)
  'GET /api/users/:id': STAFF, // USER-07
  'PUT /api/users/:id': STAFF, // USER-02/03 (a TAG: vendor users only, checked on the row)
  'POST /api/users/:id/invitation': STAFF, // docs/decisions.md: 'Resend invitation' on the user page
  'PUT /api/users/:id/activate': ['ADMIN'], // issue 9: ADMIN deactivates and reactivates users
  'PUT /api/users/:id/deactivate': ['ADMIN'],
  'GET /api/auth/password-tokens/:token': 'anyone', // the set-password page: the link is the credential
  'POST /api/auth/set-password': 'anyone', // invitation and reset links (AUTH-08 policy)
  'POST /api/auth/forgot-password': 'anyone', // 'Forgot password?' on the login page
  'GET /api/engagement/email-templates/variables': STAFF, // ETPL-17
  'GET /api/engagement/email-templates': STAFF, // ETPL-01: a TAG views them
  'POST /api/engagement/email-templates/preview': STAFF, // issue 10: the preview, also in view mode
  'POST /api/engagement/email-templates/test': STAFF, // issue 10: 'Send test e-mail' to oneself
  'POST /api/engagement/email-templates': ['ADMIN'], // ETPL-02, PERM-03: a TAG only views
  'GET /api/engagement/email-templates/:id': STAFF, // ETPL-17
  'PUT /api/engagement/email-templates/:id': ['ADMIN'], // ETPL-02
  'GET /api/engagement/survey-templates': STAFF, // STPL-01, NAV-13: engagement is for ADMIN and TAG
  'POST /api/engagement/survey-templates': STAFF, // STPL-11: no TAG restriction on survey templates
  'GET /api/engagement/survey-templates/:id': STAFF, // STPL-13
  'PUT /api/engagement/survey-templates/:id': STAFF, // STPL-12
  'GET /api/engagement/audiences': STAFF, // AUD-01, NAV-13: no engagement for VENDOR
  'GET /api/engagement/audiences/options': STAFF, // AUD-33: a campaign's audience picker
  'POST /api/engagement/audiences': STAFF, // AUD-30: ADMIN and TAG create audiences
  'GET /api/engagement/audiences/:id': STAFF, // AUD-29
  'PUT /api/engagement/audiences/:id': STAFF, // AUD-05, PERM-03: a TAG only its own (checked on the row)
  'DELETE /api/engagement/audiences/:id': STAFF, // AUD-05, PERM-03: as PUT
  'GET /api/campaigns': STAFF, // CAMP-01, NAV-13: engagement is for ADMIN and TAG
  'POST /api/campaigns': STAFF, // CAMP-20, CAMP-23
  'GET /api/campaigns/:id': STAFF, // CAMP-05: a TAG reads any campaign
  'PUT /api/campaigns/:id': STAFF, // CAMP-26: a TAG only its own (checked on the row, CAMP-46)
  'DELETE /api/campaigns/:id': ['ADMIN'], // CAMP-37: ADMIN only, whatever the row
  'PUT /api/campaigns/:id/audience': STAFF, // CAMP-21, CAMP-27: owner or ADMIN (on the row)
  'PUT /api/campaigns/:id/content': STAFF, // CAMP-22; saveAsTemplate ADMIN only (PERM-03, on the body)
  'GET /api/campaigns/:id/preview': STAFF, // step 3 (CAMP-03)
  'POST /api/campaigns/:id/test-email': STAFF, // step 3: 'Send test e-mail' to oneself
  'POST /api/campaigns/:id/schedule': STAFF, // CAMP-48: owner or ADMIN (on the row)
  'PATCH /api/campaigns/:id/close': STAFF, // CAMP-28/29, CAMP-46 on the row
  'PATCH /api/campaigns/:id/archive': STAFF, // CAMP-30/31, CAMP-46 on the row
  'POST /api/campaigns/:id/clone': STAFF, // CAMP-33..35, CAMP-46 on the row
  'PATCH /api/campaigns/:id/updateEndDate': STAFF, // CAMP-39..42, CAMP-46 on the row
  'GET /api/campaigns/:id/recipients': STAFF, // CAMP-10
  'GET /api/campaigns/:id/survey': STAFF, // RESP-24
  'POST /api/campaigns/:id/respondents': STAFF, // RESP-02, RESP-10: engagement is for ADMIN and TAG
  'POST /api/campaigns/:id/respondents/download': STAFF, // RESP-08, RESP-09
  'GET /api/campaigns/:id/respondents/names': STAFF, // RESP-25: the name filter's options
  'GET /api/campaigns/:id/statistics': STAFF, // STAT-05 (ours): a TAG reads any campaign's
  'GET /api/public/vacancies': 'anyone', // the careers index: published OPEN vacancies
  'GET /api/public/vacancies/:id': 'anyone', // the careers site: a published OPEN vacancy
  'POST /api/public/vacancies/:id/applications': 'anyone', // the careers site: apply with a resume
  // A campaign's public side: the recipient's token in the path is the key (issue 11).
  'GET /api/public/surveys/:token': 'anyone', // the survey page /s/{token}
  'POST /api/public/surveys/:token': 'anyone', // its submission
  'GET /api/public/unsubscribe/:token': 'anyone', // the unsubscribe page /u/{token}
  'POST /api/public/unsubscribe/:token': 'anyone', // its button and the RFC 8058 one-click POST
  'GET /api/public/campaigns/open/:token.gif': 'anyone', // the open-tracking pixel
  // Careers-site applications (issue 20): staff only, but a VENDOR gets the 404 of an object it may not
  // see from the service (the permission is the candidate's details and edit), never a 403.
  'GET /api/candidates/:id/careers-applications': ALL,
  'GET /api/vacancies/:id/careers-applications': ALL,
  'GET /api/careers-applications/:id/resume': ALL,
  'POST /api/careers-applications/:id/take-over': ALL,
  'POST /api/careers-applications/:id/take-over-resume': ALL,
  'POST /api/careers-applications/:id/attach': ALL,
  // Notes (issue 24): every role, within its scope (404) and the note's visibility; the author edits.
  'GET /api/candidates/:id/notes': ALL,
  'POST /api/candidates/:id/notes': ALL,
  'PUT /api/candidates/:id/notes/:noteId': ALL,
  'DELETE /api/candidates/:id/notes/:noteId': ALL,
  'GET /api/vacancies/:id/notes': ALL,
  'POST /api/vacancies/:id/notes': ALL,
  'PUT /api/vacancies/:id/notes/:noteId': ALL,
  'DELETE /api/vacancies/:id/notes/:noteId': ALL,
  'GET /api/notes/mentionable': ALL,
  'POST /api/glo-r/export': STAFF, // CAND-DETAIL-04: no external-system export for VENDOR
  'GET /api/options/:kind': ALL, // filter option lists (scoped for VENDOR)
  'GET /api/options/state-cities': ALL, // AUD-34: cities of several states, each with its state (reference data)
  // SEARCH-04, SEARCH-06: the global search; a VENDOR searches only vacancies and candidates (its own).
  'GET /search-service/es/user/search': STAFF,
  'GET /search-service/es/vendor/search': STAFF,
  'GET /search-service/es/campaign/search': STAFF,
  'GET /search-service/es/surveyTemplate/search': STAFF,
  'GET /search-service/es/emailTemplate/search': STAFF,
  'GET /search-service/es/audience/search': STAFF,
  'GET /search-service/es/vacancy/search': ALL,
  'GET /search-service/es/candidate/search': ALL,
  'GET /api/settings/mail-outbox': ['ADMIN'], // SET-01: the mail outbox is a settings page
  'GET /api/settings/mail-outbox/:id': ['ADMIN'], // SET-01
  'POST /api/settings/mail-outbox/test': ['ADMIN'], // SET-01: 'Send test e-mail' on that page
  'GET /api/audit-events': ['ADMIN'], // issue 24: the audit log is ADMIN's
  'GET /api/audit-events/export': ['ADMIN'],
  'GET /api/settings/general-email-templates': ['ADMIN'], // SET-01, SET-03: general-email-templates
  'GET /api/settings/general-email-templates/variables': ['ADMIN'], // SET-01: their editor's variables
  'POST /api/settings/general-email-templates/preview': ['ADMIN'], // SET-01: the editor's preview
  'POST /api/settings/general-email-templates/test': ['ADMIN'], // SET-01: 'Send test e-mail' there
  'GET /api/settings/general-email-templates/:id': ['ADMIN'], // SET-03: /{id}/view and /{id}/edit
  'PUT /api/settings/general-email-templates/:id': ['ADMIN'], // SET-03: /{id}/edit
  'GET /api/reports/engagement': ['ADMIN'], // REP-01: Reports is ADMIN only; REP-02 its sub-areas
  'GET /api/reports/engagement/download': ['ADMIN'], // REP-01: the report's xlsx
  'GET /api/reports/candidates': ['ADMIN'], // REP-01, REP-02
  'GET /api/reports/candidates/download': ['ADMIN'], // REP-01
  'GET /api/reports/vendors': ['ADMIN'], // REP-01, REP-02
  'GET /api/reports/vendors/download': ['ADMIN'], // REP-01
  'GET /api/settings/countries': ['ADMIN'], // SET-01, SET-02: locations
  'POST /api/settings/countries': ['ADMIN'], // SET-01, SET-02: locations
  'GET /api/settings/countries/:id': ['ADMIN'], // SET-01, SET-02: locations
  'PUT /api/settings/countries/:id': ['ADMIN'], // SET-01, SET-02: locations
  'DELETE /api/settings/countries/:id': ['ADMIN'], // SET-01, SET-02: locations
  'GET /api/settings/states': ['ADMIN'], // SET-01, SET-02: locations
  'POST /api/settings/states': ['ADMIN'], // SET-01, SET-02: locations
  'GET /api/settings/states/:id': ['ADMIN'], // SET-01, SET-02: locations
  'PUT /api/settings/states/:id': ['ADMIN'], // SET-01, SET-02: locations
  'DELETE /api/settings/states/:id': ['ADMIN'], // SET-01, SET-02: locations
  'GET /api/settings/cities': ['ADMIN'], // SET-01, SET-03: cities/new
  'POST /api/settings/cities': ['ADMIN'], // SET-01, SET-03: cities/new
  'GET /api/settings/cities/:id': ['ADMIN'], // SET-01, SET-03: cities/new
  'PUT /api/settings/cities/:id': ['ADMIN'], // SET-01, SET-03: cities/new
  'DELETE /api/settings/cities/:id': ['ADMIN'], // SET-01, SET-03: cities/new
  'GET /api/settings/working-locations': ['ADMIN'], // SET-01, SET-03: working-locations
  'POST /api/settings/working-locations': ['ADMIN'], // SET-01, SET-03: working-locations
  'GET /api/settings/working-locations/:id': ['ADMIN'], // SET-01, SET-03: working-locations
  'PUT /api/settings/working-locations/:id': ['ADMIN'], // SET-01, SET-03: working-locations
  'DELETE /api/settings/working-locations/:id': ['ADMIN'], // SET-01, SET-03: working-locations
  'GET /api/settings/hiring-managers': ['ADMIN'], // SET-01, SET-03: hiring-managers
  'POST /api/settings/hiring-managers': ['ADMIN'], // SET-01, SET-03: hiring-managers
  'GET /api/settings/hiring-managers/:id': ['ADMIN'], // SET-01, SET-03: hiring-managers
  'PUT /api/settings/hiring-managers/:id': ['ADMIN'], // SET-01, SET-03: hiring-managers
  'DELETE /api/settings/hiring-managers/:id': ['ADMIN'], // SET-01, SET-03: hiring-managers
  'GET /api/settings/projects': ['ADMIN'], // SET-01, SET-03: projects
  'POST /api/settings/projects': ['ADMIN'], // SET-01, SET-03: projects
  'GET /api/settings/projects/:id': ['ADMIN'], // SET-01, SET-03: projects
  'PUT /api/settings/projects/:id': ['ADMIN'], // SET-01, SET-03: projects
  'DELETE /api/settings/projects/:id': ['ADMIN'], // SET-01, SET-03: projects
  'GET /api/settings/skills': ['ADMIN'], // SET-01, SET-03: skill-management
  'POST /api/settings/skills': ['ADMIN'], // SET-01, SET-03: skill-management/new
  'GET /api/settings/skills/:id': ['ADMIN'], // SET-01, SET-03: skill-management/{id}/edit
  'PUT /api/settings/skills/:id': ['ADMIN'], // SET-01, SET-03: skill-management/{id}/edit
  'DELETE /api/settings/skills/:id': ['ADMIN'], // SET-01, SET-03: skill-management
  'POST /api/settings/skills/:id/merge': ['ADMIN'], // SET-01, SET-03: skill-management (merge into...)
  'GET /api/settings/projects/import/:gloId': ['ADMIN'], // SET-01, SET-03: projects/{gloId}/import
  'POST /api/settings/projects/import/:gloId': ['ADMIN'], // SET-01, SET-03: projects/{gloId}/import
  'GET /api/settings/distribution-list': ['ADMIN'], // SET-01, SET-03: distribution-list
  'POST /api/settings/distribution-list': ['ADMIN'], // SET-01, SET-03: distribution-list (our /new)
  'GET /api/settings/distribution-list/:id': ['ADMIN'], // SET-01, SET-03: distribution-list/{id}/edit
  'PUT /api/settings/distribution-list/:id': ['ADMIN'], // SET-01, SET-03: distribution-list/{id}/edit
  'DELETE /api/settings/distribution-list/:id': ['ADMIN'], // SET-01, SET-03: distribution-list
  'GET /api/settings/test-credits': ['ADMIN'], // SET-01, SET-03: test-credits
  'GET /api/settings/test-credits/:vendorId': ['ADMIN'], // SET-01, SET-03: test-credits
  'PUT /api/settings/test-credits/:vendorId': ['ADMIN'], // SET-01, SET-03: test-credits (edit dialog)
};
/** Vendored routes (swagger-ui), by prefix: the API explorer is for staff (docs/decisions.md). */
const EXPECTED_BY_PREFIX: readonly { prefix: string; access: Access }[] = [
  { prefix: '/api/docs', access: STAFF },
];

const routeKey = (route: RouteEntry) => `${route.method} ${route.url}`;
function expectedAccess(route: RouteEntry): Access | undefined {
  return (
    EXPECTED_ACCESS[routeKey(route)] ??
    EXPECTED_BY_PREFIX.find(({ prefix }) => route.url === prefix || route.url.startsWith(`${prefix}/`))
      ?.access
  );
}

describe('every API route for anonymous, ADMIN, TAG and VENDOR (expectations from the spec table)', () => {
  const users = (): Record<Role, TestUser> => ({ ADMIN: t.admin, TAG: t.tag, VENDOR: t.vendor });

  it('[PERM-01] every API route has a line in the table, and every line names a registered route', () => {
    const routes = apiRoutes();
    expect(routes.filter((r) => expectedAccess(r) === undefined).map(routeKey)).toEqual([]);
    const registered = new Set(routes.map(routeKey));
    expect(Object.keys(EXPECTED_ACCESS).filter((key) => !registered.has(key))).toEqual([]);
  });

  it('[NAV-20] anonymous callers get 401 on every route not open to anyone; the open ones answer them', async () => {
    for (const route of apiRoutes()) {
      const response = await t.inject({ method: route.method as 'GET', url: concrete(route.url) });
      const label = `anonymous ${routeKey(route)}`;
      if (expectedAccess(route) === 'anyone') expect([401, 403], label).not.toContain(response.statusCode);
      else expect(response.statusCode, label).toBe(401);
    }
  });

  for (const role of ['ADMIN', 'TAG', 'VENDOR'] as const) {
    it(`[PERM-01][PERM-02][PERM-03][NAV-13] ${role}: 403 exactly where the table denies, never 401 or 403 elsewhere`, async () => {
      for (const route of apiRoutes()) {
        // A fresh session per call: some routes (logout, change password) may end the session.
        const cookie = await t.sessionCookie(users()[role]);
        const response = await t.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { cookie },
        });
        const access = expectedAccess(route);
        const label = `${role} ${routeKey(route)}`;
        if (access === 'anyone' || access?.includes(role)) {
          expect([401, 403], label).not.toContain(response.statusCode);
        } else expect(response.statusCode, label).toBe(403);
      }
    });
  }

  it('[PERM-01][NAV-13] a VENDOR of another vendor meets the same table (access never depends on which vendor)', async () => {
    const other = await t.createUser('VENDOR');
    expect(other.vendorId).not.toBe(t.vendor.vendorId);
    for (const route of apiRoutes()) {
      const cookie = await t.sessionCookie(other);
      const response = await t.inject({
        method: route.method as 'GET',
        url: concrete(route.url),
        headers: { cookie },
      });
      const access = expectedAccess(route);
      const label = `second VENDOR ${routeKey(route)}`;
      if (access === 'anyone' || access?.includes('VENDOR')) {
        expect([401, 403], label).not.toContain(response.statusCode);
      } else expect(response.statusCode, label).toBe(403);
    }
  });

  it('[PERM-02] the matrix grants ADMIN every permission and VENDOR no users, vendors or engagement', () => {
    for (const permission of PERMISSIONS) expect(can('ADMIN', permission)).toBe(true);
    for (const permission of ['users:read', 'vendors:read', 'engagement:read', 'settings:manage'] as const) {
      expect(can('VENDOR', permission)).toBe(false);
    }
    expect(can(null, 'session')).toBe(false);
  });
});
