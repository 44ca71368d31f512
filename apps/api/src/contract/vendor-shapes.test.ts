import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  apiErrorSchema,
  can,
  candidateHistoryResponseSchema,
  careersIndexPageSchema,
  currentUserSchema,
  twoFactorStatusSchema,
  dashboardKpisSchema,
  dashboardSchema,
  messageResponseSchema,
  OPTION_KINDS,
  optionsResponseSchema,
  pagedResponseSchema,
  publicVacancySchema,
  searchResponseSchema,
  STAFF_ONLY_NOTE,
  stateCitiesResponseSchema,
  vacancyOptionsResponseSchema,
  vacancyOverviewSchema,
  vacancyRowSchema,
  vendorCandidateListResponseSchema,
  vendorCandidateReadSchema,
  vendorVacancyDetailsSchema,
  vendorVacancyPipelineResponseSchema,
} from '@talent-desk/shared';
import type { RouteEntry } from '../plugins/access-control.js';
import { DOCS_JSON_URL } from '../plugins/openapi.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { toDocumentSchema, type JsonSchema } from './document-schema.js';
import { operationsOf } from '../test/fuzz/openapi-document.js';
import { shapeProblems } from './shape-problems.js';
import { seedVendorWorld, type VendorWorld } from '../test/vendor-world.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- `filled` reads bodies already checked against the schema */

/**
 * Every GET route a VENDOR may call, with the shape its answer to a VENDOR must keep to: the VENDOR's own
 * schema where staff get more (docs/decisions.md), else the route's one shape (rows and names already
 * scoped). `urls` are filled from the seeded world; `filled` says the answer holds what the walk needs
 * to see (non-empty lists, nested objects), so that a key check of an empty answer cannot pass for a
 * real one. A route the walk cannot fill says why. A new route a VENDOR can call needs its line here.
 */
type Walk =
  | {
      urls: (w: VendorWorld) => string[];
      schema: z.ZodType;
      filled: (body: any) => boolean;
    }
  | { urls: (w: VendorWorld) => string[]; file: true }
  /** Staff business a VENDOR reaches by permission but is answered 404 (an error body) on any id. */
  | { urls: (w: VendorWorld) => string[]; notFound: string }
  | { skip: string };

const page = (body: any) => body.content.length > 0;
const tokenRoute = (what: string) => ({
  skip:
    `public, keyed by ${what}: the same answer with or without a session, no VENDOR data (the ` +
    'anonymous surface has its own tests)',
});

