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
  server.reset();
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe('GLO-R connector: fetchProject ([SET-03] projects/{gloId}/import)', () => {
  it('HTTP: GET /projects/{id} (id encoded); the name is kept, GLO-R’s other fields are not read', async () => {
    server.reply({
      status: 200,
      body: {
        gloProjectId: 'GLO-P-77',
        name: ' Orion Claims Platform ',
        client: 'Woodgrove Insurance',
        businessGroupName: 'North America',
        startDate: '2026-02-02',
        status: 'ACTIVE',
      },
    });
    const project = await httpGloRConnector(`${server.url}/api/`).fetchProject('GLO-P-77');
    expect(server.received[0]).toMatchObject({ method: 'GET', url: '/api/projects/GLO-P-77' });
    expect(project).toEqual({ gloProjectId: 'GLO-P-77', name: 'Orion Claims Platform' });
  });

  it('HTTP: the stand-in answers one path apart from the rest (replyTo), until reset', async () => {
    server.reply({ status: 404, body: {} });
    server.replyTo('/projects/P-1', { status: 200, body: { gloProjectId: 'P-1', name: 'Lumen' } });
    const connector = httpGloRConnector(server.url);
    expect(await connector.fetchProject('P-1')).toEqual({ gloProjectId: 'P-1', name: 'Lumen' });
    expect(await connector.fetchProject('P-2')).toBeNull();
    expect(await connector.fetchVacancy('P-1')).toBeNull();
    server.reset();
    expect(await connector.fetchProject('P-1')).toBeNull();
  });

  it('HTTP: 404 is "no such project" (null); a 5xx, no answer in time or a closed port 502 unreachable; an unexpected answer 502 bad answer', async () => {
    server.reply({ status: 404, body: {} });
    expect(await httpGloRConnector(server.url).fetchProject('GLO-P-404')).toBeNull();
    server.reply({ status: 502, body: {} });
    expect(await failure(httpGloRConnector(server.url).fetchProject('X'))).toMatchObject({
      status: 502,
      message: CANDIDATE_MESSAGES.gloUnreachable,
    });
    server.reply('hang');
    expect(await failure(httpGloRConnector(server.url, 200).fetchProject('X'))).toMatchObject({
      status: 502,
      message: CANDIDATE_MESSAGES.gloUnreachable,
    });
    server.release({ status: 500 });
    for (const reply of [
      { status: 200, raw: 'not json' },
      { status: 200, body: { gloProjectId: 'X', name: '  ' } },
      { status: 403, body: { error: 'forbidden' } },
    ]) {
      server.reply(reply);
      expect(
        await failure(httpGloRConnector(server.url).fetchProject('X')),
        JSON.stringify(reply),
      ).toMatchObject({ status: 502, message: CANDIDATE_MESSAGES.gloBadResponse });
    }
    const closed = await startGloRServer();
    await closed.close();
    expect(await failure(httpGloRConnector(closed.url).fetchProject('X'))).toMatchObject({ status: 502 });
  });

  it('built-in: the demo catalogue answers GLO-P-7001 .. GLO-P-7008, nothing else', async () => {
    const connector = builtInGloRConnector();
    expect(await connector.fetchProject('GLO-P-7001')).toEqual({
      gloProjectId: 'GLO-P-7001',
      name: 'Nimbus Cloud',
    });
    expect(await connector.fetchProject('GLO-P-7008')).toMatchObject({ name: 'Atlas ERP Rollout' });
    for (const missing of ['GLO-P-7009', 'GLO-P-7000', 'GLO-V-9001', 'glo-p-7001', 'anything']) {
      expect(await connector.fetchProject(missing), missing).toBeNull();
    }
  });
});
