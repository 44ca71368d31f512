import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema } from '@talent-desk/shared';
import { AppError } from '../errors.js';
import { errorHandlerPlugin } from '../plugins/error-handler.js';
import { checkResponsesAgainstContract } from './response-check.js';
import { fileResponse } from './route-docs.js';

let app: FastifyInstance;
const ok = z.object({ ok: z.boolean() });

beforeAll(async () => {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorHandlerPlugin);
  checkResponsesAgainstContract(app);
  const response = { 200: ok, 404: apiErrorSchema };
  app.get('/api/fine', { schema: { response } }, async () => ({ ok: true }));
  app.get('/api/not-found', { schema: { response } }, async () => {
    throw new AppError(404, 'NOT_FOUND', 'Not found');
  });
  app.get('/api/conflict', { schema: { response } }, async () => {
    throw new AppError(409, 'CONFLICT', 'Taken');
  });
  app.get('/api/wrong-body', { schema: { response } }, async (_request, reply) =>
    reply.type('application/json').send('{"ok":"yes"}'),
  );
  app.get('/api/text', { schema: { response } }, async (_request, reply) =>
    reply.type('text/plain').send('ok'),
  );
  const file = { 200: fileResponse('A PDF', ['application/pdf']) };
  app.get('/api/file', { schema: { response: file } }, async (_request, reply) =>
    reply.type('application/pdf').send(Readable.from([Buffer.from('%PDF-1.4')])),
  );
  app.get('/api/wrong-file', { schema: { response: file } }, async (_request, reply) =>
    reply.type('text/html').send(Readable.from([Buffer.from('<html>')])),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });

describe('responses are checked against their route declarations in tests', () => {
  it('declared statuses, bodies and content types pass untouched, errors of the error handler included', async () => {
    expect((await get('/api/fine')).json()).toEqual({ ok: true });
    expect((await get('/api/not-found')).statusCode).toBe(404);
    const file = await get('/api/file');
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('%PDF-1.4');
    // Unknown API paths must answer our error body (no route, so no declarations).
    expect((await get('/api/nowhere')).statusCode).toBe(404);
  });

  it('[ERR-01] an undeclared status becomes a 500 CONTRACT_VIOLATION naming it', async () => {
    const response = await get('/api/conflict');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'CONTRACT_VIOLATION' });
    expect(response.json().message).toMatch(/GET \/api\/conflict answered 409: status 409 is not declared/);
  });

  it('a body that does not match, or an undeclared content type, is a violation too', async () => {
    const body = await get('/api/wrong-body');
    expect(body.statusCode).toBe(500);
    expect(body.json().message).toMatch(/does not match the declared schema \(ok: /);
    for (const url of ['/api/text', '/api/wrong-file']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(500);
      expect(response.json().message, url).toMatch(/content type text\/(plain|html) is not declared for 200/);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});
