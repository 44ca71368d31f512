import { describe, expect, it } from 'vitest';
import { PROJECT_IMPORT_MESSAGES, projectImportDraftSchema } from '@talent-desk/shared';
import { useVacancyHarness } from '../testing/vacancy-harness.js';

/** The built-in GLO-R connector (no GLO_R_URL): its demo catalogue holds GLO-P-7001 .. GLO-P-7008. */
const h = useVacancyHarness();
const path = (gloId: string) => `/api/settings/projects/import/${gloId}`;
const preview = (gloId: string) => h.get('admin', path(gloId));
const save = (gloId: string, body: unknown) => h.send('admin', 'POST', path(gloId), body);
type Row = { externalId: string; name: string; gloProjectId?: string | null };
const projectRows = async (search: string): Promise<Row[]> =>
  (await h.get('admin', `/api/settings/projects?size=100&search=${encodeURIComponent(search)}`)).json()
    .content;

describe('[SET-03] import a project from GLO-R (/internal/settings/projects/{gloId}/import)', () => {
  it('[SET-03] the preview is GLO-R’s project name for review; saving adds it to the projects list under that GLO-R id', async () => {
    const response = await preview('GLO-P-7006');
    expect(response.statusCode).toBe(200);
    expect(projectImportDraftSchema.parse(response.json())).toEqual({
      draft: { gloProjectId: 'GLO-P-7006', name: 'Orion Claims Platform' },
      sameName: null,
    });
    const saved = await save('GLO-P-7006', { name: 'Orion Claims' });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ name: 'Orion Claims', gloProjectId: 'GLO-P-7006', usage: 0 });
    expect(await projectRows('Orion')).toEqual([
      expect.objectContaining({ name: 'Orion Claims', gloProjectId: 'GLO-P-7006' }),
    ]);
    // The project is an ordinary list item: the vacancy form offers it; editing keeps its GLO-R id.
    const options = (await h.get('tag', '/api/options/projects?search_value=Orion')).json().content;
    expect(options.map((o: { label: string }) => o.label)).toEqual(['Orion Claims']);
    const edited = await h.send('admin', 'PUT', `/api/settings/projects/${saved.json().externalId}`, {
      name: 'Orion Claims Platform',
    });
    expect(edited.json()).toMatchObject({ name: 'Orion Claims Platform', gloProjectId: 'GLO-P-7006' });
  });

  it('[SET-03] an already imported GLO-R id answers the existing project (GLO-R is not asked); saving it again is 409', async () => {
    const first = await save('GLO-P-7007', { name: 'Lumen Supply Chain' });
    expect(first.statusCode).toBe(201);
    expect((await preview('GLO-P-7007')).json()).toEqual({ existingExternalId: first.json().externalId });
    const again = await save('GLO-P-7007', { name: 'Another name' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(PROJECT_IMPORT_MESSAGES.alreadyImported);
    expect(await projectRows('Another name')).toEqual([]);
  });

  it('[SET-03] a project of the same name without a GLO-R id (named on vacancies) is linked, not duplicated; one of another GLO-R id is a 409 under name', async () => {
    const vacancy = await h.send(
      'admin',
      'POST',
      '/api/vacancies',
      h.body({ projectName: 'Helix Payments' }),
    );
    expect(vacancy.statusCode).toBe(201);
    const [named] = await projectRows('Helix Payments');
    expect(named).toMatchObject({ gloProjectId: null });
    const draft = projectImportDraftSchema.parse((await preview('GLO-P-7002')).json());
    expect(draft.sameName).toEqual({ externalId: named?.externalId, name: 'Helix Payments' });
    const linked = await save('GLO-P-7002', { name: 'HELIX PAYMENTS' });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      externalId: named?.externalId,
      name: 'Helix Payments',
      gloProjectId: 'GLO-P-7002',
      usage: 1,
    });
    expect(await projectRows('Helix')).toHaveLength(1);
    const taken = await save('GLO-P-7003', { name: 'helix payments' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual([{ path: 'name', message: PROJECT_IMPORT_MESSAGES.nameLinked }]);
  });

  it('[SET-03] a GLO-R id GLO-R does not hold is 404 with a clear message; a malformed id or a bad name is a 400 naming the field', async () => {
    const missing = await preview('GLO-P-1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PROJECT_IMPORT_MESSAGES.notFound);
    const malformed = await h.get('admin', path('GLO%20P%201'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields[0].path).toBe('gloId');
    const short = await save('GLO-P-7004', { name: ' x ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields[0].path).toBe('name');
    const extra = await save('GLO-P-7004', { name: 'Polaris CRM', client: 'Tailspin' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields[0].path).toBe('client');
  });

  it('[SET-01] [SET-03] TAG and VENDOR get 403 on the preview and the save; nothing is imported', async () => {
    for (const who of ['tag', 'vendor'] as const) {
      expect((await h.get(who, path('GLO-P-7005'))).statusCode).toBe(403);
      expect((await h.send(who, 'POST', path('GLO-P-7005'), { name: 'Aurora Mobile' })).statusCode).toBe(403);
    }
    expect(await projectRows('Aurora Mobile')).toEqual([]);
  });

  it('[SET-03] two ADMINs importing the same GLO-R id at once over HTTP: one project, the others 409, no 500', async () => {
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => h.http('admin', 'POST', path('GLO-P-7008'), { name: 'Atlas ERP Rollout' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409]);
    for (const answer of answers.filter((a) => a.status === 409)) {
      expect(((await answer.json()) as { message: string }).message).toBe(
        PROJECT_IMPORT_MESSAGES.alreadyImported,
      );
    }
    expect(await projectRows('Atlas ERP')).toHaveLength(1);
    // Linking one unlinked project at once: one 200, the others 409 (the row lock orders them).
    await h.send('admin', 'POST', '/api/settings/projects', { name: 'Aurora Mobile' });
    const links = await Promise.all(
      [0, 1, 2].map(() => h.http('admin', 'POST', path('GLO-P-7005'), { name: 'Aurora Mobile' })),
    );
    expect(links.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await projectRows('Aurora Mobile')).toEqual([
      expect.objectContaining({ gloProjectId: 'GLO-P-7005' }),
    ]);
  });
});