const VENDOR_GET_ROUTES: Readonly<Record<string, Walk>> = {
  'GET /api/auth/me': {
    urls: () => ['/api/auth/me'],
    schema: currentUserSchema,
    filled: (body) => body.vendor !== null,
  },
  'GET /api/auth/two-factor': {
    urls: () => ['/api/auth/two-factor'],
    schema: twoFactorStatusSchema,
    filled: (body) => body.enabled === false && body.recoveryCodesLeft === 0,
  },
  'GET /api/auth/logout': {
    urls: () => ['/api/auth/logout'],
    schema: messageResponseSchema,
    filled: (body) => body.message.length > 0,
  },
  'GET /api/candidates': {
    urls: () => ['/api/candidates?size=100'],
    schema: vendorCandidateListResponseSchema,
    filled: (body) => body.content.some((row: any) => row.candidateStatuses.length > 0),
  },
  'GET /api/candidates/:id': {
    urls: (w) => [`/api/candidates/${w.mine.externalId}`],
    schema: vendorCandidateReadSchema,
    filled: (body) =>
      body.candidateStatuses.length > 0 &&
      body.languages.length > 0 &&
      body.primaryCandidateSkills.length > 0,
  },
  'GET /api/candidates/:id/resume': {
    urls: (w) => [`/api/candidates/${w.mine.externalId}/resume`],
    file: true,
  },
  'GET /api/candidates/:id/history': {
    urls: (w) => [`/api/candidates/${w.mine.externalId}/history`],
    // One shape for every role: entries of vacancies out of scope are left out, staff names are null.
    schema: candidateHistoryResponseSchema,
    filled: (body) => body.some((item: any) => item.changedBy !== null),
  },
  'GET /api/candidates/lists/latest': {
    urls: () => ['/api/candidates/lists/latest?size=100'],
    schema: vendorCandidateListResponseSchema,
    filled: (body) => body.content.some((row: any) => row.candidateStatuses.length > 0),
  },
  'GET /api/candidates/lists/ready-for-bgc': {
    urls: () => ['/api/candidates/lists/ready-for-bgc?size=100'],
    schema: vendorCandidateListResponseSchema,
    filled: (body) => body.content.some((row: any) => row.candidateStatuses.length > 0),
  },
  // The vacancy row: one shape, its counts already the VENDOR's own (docs/decisions.md, Vacancies).
  'GET /api/vacancies': {
    urls: () => ['/api/vacancies?size=100'],
    schema: pagedResponseSchema(vacancyRowSchema),
    filled: page,
  },
  'GET /api/vacancies/dashboard': {
    urls: () => ['/api/vacancies/dashboard?size=100'],
    schema: pagedResponseSchema(vacancyRowSchema),
    filled: page,
  },
  'GET /api/vacancies/:id': {
    urls: (w) => [
      `/api/vacancies/${w.vacancies.shared.externalId}`,
      `/api/vacancies/${w.vacancies.onHold.externalId}`,
    ],
    schema: vendorVacancyDetailsSchema,
    filled: (body) => body.externalId.length > 0,
  },
  'GET /api/vacancies/:id/candidates': {
    urls: (w) => [`/api/vacancies/${w.vacancies.shared.externalId}/candidates?size=100`],
    schema: vendorVacancyPipelineResponseSchema,
    filled: page,
  },
  'GET /api/vacancies/overview': {
    urls: () => ['/api/vacancies/overview'],
    schema: vacancyOverviewSchema,
    filled: (body) => body.total > 0,
  },
  'GET /api/vacancies/options': {
    urls: () => [
      '/api/vacancies/options',
      '/api/vacancies/options?dropdown_option=open_titles&search_value=platform',
    ],
    schema: vacancyOptionsResponseSchema,
    filled: page,
  },
  'GET /api/dashboard': {
    urls: () => ['/api/dashboard'],
    schema: dashboardSchema,
    filled: (body) => body.blocks.length > 0 && body.vendorName !== null,
  },
  'GET /api/dashboard/kpis': {
    urls: () => ['/api/dashboard/kpis'],
    schema: dashboardKpisSchema,
    filled: (body) => body.kpis.length === 4,
  },
  // Option lists: reference data, or values read in the VENDOR's scope (its vendor, its vacancies).
  'GET /api/options/:kind': {
    urls: () =>
      OPTION_KINDS.map((kind) => `/api/options/${kind}${kind === 'cities' ? '?state=California' : ''}`),
    schema: optionsResponseSchema,
    filled: page,
  },
  'GET /api/options/state-cities': {
    urls: () => ['/api/options/state-cities?states=California'],
    schema: stateCitiesResponseSchema,
    filled: page,
  },
  'GET /search-service/es/vacancy/search': {
    urls: () => ['/search-service/es/vacancy/search?key=platform&size=6'],
    schema: searchResponseSchema('vacancy'),
    filled: page,
  },
  'GET /search-service/es/candidate/search': {
    urls: (w) => [`/search-service/es/candidate/search?key=${w.mine.firstName}&size=6`],
    schema: searchResponseSchema('candidate'),
    filled: page,
  },
  // The careers index: public, the published open vacancies (no session needed), walked all the same.
  'GET /api/public/vacancies': {
    urls: () => ['/api/public/vacancies'],
    schema: careersIndexPageSchema,
    filled: page,
  },
  // The careers site's vacancy: public, what anyone reads (no session needed), walked all the same.
  'GET /api/public/vacancies/:id': {
    urls: (w) => [`/api/public/vacancies/${w.vacancies.shared.externalId}`],
    schema: publicVacancySchema,
    filled: (body) => body.requiredSkills.length > 0,
  },
  // Careers-site applications are staff business (docs/decisions.md): even its own candidate's are 404.
  'GET /api/candidates/:id/careers-applications': {
    urls: (w) => [`/api/candidates/${w.mine.externalId}/careers-applications`],
    notFound: 'careers-site applications are staff only',
  },
  'GET /api/vacancies/:id/careers-applications': {
    urls: (w) => [`/api/vacancies/${w.vacancies.shared.externalId}/careers-applications`],
    notFound: 'careers-site applications are staff only',
  },
  'GET /api/careers-applications/:id/resume': {
    urls: () => ['/api/careers-applications/00000000-0000-4000-8000-000000000000/resume'],
    notFound: 'careers-site applications are staff only (their own tests send real ids)',
  },
  // Notes (issue 24): one shape for every role, names the reader may not know already null; the
  // notes tests check what a VENDOR reads (wings/candidates/notes).
  'GET /api/candidates/:id/notes': { skip: 'one shape for all; VENDOR reads covered by notes-scope.test.ts' },
  'GET /api/vacancies/:id/notes': { skip: 'one shape for all; VENDOR reads covered by notes-scope.test.ts' },
  'GET /api/notes/mentionable': { skip: "its own vendor's users only; covered by notes-mentions.test.ts" },
  'GET /api/candidates/:id/timeline': {
    skip: 'one shape for all; what a VENDOR reads is covered by candidates/timeline/timeline.test.ts',
  },
  'GET /api/auth/password-tokens/:token': tokenRoute('a one-time password link token'),
  'GET /api/public/surveys/:token': tokenRoute("a campaign recipient's token"),
  'GET /api/public/unsubscribe/:token': tokenRoute("a campaign recipient's token"),
  'GET /api/public/campaigns/open/:token.gif': tokenRoute("a campaign recipient's token (an image)"),
};

