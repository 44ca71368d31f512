import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES } from '@talent-desk/shared';
import { AppError } from '../../errors.js';
import type { GloRExportInput } from './glo-r-connector.js';
import { httpGloRConnector } from './http-glo-r.js';
import { startGloRServer } from './test-glo-r-server.js';

let server: Awaited<ReturnType<typeof startGloRServer>>;
beforeAll(async () => {
  server = await startGloRServer();
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  server.received.length = 0;
});

const input: GloRExportInput = {
  candidate: {
    key: 42,
    externalId: '0b9c6f0e-7d1a-4c0e-9a53-5f2d3c1b2a10',
    gloCandidateId: null,
    firstName: 'Ann',
    middleName: null,
    lastName: 'Lee',
    fullName: 'Ann Lee',
    email: 'ann@example.test',
    phone: '+4915112345678',
    linkedinUrl: null,
    country: 'Germany',
    state: null,
    city: 'Berlin',
  },
  vacancy: { externalId: '7f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', gloVacancyId: 'GLO-V-1', title: 'Engineer' },
  assignment: { key: 7 },
};

async function expectAppError(promise: Promise<unknown>, status: number, message: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ status, message });
}

describe('HTTP GLO-R connector', () => {
  it('[CAND-STATUS-33] [CAND-STATUS-34] POSTs JSON to /candidates/export and passes the ids and items through', async () => {
    const items = [{ status: 202, message: 'Queued for review' }];
    server.reply({ status: 200, body: { gloCandidateId: 'C-9', gloAssignmentId: 'A-9', items } });
    const result = await httpGloRConnector(`${server.url}/`).exportCandidate(input);
    expect(result).toEqual({ gloCandidateId: 'C-9', gloAssignmentId: 'A-9', items });
    expect(server.received).toHaveLength(1);
    expect(server.received[0]).toMatchObject({ method: 'POST', url: '/candidates/export' });
    // Our internal keys never leave the server.
    expect(server.received[0]?.body).toEqual({
      candidate: { ...input.candidate, key: undefined },
      vacancy: input.vacancy,
    });
    expect(JSON.stringify(server.received[0]?.body)).not.toContain('"key"');
  });

  it('[CAND-STATUS-34] a 4xx is GLO-R refusing: its items come back, no ids', async () => {
    const items = [{ status: 400, message: 'Vacancy GLO-V-1 is closed in GLO-R' }];
    server.reply({ status: 422, body: { items } });
    const result = await httpGloRConnector(server.url).exportCandidate(input);
    expect(result).toEqual({ gloCandidateId: null, gloAssignmentId: null, items });
  });

  it('[CAND-STATUS-34] a 4xx without items becomes one error item', async () => {
    server.reply({ status: 404, raw: 'not here' });
    const result = await httpGloRConnector(server.url).exportCandidate(input);
    expect(result.gloAssignmentId).toBeNull();
    expect(result.items).toEqual([{ status: 400, message: 'GLO-R refused the export (HTTP 404)' }]);
  });

  it('a 2xx without ids records nothing and passes the items through', async () => {
    server.reply({ status: 200, body: { items: [{ status: 400, message: 'Duplicate candidate' }] } });
    const result = await httpGloRConnector(server.url).exportCandidate(input);
    expect(result).toEqual({
      gloCandidateId: null,
      gloAssignmentId: null,
      items: [{ status: 400, message: 'Duplicate candidate' }],
    });
  });

  it('a 5xx answer is 502 GLO-R is not reachable', async () => {
    server.reply({ status: 503, body: { error: 'maintenance' } });
    await expectAppError(
      httpGloRConnector(server.url).exportCandidate(input),
      502,
      CANDIDATE_MESSAGES.gloUnreachable,
    );
  });

  it('a 2xx that is not the expected JSON is 502 with its own message', async () => {
    server.reply({ status: 200, raw: '<html>proxy login</html>' });
    await expectAppError(
      httpGloRConnector(server.url).exportCandidate(input),
      502,
      CANDIDATE_MESSAGES.gloBadResponse,
    );
  });

  it('no answer within the timeout is 502 GLO-R is not reachable', async () => {
    server.reply('hang');
    await expectAppError(
      httpGloRConnector(server.url, 200).exportCandidate(input),
      502,
      CANDIDATE_MESSAGES.gloUnreachable,
    );
  });

  it('a refused connection is 502 GLO-R is not reachable', async () => {
    const closed = await startGloRServer();
    await closed.close();
    await expectAppError(
      httpGloRConnector(closed.url).exportCandidate(input),
      502,
      CANDIDATE_MESSAGES.gloUnreachable,
    );
  });
});
