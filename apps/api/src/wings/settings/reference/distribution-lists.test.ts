import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_LIST_LIMITS } from '@talent-desk/shared';
import { useVacancyHarness } from '../../vacancies/testing/index.js';

const h = useVacancyHarness();
const BASE = '/api/settings/distribution-list';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

type Row = { externalId: string; name: string; addresses: string[]; addressCount: number };
const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Hiring leads',
  description: 'Weekly pipeline summary',
  addresses: ['priya.raman@example.com', 'sam.lee@example.com'],
  ...overrides,
});
const names = async (query = '') =>
  (await h.get('admin', `${BASE}?size=100&${query}`)).json().content.map((r: Row) => r.name);

describe('Settings > Distribution lists (SET-03: distribution-list, distribution-list/{id}/edit)', () => {
  it('[SET-01] [SET-03] TAG and VENDOR get 403 on every distribution list route; anonymous 401', async () => {
    for (const who of ['tag', 'vendor'] as const) {
      expect((await h.get(who, BASE)).statusCode).toBe(403);
      expect((await h.get(who, `${BASE}/${UNKNOWN}`)).statusCode).toBe(403);
      expect((await h.send(who, 'POST', BASE, body())).statusCode).toBe(403);
      expect((await h.send(who, 'PUT', `${BASE}/${UNKNOWN}`, body())).statusCode).toBe(403);
      expect((await h.send(who, 'DELETE', `${BASE}/${UNKNOWN}`)).statusCode).toBe(403);
    }
    expect((await h.t.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
  });

  it('[SET-03] an ADMIN creates a list: addresses lower-cased, repeats in any case kept once, counted in the list', async () => {
    const created = await h.send(
      'admin',
      'POST',
      BASE,
      body({ addresses: ['Priya.Raman@Example.com', ' sam.lee@example.com ', 'PRIYA.RAMAN@example.com'] }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      name: 'Hiring leads',
      description: 'Weekly pipeline summary',
      addresses: ['priya.raman@example.com', 'sam.lee@example.com'],
      addressCount: 2,
      usage: 0,
    });
    const page = (await h.get('admin', `${BASE}?search=LEADS`)).json();
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toMatchObject({ name: 'Hiring leads', addressCount: 2 });
  });

  it('[SET-03] a name taken in any case is a 409 naming the field', async () => {
    const taken = await h.send('admin', 'POST', BASE, body({ name: 'HIRING LEADS' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields).toEqual([
      { path: 'name', message: 'A distribution list with this name already exists' },
    ]);
  });

  it('[SET-03] bad input is a 400 naming the field: an invalid address by its index, none, too many, a short name', async () => {
    const invalid = await h.send(
      'admin',
      'POST',
      BASE,
      body({ name: 'Ops', addresses: ['ok@example.com', 'ann.example.com'] }),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields).toEqual([
      { path: 'addresses.1', message: 'Please enter a valid email address' },
    ]);
    const none = await h.send('admin', 'POST', BASE, body({ name: 'Ops', addresses: [] }));
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toEqual([{ path: 'addresses', message: 'Add at least one e-mail address' }]);
    const missing = await h.send('admin', 'POST', BASE, { name: 'Ops' });
    expect(missing.json().fields[0]).toMatchObject({ path: 'addresses' });
    const many = Array.from(
      { length: DISTRIBUTION_LIST_LIMITS.addressesMax + 1 },
      (_, i) => `p${i}@example.com`,
    );
    const tooMany = await h.send('admin', 'POST', BASE, body({ name: 'Ops', addresses: many }));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual([
      { path: 'addresses', message: 'A distribution list holds at most 500 addresses' },
    ]);
    // 501 entries that are 500 addresses once repeats go: accepted.
    const repeats = await h.send(
      'admin',
      'POST',
      BASE,
      body({ name: 'Everyone', addresses: [...many.slice(0, 500), 'P0@example.com'] }),
    );
    expect(repeats.statusCode).toBe(201);
    expect(repeats.json().addressCount).toBe(500);
    const short = await h.send('admin', 'POST', BASE, body({ name: 'x' }));
    expect(short.statusCode).toBe(400);
    expect(short.json().fields[0]).toMatchObject({ path: 'name' });
  });

  it('[SET-03] edit (distribution-list/{id}/edit) replaces name, description and addresses; blank description is none; delete removes it', async () => {
    const [first] = (await h.get('admin', `${BASE}?search=hiring`)).json().content as Row[];
    const leads = { externalId: first?.externalId ?? UNKNOWN };
    const edited = await h.send('admin', 'PUT', `${BASE}/${leads.externalId}`, {
      name: 'Hiring leads EMEA',
      description: '  ',
      addresses: ['lena.vogel@example.com'],
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      name: 'Hiring leads EMEA',
      description: null,
      addresses: ['lena.vogel@example.com'],
      addressCount: 1,
    });
    expect((await h.get('admin', `${BASE}/${leads.externalId}`)).json().name).toBe('Hiring leads EMEA');
    // Its own name in another case is no conflict.
    const recased = await h.send(
      'admin',
      'PUT',
      `${BASE}/${leads.externalId}`,
      body({ name: 'HIRING LEADS EMEA' }),
    );
    expect(recased.statusCode).toBe(200);
    const taken = await h.send('admin', 'PUT', `${BASE}/${leads.externalId}`, body({ name: 'everyone' }));
    expect(taken.statusCode).toBe(409);
    expect(await names()).toEqual(['Everyone', 'HIRING LEADS EMEA']);
    expect((await h.send('admin', 'DELETE', `${BASE}/${leads.externalId}`)).statusCode).toBe(204);
    expect((await h.get('admin', `${BASE}/${leads.externalId}`)).statusCode).toBe(404);
    expect((await h.send('admin', 'PUT', `${BASE}/${UNKNOWN}`, body())).statusCode).toBe(404);
    expect(await names()).toEqual(['Everyone']);
  });

  it('[SET-03] two ADMINs creating the same name at once over HTTP: one 201, one 409', async () => {
    const responses = await Promise.all(
      ['Recruiters', 'recruiters'].map((name) => h.http('admin', 'POST', BASE, body({ name }))),
    );
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
  });
});