const API_ROUTE = /^\/(api|user-service|search-service)\//;
const routeKey = (route: RouteEntry) => `${route.method} ${route.url}`;

let t: TestApp;
let world: VendorWorld;
beforeAll(async () => {
  t = await createTestApp();
  world = await seedVendorWorld(t);
});
afterAll(async () => {
  await t?.close();
});

/** A VENDOR's GET, each on a fresh session (the walk signs out once). */
async function vendorGet(url: string) {
  return t.inject({ method: 'GET', url, headers: { cookie: await t.sessionCookie(t.vendor) } });
}

describe("what a VENDOR's answers carry: every GET route it may call, against its own schema", () => {
  it('every GET route a VENDOR may call (route table and can()) has a line in the walk, and every line a route', () => {
    const vendorRoutes = t.app.routeTable
      .filter((r) => r.method === 'GET' && API_ROUTE.test(r.url) && can('VENDOR', r.permission))
      .map(routeKey)
      .sort();
    expect(vendorRoutes.length).toBeGreaterThan(10);
    expect(Object.keys(VENDOR_GET_ROUTES).sort()).toEqual(vendorRoutes);
  });

  it('every answer to a VENDOR holds only the keys of its schema, however deep (objects in arrays too)', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [key, walk] of Object.entries(VENDOR_GET_ROUTES)) {
      if ('skip' in walk) continue;
      for (const url of walk.urls(world)) {
        const response = await vendorGet(url);
        const label = `${key} (${url})`;
        if ('notFound' in walk) {
          if (response.statusCode !== 404) problems.push(`${label}: ${response.statusCode}, not 404`);
          problems.push(...shapeProblems(apiErrorSchema, response.json()).map((p) => `${label}: ${p}`));
          checked += 1;
          continue;
        }
        if (response.statusCode !== 200) {
          problems.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
          continue;
        }
        const type = String(response.headers['content-type'] ?? '');
        if ('file' in walk) {
          if (type.startsWith('application/json')) problems.push(`${label}: a file route answered JSON`);
          checked += 1;
          continue;
        }
        const body: unknown = response.json();
        const found = shapeProblems(walk.schema, body);
        problems.push(...found.map((problem) => `${label}: ${problem}`));
        // `filled` reads the body as its schema says: only once it keeps to it.
        if (found.length === 0 && !walk.filled(body))
          problems.push(`${label}: the answer is too empty to check (${response.body.slice(0, 200)})`);
        checked += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(Object.keys(VENDOR_GET_ROUTES).length);
  });

  it('the check itself finds a staff-only key deep inside an answer, and an unknown one', () => {
    const staffRead = {
      candidateStatuses: [
        { vacancyExternalId: world.vacancies.shared.externalId, gloAssignmentId: 'GLO-A-1' },
      ],
      gloCandidateId: 'GLO-C-1',
    };
    const problems = shapeProblems(vendorCandidateReadSchema, staffRead);
    expect(problems).toContain('unexpected key /gloCandidateId');
    expect(problems).toContain('unexpected key /candidateStatuses/0/gloAssignmentId');
    expect(
      shapeProblems(pagedResponseSchema(vacancyRowSchema), { content: [{ createdByName: 'x' }] }),
    ).toContain('unexpected key /content/0/createdByName');
  });
});

