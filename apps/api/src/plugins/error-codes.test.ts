import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR_CODES, apiErrorSchema } from '@talent-desk/shared';
import { openVendorHarness, type VendorHarness } from '../wings/people/testing/index.js';
import { DOCS_JSON_URL } from './openapi.js';

let h: VendorHarness;
beforeAll(async () => {
  h = await openVendorHarness();
});
afterAll(async () => {
  await h?.close();
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** The answer's body, checked to be our error body with a code of the vocabulary. */
function errorBody(response: { statusCode: number; json: () => unknown }) {
  const body = apiErrorSchema.strict().parse(response.json());
  expect(body.status).toBe(response.statusCode);
  return body;
}

describe('every error body carries a code of the shared vocabulary', () => {
  it('[ERR-01] invalid input: 400 VALIDATION with the field named', async () => {
    const response = await h.send('admin', 'POST', '/api/vendors', h.body({ primaryContactEmail: 'nope' }));
    const body = errorBody(response);
    expect(body).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(body.fields?.map((field) => field.path)).toContain('primaryContactEmail');
  });

  it('[ERR-01] a body that is not JSON: 400 MALFORMED_BODY; not sent as JSON: 415 UNSUPPORTED_MEDIA_TYPE', async () => {
    const send = (payload: string, type: string) =>
      h.t.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': type }, payload });
    expect(errorBody(await send('{"email": ', 'application/json')).code).toBe('MALFORMED_BODY');
    expect(errorBody(await send('email=a', 'text/plain')).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('[ERR-01] no session: 401 UNAUTHENTICATED; a wrong password: 401 INVALID_CREDENTIALS', async () => {
    expect(errorBody(await h.t.inject({ method: 'GET', url: '/api/vendors' })).code).toBe('UNAUTHENTICATED');
    const login = await h.t.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: h.t.admin.email, password: 'Wrong-password-1!' },
    });
    expect(errorBody(login)).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS' });
  });

  it('[ERR-01] a role without the permission: 403 FORBIDDEN; another site: 403 CROSS_ORIGIN', async () => {
    expect(errorBody(await h.get('vendor', '/api/users'))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const crossSite = await h.t.inject({
      method: 'POST',
      url: '/api/vendors',
      headers: { cookie: h.cookies.admin, origin: 'https://evil.example' },
      payload: h.body(),
    });
    expect(errorBody(crossSite)).toMatchObject({ status: 403, code: 'CROSS_ORIGIN' });
  });

  it('[ERR-01] an unknown id or path: 404 NOT_FOUND', async () => {
    expect(errorBody(await h.get('admin', `/api/vendors/${UNKNOWN}`)).code).toBe('NOT_FOUND');
    expect(errorBody(await h.get('admin', '/api/no-such-thing')).code).toBe('NOT_FOUND');
  });

  it('[ERR-01] a taken value: 409 with its own code', async () => {
    const body = h.body();
    expect((await h.send('admin', 'POST', '/api/vendors', body)).statusCode).toBe(201);
    const again = await h.send('admin', 'POST', '/api/vendors', body);
    expect(errorBody(again)).toMatchObject({ status: 409, code: 'VENDOR_NAME_EXISTS' });
  });

  it('[ERR-01] a malformed URL: 400 BAD_URL', async () => {
    expect(errorBody(await h.get('admin', '/api/vendors/%E0%A4%A')).code).toBe('BAD_URL');
  });

  it('[ERR-01] the OpenAPI document lists exactly the vocabulary as the code of every error answer', async () => {
    const docs = await h.get('admin', DOCS_JSON_URL);
    expect(docs.statusCode).toBe(200);
    type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
    const paths = docs.json().paths as Record<string, Record<string, Operation>>;
    const codeLists: unknown[] = [];
    for (const [path, operations] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, answer] of Object.entries(operation.responses ?? {})) {
          if (Number(status) < 400) continue;
          const schema = answer.content?.['application/json']?.schema as
            { properties?: { code?: { enum?: unknown }; message?: unknown } } | undefined;
          // Not our error body (the readiness probe's 503 is `{status}`).
          if (!schema?.properties?.message) continue;
          codeLists.push([`${method.toUpperCase()} ${path} ${status}`, schema?.properties?.code?.enum]);
        }
      }
    }
    expect(codeLists.length).toBeGreaterThan(100);
    for (const [where, codes] of codeLists as [string, unknown][]) {
      expect(codes, where).toEqual([...API_ERROR_CODES]);
    }
  });
});
