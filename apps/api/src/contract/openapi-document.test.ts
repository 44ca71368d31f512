import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { can, ROLES, type Permission } from '@talent-desk/shared';
import { DOCS_JSON_URL, DOCS_PREFIX } from '../plugins/openapi.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { operationsOf, type OperationEntry } from '../test/fuzz/openapi-document.js';

let t: TestApp;
let document: Record<string, unknown>;
let operations: OperationEntry[];

beforeAll(async () => {
  t = await createTestApp();
  const response = await t.inject({
    method: 'GET',
    url: DOCS_JSON_URL,
    headers: { cookie: await t.sessionCookie(t.tag) },
  });
  document = response.json();
  operations = operationsOf(document);
});
afterAll(async () => {
  await t?.close();
});

const operation = (key: string) => {
  const found = operations.find((op) => op.key === key);
  if (!found) throw new Error(`${key} is not in the document`);
  return found.operation;
};
const statuses = (key: string) => Object.keys(operation(key).responses);
/** A JSON path into the document, failing with the path when a step is missing. */
function at(value: unknown, ...path: string[]): unknown {
  return path.reduce<unknown>((node, step) => {
    if (typeof node !== 'object' || node === null || !(step in node)) throw new Error(`no ${path.join('.')}`);
    return (node as Record<string, unknown>)[step];
  }, value);
}

describe('access to the document (docs/decisions.md, API: staff only)', () => {
  it('[PERM-01] ADMIN and TAG read it; VENDOR gets 403, anonymous 401, for the JSON and the explorer', async () => {
    for (const url of [DOCS_JSON_URL, `${DOCS_PREFIX}/`]) {
      expect((await t.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      const vendor = await t.inject({
        method: 'GET',
        url,
        headers: { cookie: await t.sessionCookie(t.vendor) },
      });
      expect(vendor.statusCode, url).toBe(403);
      for (const user of [t.admin, t.tag]) {
        const staff = await t.inject({
          method: 'GET',
          url,
          headers: { cookie: await t.sessionCookie(user) },
        });
        expect(staff.statusCode, `${user.role} ${url}`).toBe(200);
      }
    }
  });
});

describe('the OpenAPI document is complete', () => {
  it('is OpenAPI 3.1 and lists every API route of the app', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = new Set(operations.map((op) => op.key));
    const routes = t.app.routeTable.filter(
      (r) =>
        r.method !== 'HEAD' &&
        !r.url.startsWith(DOCS_PREFIX) &&
        /^\/(api|user-service|search-service|healthz|readyz)/.test(r.url),
    );
    for (const route of routes) {
      const key = `${route.method} ${route.url.replace(/:([A-Za-z]+)/g, '{$1}')}`;
      expect(documented, key).toContain(key);
    }
  });

  it('[ERR-01] every operation documents 500, and 401/403/400/413/415 wherever its access and inputs allow them', () => {
    for (const { key, method, operation: op } of operations) {
      const codes = Object.keys(op.responses);
      const permission = op['x-permission'] as Permission | undefined;
      expect(codes, key).toContain('500');
      if (permission !== 'public') expect(codes, key).toContain('401');
      if (permission !== 'public' && ROLES.some((role) => permission && !can(role, permission)))
        expect(codes, key).toContain('403');
      if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
        for (const status of ['400', '403', '413', '415']) expect(codes, key).toContain(status);
      }
      for (const [status, response] of Object.entries(op.responses)) {
        if (Number(status) >= 400)
          expect(Object.keys(response.content ?? {}), `${key} ${status}`).toEqual(['application/json']);
      }
    }
  });

  it('public operations need no session; the others name their permission and roles', () => {
    expect(at(document, 'paths', '/api/auth/login', 'post', 'security')).toEqual([]);
    expect(at(document, 'paths', '/api/candidates', 'get', 'description')).toMatch(/ADMIN, TAG, VENDOR/);
    expect(operation('GET /api/candidates')['x-permission']).toBe('candidates:read');
  });

  it('[CAND-FORM-15] POST /api/candidates is multipart: the candidate JSON part and the resume file, both required', () => {
    const schema = at(
      operation('POST /api/candidates').requestBody,
      'content',
      'multipart/form-data',
      'schema',
    );
    expect(at(schema, 'required')).toEqual(['candidate', 'resume']);
    expect(at(schema, 'properties', 'candidate', 'type')).toBe('object');
    expect(at(schema, 'properties', 'candidate', 'required')).toEqual(
      expect.arrayContaining(['firstName', 'lastName', 'email', 'country', 'city']),
    );
    expect(at(schema, 'properties', 'resume')).toMatchObject({ type: 'string', format: 'binary' });
    expect(statuses('POST /api/candidates')).toEqual(
      expect.arrayContaining(['201', '400', '409', '413', '415']),
    );
  });

  it('PUT /api/candidates/{id} documents the candidate form as its body', () => {
    const schema = at(
      operation('PUT /api/candidates/{id}').requestBody,
      'content',
      'application/json',
      'schema',
    );
    expect(at(schema, 'properties')).toHaveProperty('languageExternalIds');
    expect(at(schema, 'additionalProperties')).toBe(false);
  });

  it('the export body is the union: a selection or filters, with an optional sort', () => {
    const schema = at(
      operation('POST /api/candidates/export').requestBody,
      'content',
      'application/json',
      'schema',
    );
    const text = JSON.stringify(schema);
    for (const field of ['candidateExternalIds', 'filters', 'sort', 'format'])
      expect(text).toContain(`"${field}"`);
    const union = at(schema, 'allOf', '1', 'anyOf') as { required: string[] }[];
    expect(union.map((branch) => branch.required)).toEqual([
      ['format', 'candidateExternalIds'],
      ['format', 'filters'],
    ]);
    const filters = at(union, '1', 'properties', 'filters') as Record<string, unknown>;
    expect(filters.required, 'no filter is required').toBeUndefined();
    const files = Object.keys(
      at(operation('POST /api/candidates/export').responses, '200', 'content') as object,
    );
    expect(files).toEqual([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/pdf',
      'text/csv',
    ]);
  });

  it('GET /api/candidates/{id}/resume documents the file types and its errors', () => {
    // 403: a session whose second factor is still due (issue 25).
    expect(statuses('GET /api/candidates/{id}/resume')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '414',
      '500',
    ]);
    const types = Object.keys(
      at(operation('GET /api/candidates/{id}/resume').responses, '200', 'content') as object,
    );
    expect(types).toContain('application/pdf');
    expect(types).toContain('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('optional query parameters are not marked required (size of the options, every list filter)', () => {
    const required = (key: string) =>
      (operation(key).parameters ?? []).filter((p) => p.in === 'query' && p.required).map((p) => p.name);
    expect(required('GET /api/options/{kind}')).toEqual([]);
    expect(required('GET /api/candidates')).toEqual([]);
  });

  it('nullable enums list null among their values', () => {
    const read = at(
      operation('GET /api/candidates/{id}').responses,
      '200',
      'content',
      'application/json',
      'schema',
    );
    for (const field of ['preScreeningStatus', 'assessmentStatus', 'backgroundStatus']) {
      const schema = at(read, 'properties', field) as { enum: unknown[]; type: unknown };
      expect(schema.enum, field).toContain(null);
      expect(schema.type, field).toEqual(['string', 'null']);
    }
  });
});