/** An object schema's properties and required keys, as the document (JSON Schema) holds them. */
type ObjectSchema = { properties: Record<string, JsonSchema>; required?: string[] };
const objectAt = (schema: unknown, ...path: string[]): ObjectSchema =>
  path.reduce<any>((node, step) => node?.[step], schema) as ObjectSchema;

describe('the OpenAPI document shows a VENDOR’s answer', () => {
  it('every field a VENDOR’s schema leaves out is marked staff only and optional in the route’s documented answer', async () => {
    const docs = await t.inject({
      method: 'GET',
      url: DOCS_JSON_URL,
      headers: { cookie: await t.sessionCookie(t.admin) },
    });
    const operations = operationsOf(docs.json());
    const answer = (key: string) => {
      const found = operations.find((op) => op.key === key);
      return found?.operation.responses['200']?.content?.['application/json']?.schema;
    };
    const cases: { route: string; vendor: z.ZodType; path: string[]; left: string[] }[] = [
      {
        route: 'GET /api/candidates/{id}',
        vendor: vendorCandidateReadSchema,
        path: [],
        left: ['gloCandidateId', 'gloAssignmentId', 'gloLocked', 'businessGroupExternalId', 'inIndiaGroup'],
      },
      {
        route: 'GET /api/candidates/{id}',
        vendor: vendorCandidateReadSchema,
        path: ['properties', 'candidateStatuses', 'items'],
        left: ['gloAssignmentId'],
      },
      {
        route: 'GET /api/candidates',
        vendor: vendorCandidateListResponseSchema,
        path: ['properties', 'content', 'items', 'properties', 'candidateStatuses', 'items'],
        left: ['gloAssignmentId'],
      },
      {
        route: 'GET /api/vacancies/{id}',
        vendor: vendorVacancyDetailsSchema,
        path: [],
        left: ['businessGroup', 'createdByName', 'publicUrl'],
      },
      {
        route: 'GET /api/vacancies/{id}/candidates',
        vendor: vendorVacancyPipelineResponseSchema,
        path: ['properties', 'content', 'items'],
        left: ['inIndiaGroup', 'gloCandidateId', 'gloAssignmentId'],
      },
    ];
    for (const { route, vendor, path, left } of cases) {
      const documented = objectAt(answer(route), ...path);
      const own = objectAt(toDocumentSchema(vendor, 'output'), ...path);
      const staffOnly = Object.keys(documented.properties).filter((key) => !(key in own.properties));
      expect(staffOnly.sort(), route).toEqual([...left].sort());
      for (const key of staffOnly) {
        expect(documented.required ?? [], `${route} ${key}`).not.toContain(key);
        expect(documented.properties[key]?.description, `${route} ${key}`).toBe(STAFF_ONLY_NOTE);
      }
    }
  });
});
