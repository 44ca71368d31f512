import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES, vacancyImportDraftSchema } from '@talent-desk/shared';
import { startGloRServer } from '../../../integrations/glo-r/test-glo-r-server.js';
import { insertVacancy } from '../../../test/fixtures.js';
import { useVacancyHarness } from '../testing/vacancy-harness.js';

/** The import through the HTTP connector (GLO_R_URL), against a stand-in GLO-R started by the test. */
let server: Awaited<ReturnType<typeof startGloRServer>>;
beforeAll(async () => {
  server = await startGloRServer();
});
afterAll(async () => {
  await server?.close();
});
const h = useVacancyHarness(() => ({ GLO_R_URL: server.url }));

describe('import through GLO_R_URL', () => {
  it('asks GLO-R for the vacancy; 404 from GLO-R is our 404, a failing GLO-R our 502; a held id is not asked', async () => {
    server.reply({
      status: 200,
      body: {
        gloVacancyId: 'GLO-R-501',
        title: 'Mobile Lead',
        skills: ['React', 'Swift'],
        status: 'on hold',
      },
    });
    const answer = vacancyImportDraftSchema.parse(
      (await h.get('tag', '/api/vacancies/import/GLO-R-501')).json(),
    );
    expect(server.received.at(-1)).toMatchObject({ method: 'GET', url: '/vacancies/GLO-R-501' });
    expect(answer.draft).toMatchObject({
      title: 'Mobile Lead',
      status: 'ON_HOLD',
      type: 'EXTERNAL',
      openings: 1,
    });
    expect(answer.requiredSkills.map((s) => s.value)).toEqual(['React']);
    expect(answer.unmatched.skills).toEqual(['Swift']);

    server.reply({ status: 404, body: {} });
    expect((await h.get('tag', '/api/vacancies/import/GLO-R-502')).statusCode).toBe(404);
    server.reply({ status: 503, body: {} });
    const down = await h.get('tag', '/api/vacancies/import/GLO-R-503');
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe(CANDIDATE_MESSAGES.gloUnreachable);

    const held = await insertVacancy(h.t.db, { gloVacancyId: 'GLO-R-HELD' });
    const asked = server.received.length;
    expect((await h.get('tag', '/api/vacancies/import/GLO-R-HELD')).json()).toEqual({
      existingExternalId: held.externalId,
    });
    expect(server.received.length).toBe(asked);
  });
});
