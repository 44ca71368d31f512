import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CANDIDATE_MESSAGES, PROJECT_IMPORT_MESSAGES } from '@talent-desk/shared';
import { startGloRServer } from '../../../integrations/glo-r/test-glo-r-server.js';
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
const path = (gloId: string) => `/api/settings/projects/import/${gloId}`;

describe('[SET-03] project import through GLO_R_URL', () => {
  it('[SET-03] asks GLO-R for the project; its 404 is our 404, a failing GLO-R our 502; an imported id is not asked again', async () => {
    server.reply({ status: 404, body: {} });
    server.replyTo('/projects/GLO-R-P-1', {
      status: 200,
      body: {
        gloProjectId: 'GLO-R-P-1',
        name: 'Kestrel Billing',
        client: 'Proseware',
        businessGroupName: 'Europe',
        startDate: '2026-01-12',
        status: 'ACTIVE',
      },
    });
    const preview = await h.get('admin', path('GLO-R-P-1'));
    expect(server.received.at(-1)).toMatchObject({ method: 'GET', url: '/projects/GLO-R-P-1' });
    expect(preview.json()).toEqual({
      draft: { gloProjectId: 'GLO-R-P-1', name: 'Kestrel Billing' },
      sameName: null,
    });
    const saved = await h.send('admin', 'POST', path('GLO-R-P-1'), { name: 'Kestrel Billing' });
    expect(saved.statusCode).toBe(201);

    const missing = await h.get('admin', path('GLO-R-P-2'));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PROJECT_IMPORT_MESSAGES.notFound);
    server.reply({ status: 503, body: {} });
    const down = await h.get('admin', path('GLO-R-P-3'));
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe(CANDIDATE_MESSAGES.gloUnreachable);
    server.reply({ status: 200, raw: '<html>login</html>' });
    expect((await h.get('admin', path('GLO-R-P-4'))).statusCode).toBe(502);

    const asked = server.received.length;
    expect((await h.get('admin', path('GLO-R-P-1'))).json()).toEqual({
      existingExternalId: saved.json().externalId,
    });
    expect(server.received.length).toBe(asked);
  });
});
