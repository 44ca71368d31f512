import { describe, expect, it } from 'vitest';
import { NAMED_LIST_KINDS } from '@talent-desk/shared';
import { useVacancyHarness } from '../../vacancies/testing/index.js';

const h = useVacancyHarness();
const BASE = '/api/settings';

type Row = { externalId: string; name: string; usage: number };
const names = async (kind: string, query = '') =>
  (await h.get('admin', `${BASE}/${kind}?size=100&${query}`)).json().content.map((r: Row) => r.name);
const rowOf = async (kind: string, name: string): Promise<Row> => {
  const rows: Row[] = (await h.get('admin', `${BASE}/${kind}?size=100`)).json().content;
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`${name} not in ${kind}`);
  return row;
};
const options = async (kind: string, who: 'admin' | 'tag' | 'vendor' = 'admin') =>
  (await h.get(who, `/api/options/${kind}?size=50`)).json().content.map((o: { label: string }) => o.label);

describe('Settings > working locations, hiring managers, projects (SET-03, SET-04)', () => {
  it('[SET-01] [SET-03] TAG and VENDOR get 403 on every route of the three lists', async () => {
    for (const kind of NAMED_LIST_KINDS) {
      for (const who of ['tag', 'vendor'] as const) {
        expect((await h.get(who, `${BASE}/${kind}`)).statusCode).toBe(403);
        expect((await h.send(who, 'POST', `${BASE}/${kind}`, { name: 'Somewhere' })).statusCode).toBe(403);
        const id = '00000000-0000-4000-8000-000000000000';
        expect((await h.send(who, 'PUT', `${BASE}/${kind}/${id}`, { name: 'Somewhere' })).statusCode).toBe(
          403,
        );
        expect((await h.send(who, 'DELETE', `${BASE}/${kind}/${id}`)).statusCode).toBe(403);
      }
    }
  });

  it('[SET-04] a vacancy saved with a new name adds it to its list; the list counts the vacancies using it; the vacancy contract is unchanged', async () => {
    const saved = await h.send('admin', 'POST', '/api/vacancies', h.body());
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      projectName: 'Atlas',
      hiringManager: 'Priya Raman',
      workingLocation: 'Austin, Texas',
    });
    expect(await names('projects')).toEqual(['Atlas']);
    expect(await names('hiring-managers')).toEqual(['Priya Raman']);
    expect((await rowOf('working-locations', 'Austin, Texas')).usage).toBe(1);
    // The same name in another case is the same item.
    await h.send('admin', 'POST', '/api/vacancies', h.body({ projectName: 'ATLAS', title: 'Analyst' }));
    expect(await names('projects')).toEqual(['Atlas']);
    expect((await rowOf('working-locations', 'Austin, Texas')).usage).toBe(2);
  });

  it('[SET-04] an ADMIN creates, searches and edits; a name taken in any case is a 409 naming the field; a short one a 400 naming it', async () => {
    const created = await h.send('admin', 'POST', `${BASE}/projects`, { name: 'Payments Platform' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Payments Platform', usage: 0 });
    expect(await names('projects', 'search=PAY')).toEqual(['Payments Platform']);
    const taken = await h.send('admin', 'POST', `${BASE}/projects`, { name: 'payments platform' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual([
      { path: 'name', message: 'A project with this name already exists' },
    ]);
    const short = await h.send('admin', 'PUT', `${BASE}/projects/${created.json().externalId}`, {
      name: ' x ',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields[0]).toMatchObject({ path: 'name' });
    const unknown = await h.send('admin', 'POST', `${BASE}/projects`, { name: 'Valid', colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields[0].path).toBe('colour');
  });

  it('[SET-04] the vacancy form offers the managed lists (staff); a VENDOR only sees names on vacancies shared with it', async () => {
    await h.send('admin', 'POST', `${BASE}/hiring-managers`, { name: 'Zoe Quinn' });
    expect(await options('hiringManagers')).toEqual(['Priya Raman', 'Zoe Quinn']);
    expect(await options('projects', 'tag')).toEqual(['Atlas', 'Payments Platform']);
    expect(await options('workingLocations')).toEqual(['Austin, Texas']);
    expect(await options('projects', 'vendor')).toEqual([]);
  });

  it('[SET-04] renaming renames every vacancy using it (one transaction); deleting is refused while vacancies use it', async () => {
    const atlas = await rowOf('projects', 'Atlas');
    expect(atlas.usage).toBe(2); // 'ATLAS' on the second vacancy is the same project
    const renamed = await h.send('admin', 'PUT', `${BASE}/projects/${atlas.externalId}`, {
      name: 'Atlas Data',
    });
    expect(renamed.statusCode).toBe(200);
    const list = (await h.get('admin', '/api/vacancies?size=50')).json().content;
    expect(list.map((v: { projectName: string }) => v.projectName).sort()).toEqual([
      'Atlas Data',
      'Atlas Data',
    ]);
    const remove = await h.send('admin', 'DELETE', `${BASE}/projects/${atlas.externalId}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(
      "The project 'Atlas Data' is used by 2 vacancies: it cannot be deleted",
    );
    const payments = await rowOf('projects', 'Payments Platform');
    expect((await h.send('admin', 'DELETE', `${BASE}/projects/${payments.externalId}`)).statusCode).toBe(204);
    expect(await names('projects')).toEqual(['Atlas Data']);
  });
});
