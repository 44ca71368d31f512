import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES } from '@talent-desk/shared';
import { builtInGloRConnector } from './built-in-glo-r.js';
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

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe('GLO-R connector: fetchVacancy', () => {
  it('HTTP: GET /vacancies/{id} (id encoded), GLO-R fields mapped, blanks and unknown fields dropped', async () => {
    server.reply({
      status: 200,
      body: {
        gloVacancyId: 'GLO-R-77',
        title: ' Cloud Architect ',
        type: 'INTERNAL',
        status: 'OPEN',
        businessGroupName: 'Europe',
        projectName: '',
        openings: 2,
        skills: ['Terraform'],
        salary: 100000,
      },
    });
    const vacancy = await httpGloRConnector(`${server.url}/api/`).fetchVacancy('GLO-R-77');
    expect(server.received[0]).toMatchObject({ method: 'GET', url: '/api/vacancies/GLO-R-77' });
    expect(vacancy).toEqual({
      gloVacancyId: 'GLO-R-77',
      title: 'Cloud Architect',
      type: 'INTERNAL',
      status: 'OPEN',
      businessGroupName: 'Europe',
      projectName: null,
      hiringManager: null,
      workingLocation: null,
      openings: 2,
      description: null,
      skills: ['Terraform'],
    });
  });

  it('HTTP: 404 is "GLO-R has no such vacancy" (null)', async () => {
    server.reply({ status: 404, body: {} });
    expect(await httpGloRConnector(server.url).fetchVacancy('GLO-R-404')).toBeNull();
  });

  it('HTTP: a 5xx, a refused connection or no answer in time is 502 unreachable; an unexpected answer 502 bad answer', async () => {
    server.reply({ status: 503, body: {} });
    expect(await failure(httpGloRConnector(server.url).fetchVacancy('X'))).toMatchObject({
      status: 502,
      message: CANDIDATE_MESSAGES.gloUnreachable,
    });
    server.reply('hang');
    expect(await failure(httpGloRConnector(server.url, 200).fetchVacancy('X'))).toMatchObject({
      status: 502,
      message: CANDIDATE_MESSAGES.gloUnreachable,
    });
    server.release({ status: 500 });
    for (const reply of [
      { status: 200, raw: '<html>proxy login</html>' },
      { status: 200, body: { title: 'No id' } },
      { status: 401, body: { error: 'token expired' } },
    ]) {
      server.reply(reply);
      expect(
        await failure(httpGloRConnector(server.url).fetchVacancy('X')),
        JSON.stringify(reply),
      ).toMatchObject({
        status: 502,
        message: CANDIDATE_MESSAGES.gloBadResponse,
      });
    }
    const closed = await startGloRServer();
    await closed.close();
    expect(await failure(httpGloRConnector(closed.url).fetchVacancy('X'))).toMatchObject({ status: 502 });
  });

  it('built-in: the demo catalogue answers GLO-V-9001 .. GLO-V-9006, nothing else', async () => {
    const connector = builtInGloRConnector();
    const first = await connector.fetchVacancy('GLO-V-9001');
    expect(first).toMatchObject({
      gloVacancyId: 'GLO-V-9001',
      title: 'Staff Site Reliability Engineer',
      status: 'OPEN',
    });
    expect(first?.description).toContain('What you will do:');
    expect(await connector.fetchVacancy('GLO-V-9006')).not.toBeNull();
    for (const missing of ['GLO-V-9007', 'GLO-V-9000', 'GLO-V-1001', 'glo-v-9001', 'anything']) {
      expect(await connector.fetchVacancy(missing), missing).toBeNull();
    }
  });
});
