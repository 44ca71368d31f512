import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationsOf } from './openapi-document.js';
import { fuzzOperations } from './run-fuzz.js';

/** A tiny API with known faults, and the document it claims to follow. */
let app: FastifyInstance;
const errorBody = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
  additionalProperties: false,
};
const json = (schema: object) => ({ content: { 'application/json': { schema } } });
const document = {
  openapi: '3.1.0',
  paths: {
    '/api/items/{id}': {
      get: {
        parameters: [
          { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
          { name: 'q', in: 'query', schema: { type: 'string', maxLength: 5 } },
        ],
        responses: {
          '200': json({ type: 'object', properties: { id: { type: 'string' } }, required: ['id'] }),
          '400': json(errorBody),
        },
      },
    },
  },
};

beforeAll(async () => {
  app = Fastify();
  app.get<{ Params: { id: string }; Querystring: { q?: string } }>(
    '/api/items/:id',
    async (request, reply) => {
      const { id } = request.params;
      const q = request.query.q ?? '';
      // The faults under test: anything but printable ASCII in q crashes it, an unknown id is an
      // undocumented 404, a long q answers a 400 whose body is not the documented one.
      if (/[^ -~]/.test(String(q))) return reply.code(500).send({ message: 'boom' });
      if (!/^[0-9a-f-]{36}$/.test(id)) return reply.code(404).send({ message: 'undocumented' });
      if (q.length > 5) return reply.code(400).send({ oops: true });
      return { id };
    },
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

describe('the contract fuzzer', () => {
  it('reports 5xx answers, undocumented statuses and bodies the document does not describe', async () => {
    const report = await fuzzOperations({
      operations: operationsOf(document),
      inject: (options) => app.inject(options),
      cookieFor: async () => undefined,
      ids: () => undefined,
      runs: 200,
      seed: 1,
      skip: {},
    });
    expect(report.operations).toHaveLength(1);
    expect(report.operations[0]?.requests).toBe(200);
    const kinds = new Set(report.findings.map((f) => `${f.kind} ${f.status}`));
    expect(kinds).toEqual(new Set(['server error 500', 'undocumented status 404', 'body mismatch 400']));
    expect(report.operations[0]?.statuses.get(200)).toBeGreaterThan(0);
  });

  it('skips only the operations it is told to, and says why', async () => {
    const report = await fuzzOperations({
      operations: operationsOf(document),
      inject: (options) => app.inject(options),
      cookieFor: async () => undefined,
      ids: () => undefined,
      runs: 5,
      seed: 1,
      skip: { 'GET /api/items/{id}': 'example' },
    });
    expect(report.skipped).toEqual([{ key: 'GET /api/items/{id}', reason: 'example' }]);
    expect(report.operations).toEqual([]);
  });
});
