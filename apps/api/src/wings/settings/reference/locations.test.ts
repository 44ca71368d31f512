import { describe, expect, it } from 'vitest';
import { insertCandidate } from '../../../test/fixtures.js';
import { useVacancyHarness } from '../../vacancies/testing/index.js';

const h = useVacancyHarness();
const BASE = '/api/settings';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Row = { externalId: string; name: string; usage: number };
const list = async (kind: string, query = '') => (await h.get('admin', `${BASE}/${kind}?${query}`)).json();
const find = async (kind: string, name: string): Promise<Row> => {
  const rows: Row[] = (await list(kind, `search=${encodeURIComponent(name)}&size=100`)).content;
  const row = rows.find((r) => r.name === name);
  if (!row) throw new Error(`${name} not in ${kind}`);
  return row;
};

describe('Settings > Locations: countries, US states and cities (SET-02, SET-03, SET-04)', () => {
  it('[SET-01] [SET-03] TAG and VENDOR get 403 on every locations route; anonymous 401', async () => {
    const germany = await find('countries', 'Germany');
    for (const who of ['tag', 'vendor'] as const) {
      for (const kind of ['countries', 'states', 'cities']) {
        expect((await h.get(who, `${BASE}/${kind}`)).statusCode).toBe(403);
        expect(
          (await h.send(who, 'POST', `${BASE}/${kind}`, { name: 'Nowhere', iso2: 'NW' })).statusCode,
        ).toBe(403);
      }
      expect(
        (await h.send(who, 'PUT', `${BASE}/countries/${germany.externalId}`, { name: 'X', iso2: 'XX' }))
          .statusCode,
      ).toBe(403);
      expect((await h.send(who, 'DELETE', `${BASE}/countries/${germany.externalId}`)).statusCode).toBe(403);
    }
    expect((await h.t.inject({ method: 'GET', url: `${BASE}/countries` })).statusCode).toBe(401);
  });

  it('[SET-04] countries: a paged list ordered by name with search on name or code, and each row says how much uses it', async () => {
    const page = await list('countries', 'size=5&page=1');
    expect(page.content.map((r: Row) => r.name)).toEqual(['France', 'Germany', 'India', 'USA']);
    expect(page.totalElements).toBe(4);
    expect((await list('countries', 'search=de')).content.map((r: Row) => r.name)).toEqual(['Germany']);
    expect((await list('countries', 'order=desc')).content[0].name).toBe('USA');
    await insertCandidate(h.t.db, { country: 'France', city: 'Lyon' });
    await insertCandidate(h.t.db, { country: 'France', city: 'Paris' });
    expect((await find('countries', 'France')).usage).toBe(2);
    // A page past the last is clamped, never an error (LIST-04).
    expect((await list('countries', 'page=99')).pageable.pageNumber).toBe(1);
  });

  it('[SET-04] an ADMIN creates and edits a country; the code is stored in capitals; a taken name or code is a 409 naming the field', async () => {
    const created = await h.send('admin', 'POST', `${BASE}/countries`, { name: 'Portugal', iso2: 'pt' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Portugal', iso2: 'PT', usage: 0 });
    const id = created.json().externalId;
    const edited = await h.send('admin', 'PUT', `${BASE}/countries/${id}`, {
      name: 'Portuguese Republic',
      iso2: 'PT',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().name).toBe('Portuguese Republic');
    expect((await h.get('admin', `${BASE}/countries/${id}`)).json().name).toBe('Portuguese Republic');

    const takenName = await h.send('admin', 'POST', `${BASE}/countries`, { name: 'Germany', iso2: 'QQ' });
    expect(takenName.statusCode).toBe(409);
    expect(takenName.json()).toMatchObject({
      message: 'A country with this name already exists',
      fields: [{ path: 'name' }],
    });
    const takenCode = await h.send('admin', 'PUT', `${BASE}/countries/${id}`, {
      name: 'Portugal',
      iso2: 'DE',
    });
    expect(takenCode.statusCode).toBe(409);
    expect(takenCode.json().fields).toEqual([
      { path: 'iso2', message: 'A country with this code already exists' },
    ]);
  });

  it('[SET-04] bad input is a 400 naming the field', async () => {
    const short = await h.send('admin', 'POST', `${BASE}/countries`, { name: 'P', iso2: 'PTX' });
    expect(short.statusCode).toBe(400);
    expect(
      short
        .json()
        .fields.map((f: { path: string }) => f.path)
        .sort(),
    ).toEqual(['iso2', 'name']);
    const noState = await h.send('admin', 'POST', `${BASE}/cities`, { name: 'Springfield' });
    expect(noState.statusCode).toBe(400);
    expect(noState.json().fields[0].path).toBe('stateExternalId');
    const unknownState = await h.send('admin', 'POST', `${BASE}/cities`, {
      name: 'Springfield',
      stateExternalId: UNKNOWN,
    });
    expect(unknownState.statusCode).toBe(400);
    expect(unknownState.json().fields).toEqual([{ path: 'stateExternalId', message: 'Unknown state' }]);
    expect((await h.get('admin', `${BASE}/cities/${UNKNOWN}`)).statusCode).toBe(404);
  });

  it('[SET-04] a country in use is neither renamed nor deleted (409 saying what uses it); USA and India are fixed; an unused one is deleted', async () => {
    await h.send('admin', 'POST', '/api/vendors', {
      name: 'Lisbon Staffing',
      tier: 'Tier 2',
      country: 'France',
    });
    const france = await find('countries', 'France');
    const rename = await h.send('admin', 'PUT', `${BASE}/countries/${france.externalId}`, {
      name: 'Gaul',
      iso2: 'FR',
    });
    expect(rename.statusCode).toBe(409);
    expect(rename.json().message).toBe(
      "The country 'France' is used by 2 candidates and 1 vendor: it cannot be renamed or moved",
    );
    const recode = await h.send('admin', 'PUT', `${BASE}/countries/${france.externalId}`, {
      name: 'France',
      iso2: 'fx',
    });
    expect(recode.statusCode).toBe(200); // the code is nobody's copy
    const remove = await h.send('admin', 'DELETE', `${BASE}/countries/${france.externalId}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toContain('it cannot be deleted');
    const usa = await find('countries', 'USA');
    const fixed = await h.send('admin', 'DELETE', `${BASE}/countries/${usa.externalId}`);
    expect(fixed.statusCode).toBe(409);
    expect(fixed.json().message).toBe("'USA' has special behaviour in the app and cannot be changed");
    const portugal = await find('countries', 'Portuguese Republic');
    expect((await h.send('admin', 'DELETE', `${BASE}/countries/${portugal.externalId}`)).statusCode).toBe(
      204,
    );
    expect((await h.get('admin', `${BASE}/countries/${portugal.externalId}`)).statusCode).toBe(404);
  });

  it('[SET-03] [SET-04] cities/new: a city in its state; US candidates using it keep it from being renamed, moved or deleted', async () => {
    const texas = await find('states', 'Texas');
    const created = await h.send('admin', 'POST', `${BASE}/cities`, {
      name: 'El Paso',
      stateExternalId: texas.externalId,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'El Paso', stateName: 'Texas', usage: 0 });
    const twice = await h.send('admin', 'POST', `${BASE}/cities`, {
      name: 'El Paso',
      stateExternalId: texas.externalId,
    });
    expect(twice.statusCode).toBe(409);
    expect((await list('cities', 'search=texas')).content.map((r: Row) => r.name)).toEqual([
      'Austin',
      'El Paso',
    ]);

    const austin = await find('cities', 'Austin');
    await insertCandidate(h.t.db, { country: 'USA', state: 'Texas', city: 'Austin' });
    expect((await find('cities', 'Austin')).usage).toBe(1);
    const california = await find('states', 'California');
    const move = await h.send('admin', 'PUT', `${BASE}/cities/${austin.externalId}`, {
      name: 'Austin',
      stateExternalId: california.externalId,
    });
    expect(move.statusCode).toBe(409);
    expect(move.json().message).toBe(
      "The city 'Austin' is used by 1 candidate: it cannot be renamed or moved",
    );
    expect((await h.send('admin', 'DELETE', `${BASE}/cities/${austin.externalId}`)).statusCode).toBe(409);

    const elPaso = created.json().externalId;
    const renamed = await h.send('admin', 'PUT', `${BASE}/cities/${elPaso}`, {
      name: 'El Paso City',
      stateExternalId: texas.externalId,
    });
    expect(renamed.statusCode).toBe(200);
    expect((await h.send('admin', 'DELETE', `${BASE}/cities/${elPaso}`)).statusCode).toBe(204);
  });

  it('[SET-04] a US state with cities cannot be deleted; its code can change; a new state is created', async () => {
    const texas = await find('states', 'Texas');
    const remove = await h.send('admin', 'DELETE', `${BASE}/states/${texas.externalId}`);
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(
      "The state 'Texas' is used by 1 city and 1 candidate: it cannot be deleted",
    );
    expect(
      (await h.send('admin', 'PUT', `${BASE}/states/${texas.externalId}`, { name: 'Texas', code: 'tx' }))
        .statusCode,
    ).toBe(200);
    const created = await h.send('admin', 'POST', `${BASE}/states`, { name: 'Puerto Rico', code: 'PR' });
    expect(created.statusCode).toBe(201);
    const taken = await h.send('admin', 'POST', `${BASE}/states`, { name: 'Porto', code: 'PR' });
    expect(taken.json().fields).toEqual([{ path: 'code', message: 'A state with this code already exists' }]);
  });
});
