import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@talent-desk/shared';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app.js';
import { errorHandlerPlugin } from './error-handler.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const post = (payload: string, contentType = 'application/json') =>
  t.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': contentType }, payload });

describe('bad requests answer 4xx with a message, never 500', () => {
  it('[ERR-01] malformed JSON answers 400 naming the body', async () => {
    const response = await post('{"email": ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code: 'MALFORMED_BODY' });
    expect(response.json().message).toMatch(/body/);
  });

  it('[ERR-01] an empty JSON body answers 400', async () => {
    const response = await post('');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/body/);
  });

  it('[ERR-01] a body that is not an object answers 400 naming the body', async () => {
    const response = await post('[1,2]');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', fields: [{ path: 'body' }] });
  });

  it('[ERR-01] missing fields answer 400 VALIDATION naming each field', async () => {
    const response = await post('{}');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('VALIDATION');
    expect(body.fields).toEqual([
      { path: 'email', message: MESSAGES.mandatoryField },
      { path: 'password', message: MESSAGES.mandatoryField },
    ]);
    expect(body.message).toContain('email');
    expect(body.message).toContain('password');
  });

  it('[ERR-01] a field of the wrong type answers 400 naming it', async () => {
    const response = await post(JSON.stringify({ email: 42, password: TEST_PASSWORD }));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields[0].path).toBe('email');
  });

  it('[ERR-01] an unknown field answers 400 naming it', async () => {
    const response = await post(
      JSON.stringify({ email: t.admin.email, password: TEST_PASSWORD, isAdmin: true }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ path: 'isAdmin', message: 'Unknown field: isAdmin' }]);
  });

  it('[ERR-01] a body over 1 MB answers 413', async () => {
    const response = await post(JSON.stringify({ email: 'a@b.cd', password: 'x'.repeat(1_100_000) }));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413, code: 'BODY_TOO_LARGE' });
  });

  it('[ERR-01] a body that is not JSON answers 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const response = await post('email=a&password=b', type);
      expect(response.statusCode, type).toBe(415);
      expect(response.json().message).toMatch(/application\/json/);
    }
  });

  it('[ERR-01] text PostgreSQL cannot store (a NUL byte) answers 400, not 500', async () => {
    const response = await post(JSON.stringify({ email: 'nul\u0000@example.test', password: 'x' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_CHARACTERS');
  });

  it('[ERR-01] an unknown API path answers a JSON 404', async () => {
    for (const url of ['/api/nothing-here', '/user-service/nothing', '/search-service/es/x', '/api']) {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({
        status: 404,
        code: 'NOT_FOUND',
        message: MESSAGES.notFound,
        requestId: response.headers['x-request-id'],
      });
    }
  });

  it('every response carries the request id (a UUID)', async () => {
    const response = await t.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unexpected errors', () => {
  it('[ERR-02] answer 500 "Something went wrong" with the request id and no internals', async () => {
    const app = Fastify({ logger: false, genReqId: () => 'req-1' });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(errorHandlerPlugin, {});
    app.get('/boom', async () => {
      throw new Error('connection to 10.0.0.5 refused: password authentication failed');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      status: 500,
      code: 'INTERNAL',
      message: MESSAGES.somethingWentWrong,
      requestId: 'req-1',
    });
    expect(response.body).not.toContain('10.0.0.5');
    await app.close();
  });
});
